import { io } from 'socket.io-client';

import { type ConnectionReplacedEvent, SOCKET_TEXT } from '../src/contracts';
import { PushPort } from '../src/infra/realtime/push.port';
import { dropRedisPrefix } from './support/cleanup';
import { signUp } from './support/http';
import { type RunningApi, startApi } from './support/in-process';
import { type AppClient, connectSocket, type RecordingSocket, until } from './support/sockets';

/**
 * Caps on open sockets (defaults: 20 per user, 50 anonymous per client IP), held across two API
 * processes through Redis. A Redis prefix of their own, so no other test's sockets count here.
 */
const prefix = `${process.env.QUEUE_PREFIX}-socket-caps`;
let a: RunningApi;
let b: RunningApi;
const open: RecordingSocket[] = [];

beforeAll(async () => {
  [a, b] = await Promise.all([startApi({ QUEUE_PREFIX: prefix }), startApi({ QUEUE_PREFIX: prefix })]);
});
afterAll(async () => {
  open.forEach((s) => s.close());
  await Promise.all([a?.close(), b?.close()]);
  await dropRedisPrefix(process.env.REDIS_URL!, prefix);
});

const connect = async (base: string, token?: string) => {
  const s = await connectSocket(base, token);
  open.push(s);
  return s;
};

/** Every event and the disconnect reason of a socket, in order. */
function record(socket: AppClient) {
  const seen: string[] = [];
  const replaced: ConnectionReplacedEvent[] = [];
  socket.on('connection:replaced', (e) => {
    seen.push('connection:replaced');
    replaced.push(e);
  });
  socket.on('feed:removed', () => seen.push('feed:removed'));
  socket.on('disconnect', (reason) => seen.push(`disconnect:${reason}`));
  return { seen, replaced };
}

it('closes the oldest socket of a user over 20, on another API process, after telling it why', async () => {
  const { user, token } = await signUp(a.url);
  const first = await connect(a.url, token);
  const firstLog = record(first.socket);
  await new Promise((r) => setTimeout(r, 10));
  const rest: ReturnType<typeof record>[] = [];
  for (let i = 0; i < 19; i++) rest.push(record((await connect(i % 2 ? a.url : b.url, token)).socket));
  await new Promise((r) => setTimeout(r, 200));
  expect(firstLog.seen).toEqual([]);
  expect(first.socket.connected).toBe(true);

  rest.push(record((await connect(b.url, token)).socket)); // the 21st
  await until(() => !first.socket.connected, 5000, 'the oldest socket to be closed');
  expect(firstLog.seen).toEqual(['connection:replaced', 'disconnect:io server disconnect']);
  expect(firstLog.replaced).toEqual([{ reason: 'too-many-connections', message: SOCKET_TEXT.replaced }]);

  // the 20 left each get the user's pushes; the closed one nothing more
  a.app.get(PushPort).toUser(user.id, 'feed:removed', { postId: 'x' });
  await until(() => rest.every((r) => r.seen.includes('feed:removed')), 5000, 'the push on the 20 sockets left');
  expect(rest.flatMap((r) => r.seen).filter((e) => e !== 'feed:removed')).toEqual([]);
  expect(firstLog.seen).toHaveLength(2);
  expect(open.filter((s) => s.socket.connected)).toHaveLength(20);
});

it('refuses an anonymous socket over 50 per client IP with an error the client sees; signed-in ones still connect', async () => {
  const anonymous: RecordingSocket[] = [];
  for (let i = 0; i < 50; i++) anonymous.push(await connect(i % 2 ? a.url : b.url));
  const refused = io(b.url, { transports: ['websocket'], reconnection: false, forceNew: true });
  const error = await new Promise<Error>((resolve, reject) => {
    refused.once('connect_error', resolve);
    refused.once('connect', () => reject(new Error('the 51st anonymous socket connected')));
  });
  refused.close();
  expect(error.message).toBe(SOCKET_TEXT.tooManyAnonymous);

  const { token } = await signUp(b.url);
  expect((await connect(a.url, token)).socket.connected).toBe(true);

  // one closes: a place is free again
  anonymous[0].close();
  await until(
    async () => {
      const s = io(a.url, { transports: ['websocket'], reconnection: false, forceNew: true });
      const ok = await new Promise<boolean>((resolve) => {
        s.once('connect', () => resolve(true));
        s.once('connect_error', () => resolve(false));
      });
      s.close();
      return ok;
    },
    5000,
    'a free place after one anonymous socket closed',
  );
});
