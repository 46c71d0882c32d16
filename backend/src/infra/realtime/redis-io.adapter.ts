import type { IncomingMessage } from 'node:http';

import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Server, ServerOptions } from 'socket.io';

import type { Settings } from '../../config/config.schema';
import { allowedOrigins } from '../http/cross-site';
import { createRedis, watch } from '../queue/redis';

/** The Redis channel of the Socket.IO adapter (RedisPush publishes on it too). */
export const socketChannel = (prefix: string) => `${prefix}:socket.io`;

/**
 * Socket.IO with the Redis adapter, so public events reach the sockets of every API process. A browser
 * may connect only from PUBLIC_URL (and the dev server in development); clients that send no Origin
 * (same-origin polling, non-browser clients) are let in.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly pub;
  private readonly sub;

  private readonly prefix: string;
  private readonly origins: Set<string>;

  constructor(app: INestApplicationContext, settings: Settings) {
    super(app);
    this.prefix = settings.QUEUE_PREFIX;
    this.origins = new Set(allowedOrigins(settings));
    // the adapter publishes an event before it delivers it here: with auto-pipelining the publish is
    // only queued (sent with the others of the same moment, on the next turn of the loop), so this
    // process's sockets get every event, a streamed reply's tokens included, without waiting on Redis
    this.pub = createRedis(settings.REDIS_URL, 'socket-adapter-pub', { enableAutoPipelining: true });
    this.sub = watch(this.pub.duplicate({ enableAutoPipelining: false }), 'socket-adapter-sub');
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, {
      ...options,
      serveClient: false,
      cors: { origin: [...this.origins], credentials: true },
      allowRequest: (req: IncomingMessage, done: (err: string | null | undefined, success: boolean) => void) => {
        const origin = req.headers.origin;
        done(null, origin === undefined || this.origins.has(origin));
      },
    }) as Server;
    server.adapter(createAdapter(this.pub, this.sub, { key: socketChannel(this.prefix) }));
    return server;
  }

  override async dispose() {
    await super.dispose();
    this.pub.disconnect();
    this.sub.disconnect();
  }
}
