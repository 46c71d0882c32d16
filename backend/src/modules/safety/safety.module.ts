import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { APP_PIPE } from '@nestjs/core';

import { AdultOnlyPipe } from './adult-only.pipe';
import { warmUpPolicy } from './content-policy';

/**
 * Installs the adults-only guard on every request body (see AdultOnly). The policy's patterns are
 * compiled once the app is up, not by the first request or reply.
 */
@Module({ providers: [{ provide: APP_PIPE, useClass: AdultOnlyPipe }] })
export class SafetyModule implements OnApplicationBootstrap {
  onApplicationBootstrap() {
    warmUpPolicy();
  }
}
