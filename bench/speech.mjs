// Speech: her reply read aloud by the offline engine (eSpeak NG in the worker's speech thread). Measured
// from the Listen request (POST /api/chats/:girlId/messages/:messageId/speech) to the first byte of the
// audio served at the URL its job:completed carries: queue, synthesis, storage, push and the media
// route together. Each run reads a new 40-word reply (nothing cached); BENCH_SPEECH_WARMUP (1) runs
// first are not measured (the worker warms the engine at boot; this waits for it). Target: the first
// audio of a 40-word reply plays within 1.5 s. `node bench/speech.mjs`; BENCH_SPEECH_RUNS (5).
import { performance } from 'node:perf_hooks';

import pg from 'pg';

import { GIRL_LOOKS, latencies, makeSubscribers, ms, num, openSocket, post, runPart, signUp } from './lib/common.mjs';
import { log, startStack } from './lib/processes.mjs';

const RUNS = num('BENCH_SPEECH_RUNS', 5);
const WARMUP = Number(process.env.BENCH_SPEECH_WARMUP ?? 1);
const TARGET_MS = 1500;

const WORDS = (
  'I was thinking about you all afternoon while the rain kept tapping on my window and the kettle ' +
  'sang in the kitchen so tell me everything about your day the good parts the strange parts and ' +
  'whatever made you smile'
).split(' ');

/** A new 40-word reply each run: the same words, turned by `n`, so no two are the same text. */
const replyText = (n) => [...WORDS.slice(n % WORDS.length), ...WORDS.slice(0, n % WORDS.length)].join(' ');

await runPart('speech', async () => {
  const stack = await startStack({ extraEnv: { TTS_PROVIDER: 'offline', CHAT_WORD_DELAY_MS: '0' } });
  const { token, user } = await signUp(stack.base, 0);
  await makeSubscribers(stack.dbUrl, [user.id]);
  const girl = await post(stack.base, '/api/girls', { name: 'Mia', ...GIRL_LOOKS }, token);
  if (girl.status !== 201) throw new Error(`new girl: HTTP ${girl.status} ${JSON.stringify(girl.body)}`);
  const girlId = girl.body.girl.id;
  const socket = await openSocket(stack.base, token);
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();

  /** One Listen, timed to the first byte of its audio. */
  async function listenOnce(n) {
    const {
      rows: [row],
    } = await db.query(
      `INSERT INTO chat_messages (user_id, girl_id, sender, text) VALUES ($1, $2, 'ai', $3) RETURNING id`,
      [user.id, girlId, replyText(n)],
    );
    const done = new Map();
    const onDone = (e) => done.set(e.jobId, e);
    socket.on('job:completed', onDone);
    socket.on('job:failed', onDone);
    try {
      const t0 = performance.now();
      const res = await post(stack.base, `/api/chats/${girlId}/messages/${row.id}/speech`, {}, token);
      if (res.status !== 202) throw new Error(`speech: HTTP ${res.status} ${JSON.stringify(res.body)}`);
      const { jobId } = res.body;
      const event = await new Promise((ok, fail) => {
        const timer = setTimeout(() => fail(new Error(`speech job ${jobId} did not end within 60 s`)), 60_000);
        const check = () => {
          if (!done.has(jobId)) return void setTimeout(check, 2);
          clearTimeout(timer);
          ok(done.get(jobId));
        };
        check();
      });
      if (!event.result?.audioUrl) throw new Error(`speech job failed: ${event.error}`);
      const audio = await fetch(stack.base + event.result.audioUrl);
      const reader = audio.body.getReader();
      const first = await reader.read();
      const elapsed = performance.now() - t0;
      // read to its end, as a player does: the connection is left clean
      while (!(await reader.read()).done);
      if (audio.status !== 200 || !first.value?.length) throw new Error(`audio: HTTP ${audio.status}`);
      if (Buffer.from(first.value.subarray(0, 4)).toString('latin1') !== 'RIFF') throw new Error('audio: not a WAV');
      return elapsed;
    } finally {
      socket.off('job:completed', onDone);
      socket.off('job:failed', onDone);
    }
  }

  const warm = [];
  for (let n = 0; n < WARMUP; n++) warm.push(await listenOnce(n));
  const times = [];
  for (let n = 0; n < RUNS; n++) times.push(await listenOnce(WARMUP + n));
  socket.close();
  await db.end();
  const t = latencies(times);
  log(`${RUNS} Listens of a new 40-word reply each (offline engine), after ${WARMUP} not measured`);
  if (warm.length) console.log(`   first Listen after boot (not measured)          : ${warm.map(ms).join(', ')}`);
  console.log(`   Listen -> first byte of her audio               : median ${ms(t.p50)}, max ${ms(t.max)}`);
  return [
    [
      `40-word reply: first audio byte <= ${TARGET_MS / 1000} s (max)`,
      t.n > 0 && t.max <= TARGET_MS,
      `median ${ms(t.p50)}, max ${ms(t.max)}`,
    ],
  ];
});
