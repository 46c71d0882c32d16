import { Module } from '@nestjs/common';
import { APP_PIPE } from '@nestjs/core';

import { AdultOnlyPipe } from './adult-only.pipe';

/**
 * Installs the adults-only guard on every request body (see AdultOnly); the same instance is exported
 * for routes answered before Nest's router (the tools' job POSTs), which run it themselves.
 */
@Module({
  providers: [AdultOnlyPipe, { provide: APP_PIPE, useFactory: (pipe: AdultOnlyPipe) => pipe, inject: [AdultOnlyPipe] }],
  exports: [AdultOnlyPipe],
})
export class SafetyModule {}
