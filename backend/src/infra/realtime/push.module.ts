import { Global, Module } from '@nestjs/common';

import { PushPort } from './push.port';
import { RedisPush } from './redis-push';

/** The worker's PushPort (the API's is RealtimeModule's gateway). */
@Global()
@Module({ providers: [RedisPush, { provide: PushPort, useExisting: RedisPush }], exports: [PushPort] })
export class PushModule {}
