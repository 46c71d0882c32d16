import { Inject, OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  OnGatewayConnection,
  OnGatewayDisconnect,
  OnGatewayInit,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';

import { type ClientToServerEvents, type ServerToClientEvents, SOCKET_TEXT } from '../../contracts';
import { JobEventsService } from '../queue/job-events.service';
import { type Push, type PushData, type PushEvent, PushPort, userRoom } from './push.port';
import { SOCKET_AUTH, type SocketAuth } from './socket-auth';
import { clientIp, SocketCaps } from './socket-caps';
import type { SocketPresence } from './socket-presence';

type SocketData = { userId: string | null; sessionId: string | null; ip: string | null };
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
 * Open sockets are capped (SocketCaps, in Redis, across processes): a user's oldest socket over the cap
 * is told why (`connection:replaced`) and closed; an anonymous one over its IP's cap is refused.
 * It also answers whether a user has a socket open on any API process (SocketPresence, for Web Push).
 */
@WebSocketGateway()
export class RealtimeGateway
  extends PushPort
  implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, OnModuleDestroy, SocketPresence
{
  @WebSocketServer() server: AppServer;

  private readonly deliverHere = (push: Push) => {
    const args = [push.data] as Args<typeof push.event>;
    if (push.userId === null) this.server.local.emit(push.event, ...args);
    else this.server.local.to(userRoom(push.userId)).emit(push.event, ...args);
  };

  constructor(
    @Inject(SOCKET_AUTH) private readonly auth: SocketAuth,
    @Inject(JobEventsService) private readonly jobEvents: JobEventsService,
    @Inject(SocketCaps) private readonly caps: SocketCaps,
    @Inject(HttpAdapterHost) private readonly http: HttpAdapterHost,
  ) {
    super();
  }

  afterInit(server: AppServer) {
    // a missing, malformed, forged, expired or revoked token connects as anonymous (never an error)
    server.use((socket, next) => {
      const signedIn = async (who: { userId: string; sessionId: string } | null) => {
        socket.data.userId = who?.userId ?? null;
        socket.data.sessionId = who?.sessionId ?? null;
        socket.data.ip = null;
        if (who) return next();
        // anonymous: at most ANONYMOUS_SOCKETS_PER_IP per client IP; the client sees the refusal as connect_error
        const ip = this.clientIp(socket);
        if (!(await this.caps.admitAnonymous(ip, socket.id))) return next(new Error(SOCKET_TEXT.tooManyAnonymous));
        socket.data.ip = ip;
        next();
      };
      this.auth.authenticate(socket.handshake).then(signedIn, () => signedIn(null));
    });
    this.auth.onRevoked((sessionId) => this.server.in(sessionRoom(sessionId)).disconnectSockets(true));
    this.jobEvents.on('push', this.deliverHere);
  }

  async handleConnection(socket: AppSocket) {
    if (!socket.data.userId || !socket.data.sessionId) return;
    await socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
    // over SOCKETS_PER_USER: the oldest ones go, on whichever API process holds them (the Redis adapter
    // delivers the event before the disconnect: both are published in order on the same connection)
    for (const id of await this.caps.admitUser(socket.data.userId, socket.id)) {
      this.server.to(id).emit('connection:replaced', { reason: 'too-many-connections', message: SOCKET_TEXT.replaced });
      this.server.in(id).disconnectSockets(true);
    }
  }

  async handleDisconnect(socket: AppSocket) {
    await this.caps.release(socket.data, socket.id);
  }

  /** The client IP as HTTP requests see it (TRUST_PROXY), for the anonymous cap. */
  private clientIp(socket: AppSocket): string {
    const express = this.http.httpAdapter?.getInstance<{ get(name: string): unknown }>();
    const trust = express?.get('trust proxy fn');
    return clientIp(
      socket.handshake.address,
      socket.handshake.headers['x-forwarded-for'],
      typeof trust === 'function' ? (trust as (address: string, hop: number) => boolean) : undefined,
    );
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

  async hasSockets(userId: string): Promise<boolean> {
    return (await this.server.in(userRoom(userId)).fetchSockets()).length > 0;
  }
}
