import { Module } from '@nestjs/common';
import { APP_PIPE } from '@nestjs/core';

import { AdultOnlyPipe } from './adult-only.pipe';

/** Installs the adults-only guard on every request body (see AdultOnly). */
@Module({ providers: [{ provide: APP_PIPE, useClass: AdultOnlyPipe }] })
export class SafetyModule {}
