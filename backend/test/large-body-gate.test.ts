import { request } from 'node:http';
import type { Socket } from 'node:net';

import { call, signUp } from './support/http';
import { type RunningApi, startApi } from './support/in-process';

const BODY_BYTES = 20 * 1024 * 1024;
/** A tool body of BODY_BYTES: two images' worth of base64, as a face swap takes (its limit is 30 MiB). */
const BIG = Buffer.alloc(BODY_BYTES, 'A');
BIG.write('{"input_image":"data:image/png;base64,');
BIG.write('"}', BODY_BYTES - 2);

interface Sent {
  status: number;
  connection: string | undefined;
}

/** POSTs (or PUTs) the big body in 1 MB writes, as fast as the server takes them, until it answers. */
function postBig(url: string, path: string, headers: Record<string, string> = {}, method = 'POST'): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = request(url + path, {
      method,
      headers: { 'content-type': 'application/json', 'content-length': String(BODY_BYTES), ...headers },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      res.resume();
      const connection = res.headers.connection;
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection }));
      req.destroy();
    });
    // writes after the server has closed its side fail (EPIPE, reset): only a missing answer is an error
    req.on('error', (err) => (answered ? undefined : reject(err)));
    let offset = 0;
    const write = () => {
      while (!answered && offset < BODY_BYTES) {
        const chunk = BIG.subarray(offset, offset + 1024 * 1024);
        offset += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      if (!answered) req.end();
    };
    write();
  });
}

describe('a large body (tools, card import, lorebook) is read only behind a live session within the limit', () => {
  let api: RunningApi;
  let sockets: Socket[] = [];
  const bytesRead = () => sockets.reduce((sum, s) => sum + s.bytesRead, 0);

  beforeAll(async () => {
    api = await startApi({ JOBS_PER_MINUTE: '1' });
    api.app.getHttpServer().on('connection', (s: Socket) => sockets.push(s));
  });
  afterAll(async () => {
    await api?.close();
  });
  beforeEach(() => {
    sockets = [];
  });

  it('answers an anonymous 20 MB POST 401 at once, on every spelling of a tool path, without reading it', async () => {
    // a tool's route, other spellings Express matches to it (other case, trailing slash), a path under a
    // tool's, and the card import (a Nest route behind Express' body parser)
    const paths = ['/api/face-swap', '/api/Face-Swap/', '/api/face-swap/more', '/api/girls/import'];
    const base = process.memoryUsage();
    let peak = 0;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peak = Math.max(peak, m.heapUsed + m.arrayBuffers - base.heapUsed - base.arrayBuffers);
    }, 5);
    const answers = await Promise.all(paths.map((p) => postBig(api.url, p)));
    clearInterval(sampler);
    for (const a of answers) {
      expect(a.status).toBe(401);
      expect(a.connection).toBe('close');
    }
    // four bodies of 20 MB: the server took at most what was in flight when it answered
    expect(bytesRead()).toBeLessThan(4 * 4 * 1024 * 1024);
    expect(peak).toBeLessThan(24 * 1024 * 1024);
  });

  it('answers an anonymous 20 MB PUT of her lorebook 401 at once, without reading it', async () => {
    const answer = await postBig(api.url, '/api/girls/00000000-0000-4000-8000-000000000000/lorebook', {}, 'PUT');
    expect(answer).toEqual({ status: 401, connection: 'close' });
    expect(bytesRead()).toBeLessThan(4 * 1024 * 1024);
  });

  it('answers a signed-in POST over the jobs limit 429 without reading its body', async () => {
    const { token } = await signUp(api.url);
    const first = await call(api.url, 'POST', '/api/flux-generate', {
      token,
      body: { prompt: 'red hair on a beach', aspectRatio: '1:1' },
    });
    expect(first.status).toBe(202);
    sockets = [];
    for (const path of ['/api/face-swap', '/api/girls/import']) {
      const over = await postBig(api.url, path, { authorization: `Bearer ${token}` });
      expect(over.status).toBe(429);
    }
    expect(bytesRead()).toBeLessThan(2 * 4 * 1024 * 1024);
  });

  it('still reads the body of a signed-in request within the limit', async () => {
    const { token } = await signUp(api.url);
    const res = await postBig(api.url, '/api/face-swap', { authorization: `Bearer ${token}` });
    // the body was read and checked: not an image
    expect([400, 415]).toContain(res.status);
    expect(bytesRead()).toBeGreaterThan(BODY_BYTES);
  });
});
