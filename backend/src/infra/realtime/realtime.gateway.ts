import { Inject, OnModuleDestroy } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';

import type { ClientToServerEvents, ServerToClientEvents } from '../../contracts';
import { JobEventsService } from '../queue/job-events.service';
import { type Push, type PushData, type PushEvent, PushPort, userRoom } from './push.port';
import { SOCKET_AUTH, type SocketAuth } from './socket-auth';

type SocketData = { userId: string | null; sessionId: string | null };
type AppServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type Args<E extends PushEvent> = Parameters<ServerToClientEvents[E]>;

/** The sockets of one session (token), closed on every API process when it signs out. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * The API's PushPort: a signed-in socket joins its user's room; anonymous sockets get public events.
 * toUser/toEveryone reach every API process (the Redis adapter). The pushes of a job's events arrive
 * at every API process once each (queue events), so those are delivered only to the sockets this
 * process holds (`local`): each browser gets each event exactly once however many processes run.
 */
@WebSocketGateway()
export class RealtimeGateway extends PushPort implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy {
  @WebSocketServer() server: AppServer;

  private readonly deliverHere = (push: Push) => {
    const args = [push.data] as Args<typeof push.event>;
    if (push.userId === null) this.server.local.emit(push.event, ...args);
    else this.server.local.to(userRoom(push.userId)).emit(push.event, ...args);
  };

  constructor(
    @Inject(SOCKET_AUTH) private readonly auth: SocketAuth,
    @Inject(JobEventsService) private readonly jobEvents: JobEventsService,
  ) {
    super();
  }

  afterInit(server: AppServer) {
    // a missing, malformed, forged, expired or revoked token connects as anonymous (never an error)
    server.use((socket, next) => {
      const signedIn = (who: { userId: string; sessionId: string } | null) => {
        socket.data.userId = who?.userId ?? null;
        socket.data.sessionId = who?.sessionId ?? null;
        next();
      };
      this.auth.authenticate(socket.handshake).then(signedIn, () => signedIn(null));
    });
    this.auth.onRevoked((sessionId) => this.server.in(sessionRoom(sessionId)).disconnectSockets(true));
    this.jobEvents.on('push', this.deliverHere);
  }

  async handleConnection(socket: AppSocket) {
    if (socket.data.userId && socket.data.sessionId)
      await socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
  }

  onModuleDestroy() {
    this.jobEvents.off('push', this.deliverHere);
  }

  toUser<E extends PushEvent>(userId: string, event: E, data: PushData<E>): void {
    this.server.to(userRoom(userId)).emit(event, ...([data] as Args<E>));
  }

  toEveryone<E extends PushEvent>(event: E, data: PushData<E>): void {
    this.server.emit(event, ...([data] as Args<E>));
  }
}
