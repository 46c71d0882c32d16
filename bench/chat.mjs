// Chat: a local OpenAI-compatible server streams each reply as BENCH_CHAT_TOKENS (100) words, one
// every BENCH_CHAT_TOKEN_MS (20) ms; the API relays them as chat:token. Measured at the socket: the
// time from a word leaving the server to the chat:token it set off (target p99 ≤ 5 ms). The output
// check (SAFETY.md) holds the last 6 words back until more arrive, so each word is shown about 6
// words later: that delay is printed too. Floor: the openai SDK relaying straight to Socket.IO
// (bench/chat/bare-relay.mjs). `node bench/chat.mjs`; BENCH_CHAT_REPLIES (4, a free user's chat holds 5, with BENCH_CHAT_WARMUP_REPLIES (1) not measured before them).
import { createServer } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { io } from 'socket.io-client';

import { GIRL_LOOKS, latencies, latencyLine, num, openSocket, post, runPart, signUp, sleep } from './lib/common.mjs';
import { freePort, log, root, startNode, startStack, stopProcess, waitForLine } from './lib/processes.mjs';

const TOKENS = num('BENCH_CHAT_TOKENS', 100);
const TOKEN_MS = num('BENCH_CHAT_TOKEN_MS', 20);
const REPLIES = num('BENCH_CHAT_REPLIES', 4);
/** Replies streamed first and not measured, on the floor and the API alike: a process's first reply runs cold code. */
const WARMUP_REPLIES = Number(process.env.BENCH_CHAT_WARMUP_REPLIES ?? 1);

/** Send times of every word (by number) and of every write, for the measurements. */
const sent = new Map();
const writes = [];
let seq = 0;

function chunk(content, finish = null) {
  return `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'bench', choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }] })}\n\n`;
}

function fakeOpenAi() {
  return createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const request = JSON.parse(body || '{}');
      if (!request.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(
          JSON.stringify({
            id: 'c',
            object: 'chat.completion',
            created: 0,
            model: 'bench',
            choices: [{ index: 0, message: { role: 'assistant', content: 'A short answer.' }, finish_reason: 'stop' }],
          }),
        );
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      let n = 0;
      const timer = setInterval(() => {
        const t = performance.now();
        if (n++ < TOKENS) {
          const word = seq++;
          res.write(chunk(`w${word} `));
          sent.set(word, t);
        } else {
          clearInterval(timer);
          res.write(chunk(null, 'stop'));
          res.end('data: [DONE]\n\n');
        }
        writes.push(t);
      }, TOKEN_MS);
      res.on('close', () => clearInterval(timer));
    });
  });
}

/** Listens on a socket: relay = arrival − the last write before it; shown = arrival − the word's own send time. */
function watch(socket) {
  const relay = [];
  const shown = [];
  socket.on('chat:token', (e) => {
    const t = performance.now();
    let last = 0;
    for (let i = writes.length - 1; i >= 0; i--)
      if (writes[i] <= t) {
        last = writes[i];
        break;
      }
    relay.push(t - last);
    for (const m of e.delta.matchAll(/w(\d+)/g)) if (sent.has(Number(m[1]))) shown.push(t - sent.get(Number(m[1])));
  });
  return { relay, shown };
}

/** Drops what a watcher has seen so far (the warm-up). */
function forget(watcher) {
  watcher.relay.length = 0;
  watcher.shown.length = 0;
}

await runPart('chat', async () => {
  const fake = fakeOpenAi();
  const fakePort = await freePort();
  await new Promise((ok) => fake.listen(fakePort, '127.0.0.1', ok));
  const baseURL = `http://127.0.0.1:${fakePort}/v1`;

  // floor
  const port = await freePort();
  const bare = startNode('bare relay', join(root, 'bench/chat/bare-relay.mjs'), {
    env: { PATH: process.env.PATH, PORT: String(port), OPENAI_BASE_URL: baseURL },
  });
  await waitForLine(bare, 'ready');
  const floorSocket = io(`http://127.0.0.1:${port}`, { transports: ['websocket'], forceNew: true });
  const floor = watch(floorSocket);
  for (let r = 0; r < WARMUP_REPLIES + REPLIES; r++) {
    if (r === WARMUP_REPLIES) forget(floor);
    await new Promise((ok) => {
      floorSocket.once('chat:message', ok);
      floorSocket.emit('go');
    });
  }
  floorSocket.close();
  await stopProcess(bare);

  // the app
  const stack = await startStack({
    worker: false,
    extraEnv: {
      CHAT_PROVIDER: 'openai',
      OPENAI_BASE_URL: baseURL,
      OPENAI_API_KEY: 'bench',
      CHAT_MESSAGES_PER_MINUTE: '0',
    },
  });
  const { token } = await signUp(stack.base, 0);
  const socket = await openSocket(stack.base, token);
  const app = watch(socket);
  const girl = await post(stack.base, '/api/girls', { name: 'Mia', ...GIRL_LOOKS }, token);
  if (girl.status !== 201) throw new Error(`new girl: HTTP ${girl.status} ${JSON.stringify(girl.body)}`);
  for (let r = 0; r < WARMUP_REPLIES + REPLIES; r++) {
    if (r === WARMUP_REPLIES) forget(app);
    const res = await post(
      stack.base,
      '/api/girl-chat',
      { girlId: girl.body.girl.id, newUserMessage: `Hello ${r}, tell me about your day.` },
      token,
    );
    if (res.status !== 200 || res.body.message?.failed)
      throw new Error(`girl-chat: HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  }
  await sleep(500);
  socket.close();
  log(`${REPLIES} replies of ${TOKENS} words, one every ${TOKEN_MS} ms, after ${WARMUP_REPLIES} not measured`);
  const f = latencies(floor.relay);
  const a = latencies(app.relay);
  console.log(`   floor (SDK straight to Socket.IO), word -> chat:token : ${latencyLine(f)}`);
  console.log(`   API, write -> the chat:token it set off               : ${latencyLine(a)}`);
  console.log(`   API, word -> that word on screen (6 words held back)  : ${latencyLine(latencies(app.shown))}`);
  return [
    ['chat:token relay p99 <= 5 ms', a.p99 <= 5 && a.n > 0, `${a.p99.toFixed(2)} ms (floor ${f.p99.toFixed(2)} ms)`],
  ];
});
