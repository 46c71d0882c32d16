import { Global, Module } from '@nestjs/common';

import { QueueModule } from '../queue/queue.module';
import { PushPort } from './push.port';
import { RealtimeGateway } from './realtime.gateway';
import { SocketCaps } from './socket-caps';
import { SocketPresence } from './socket-presence';

/** The API's PushPort and SocketPresence: the Socket.IO gateway (its socket sign-in check comes from the auth module, SOCKET_AUTH). */
@Global()
@Module({
  imports: [QueueModule],
  providers: [
    RealtimeGateway,
    SocketCaps,
    { provide: PushPort, useExisting: RealtimeGateway },
    { provide: SocketPresence, useExisting: RealtimeGateway },
  ],
  exports: [PushPort, SocketPresence],
})
export class RealtimeModule {}
