import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { APP_PIPE } from '@nestjs/core';

import { AdultOnlyPipe } from './adult-only.pipe';
import { warmUpPolicy } from './content-policy';

/**
 * Installs the adults-only guard on every request body (see AdultOnly); the same instance is exported
 * for routes answered before Nest's router (the tools' job POSTs), which run it themselves. The
 * policy's patterns are compiled once the app is up, not by the first request or reply.
 */
@Module({
  providers: [AdultOnlyPipe, { provide: APP_PIPE, useFactory: (pipe: AdultOnlyPipe) => pipe, inject: [AdultOnlyPipe] }],
  exports: [AdultOnlyPipe],
})
export class SafetyModule implements OnApplicationBootstrap {
  onApplicationBootstrap() {
    warmUpPolicy();
  }
}
