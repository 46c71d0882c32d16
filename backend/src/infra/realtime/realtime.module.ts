import { Global, Module } from '@nestjs/common';

import { QueueModule } from '../queue/queue.module';
import { PushPort } from './push.port';
import { RealtimeGateway } from './realtime.gateway';
import { SocketCaps } from './socket-caps';

/** The API's PushPort: the Socket.IO gateway (its socket sign-in check comes from the auth module, SOCKET_AUTH). */
@Global()
@Module({
  imports: [QueueModule],
  providers: [RealtimeGateway, SocketCaps, { provide: PushPort, useExisting: RealtimeGateway }],
  exports: [PushPort],
})
export class RealtimeModule {}
