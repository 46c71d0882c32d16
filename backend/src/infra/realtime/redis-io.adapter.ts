import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Server, ServerOptions } from 'socket.io';
import { createRedis, watch } from '../queue/redis';

/** Socket.IO with the Redis adapter, so public events reach the sockets of every API process. */
export class RedisIoAdapter extends IoAdapter {
  private readonly pub;
  private readonly sub;

  constructor(app: INestApplicationContext, redisUrl: string, private readonly prefix: string) {
    super(app);
    this.pub = createRedis(redisUrl, 'socket-adapter-pub');
    this.sub = watch(this.pub.duplicate(), 'socket-adapter-sub');
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, { ...options, serveClient: false });
    server.adapter(createAdapter(this.pub, this.sub, { key: `${this.prefix}:socket.io` }));
    return server;
  }

  override async dispose() {
    await super.dispose();
    this.pub.disconnect();
    this.sub.disconnect();
  }
}
