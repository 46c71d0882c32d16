import { connect, createServer, type Server, type Socket } from 'node:net';

import { connectDataSource, createDataSource } from '../src/infra/database/data-source';

/** A TCP proxy to this run's Postgres that holds its first `stall` connections without a word, as a loaded or starting server does. */
class StallingProxy {
  connections = 0;
  private readonly server: Server;
  private readonly held: Socket[] = [];

  constructor(
    private readonly target: URL,
    private readonly stall: number,
  ) {
    this.server = createServer((client) => {
      this.connections += 1;
      if (this.connections <= this.stall) {
        this.held.push(client);
        return;
      }
      const upstream = connect(Number(target.port || 5432), target.hostname);
      this.held.push(client, upstream);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
  }

  async listen(): Promise<URL> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const url = new URL(this.target);
    url.hostname = '127.0.0.1';
    url.port = String((this.server.address() as { port: number }).port);
    return url;
  }

  async close(): Promise<void> {
    for (const socket of this.held) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

describe('the API and worker connecting to Postgres at boot', () => {
  const target = new URL(process.env.DATABASE_URL!);

  it('boot when Postgres leaves the first try unanswered, asking again instead of stopping', async () => {
    const proxy = new StallingProxy(target, 1);
    const url = await proxy.listen();
    try {
      const dataSource = await connectDataSource(() => createDataSource(url.toString(), [], 1), 20_000, 100);
      try {
        expect(await dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
        expect(proxy.connections).toBeGreaterThanOrEqual(2);
      } finally {
        await dataSource.destroy();
      }
    } finally {
      await proxy.close();
    }
  });

  it('stop at the first answer that is not an outage, naming it (a database that does not exist)', async () => {
    const proxy = new StallingProxy(target, 0);
    const url = await proxy.listen();
    url.pathname = '/no_such_database_here';
    try {
      await expect(connectDataSource(() => createDataSource(url.toString(), [], 1), 20_000, 100)).rejects.toThrow(
        /no_such_database_here/,
      );
      expect(proxy.connections).toBe(1);
    } finally {
      await proxy.close();
    }
  });

  it('give up once the wait is spent when Postgres never answers', async () => {
    const proxy = new StallingProxy(target, Infinity);
    const url = await proxy.listen();
    try {
      await expect(connectDataSource(() => createDataSource(url.toString(), [], 1), 2_000, 100)).rejects.toThrow(
        /timeout/i,
      );
      expect(proxy.connections).toBeGreaterThanOrEqual(1);
    } finally {
      await proxy.close();
    }
  });
});
