import { Inject, OnModuleDestroy } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../contracts';
import { SessionsService } from '../../modules/auth/sessions.service';
import { JobEventsService } from '../queue/job-events.service';

type SocketData = { userId: string | null; sessionId: string | null };
type AppServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export const userRoom = (userId: string) => `user:${userId}`;
/** The sockets of one session (token), closed on every API process when it signs out. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * Push to browsers. A signed-in socket joins its user's room; anonymous sockets get public events.
 * Job events arrive at every API process once, and each delivers them only to the sockets it holds
 * itself (`local`), so each browser gets each event exactly once however many processes run.
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy {
  @WebSocketServer() server: AppServer;

  private readonly forward = {
    progress: (userId: string, e: Parameters<ServerToClientEvents['job:progress']>[0]) => this.toUser(userId).emit('job:progress', e),
    completed: (userId: string, e: Parameters<ServerToClientEvents['job:completed']>[0]) => {
      this.toUser(userId).emit('job:completed', e);
      // a new feed post: every API process tells its own sockets, so each browser hears it once
      if (e.kind === 'pics') this.server.local.emit('feed:post', { post: e.result.post });
      if (e.kind === 'chat-picture') this.toUser(userId).emit('chat:message', { girlId: e.result.girlId, message: e.result.message });
    },
    failed: (userId: string, e: Parameters<ServerToClientEvents['job:failed']>[0]) => this.toUser(userId).emit('job:failed', e),
  };

  constructor(
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(JobEventsService) private readonly jobEvents: JobEventsService,
  ) {}

  afterInit(server: AppServer) {
    // a missing, malformed, forged, expired or revoked token connects as anonymous (never an error)
    server.use((socket, next) => {
      const auth: unknown = socket.handshake.auth;
      const token = auth && typeof auth === 'object' ? (auth as { token?: unknown }).token : undefined;
      const session = token ? this.sessions.check(token) : this.sessions.authenticate({ cookie: socket.handshake.headers.cookie });
      session.then(
        (s) => {
          socket.data.userId = s?.sub ?? null;
          socket.data.sessionId = s?.jti ?? null;
          next();
        },
        () => {
          socket.data.userId = null;
          socket.data.sessionId = null;
          next();
        },
      );
    });
    this.sessions.onRevoked((jti) => this.server.in(sessionRoom(jti)).disconnectSockets(true));
    this.jobEvents.on('progress', this.forward.progress);
    this.jobEvents.on('completed', this.forward.completed);
    this.jobEvents.on('failed', this.forward.failed);
  }

  async handleConnection(socket: AppSocket) {
    if (socket.data.userId && socket.data.sessionId) await socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
  }

  onModuleDestroy() {
    this.jobEvents.off('progress', this.forward.progress);
    this.jobEvents.off('completed', this.forward.completed);
    this.jobEvents.off('failed', this.forward.failed);
  }

  /** Every socket of the user on any API process (through the Redis adapter): for events born in one process. */
  toUserEverywhere(userId: string) {
    return this.server.to(userRoom(userId));
  }

  /** Only the sockets this process holds: the other processes deliver to theirs (queue events reach them all). */
  toUser(userId: string) {
    return this.server.local.to(userRoom(userId));
  }

  /** A post was hidden for everyone or removed: every socket on every API process (through the Redis adapter) hears it once. */
  feedRemoved(postId: string) {
    this.server.emit('feed:removed', { postId });
  }

}
