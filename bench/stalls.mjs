// Stalls: the API's event loop while it takes the largest bodies it accepts. A canary process GETs
// /api/livez every 10 ms on a connection of its own (bench/fuzz/canary.cjs); a request that holds the
// loop shows as a slow answer. Each body is sent twice (the better run counts: a garbage collection of
// what came before may land in either): 24 MB of base64 that is no image (face swap), a 9 MB image
// (background removal), a 14 MB text that is no card, a PNG card with 100 zTXt chunks of 8 MiB of
// zeros each (800 MiB if inflated), and a lorebook at its largest (PUT, 2 MiB: 41 entries of 49,000
// characters, each read by the content policy alone and all together). Target: no answer of the canary over 250 ms while any of them runs
// (parsed, decoded and inflated off the loop, read in slices, or not at all). The API's RSS over its level before each
// request (sampled every 20 ms) is printed: issue 27 asks for at most 64 MB, which a 24 MB body does not
// meet yet (its parse on a worker thread holds the body, its text and the parsed strings at once).
// `node bench/stalls.mjs`.
import { request } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';

import sharp from 'sharp';

import { makeSubscribers, rss, runPart, signUp, sleep } from './lib/common.mjs';
import { log, startCanary, startStack } from './lib/processes.mjs';

const LIMIT_MS = 250;
const MiB = 1024 * 1024;

/** POSTs (or PUTs) bytes made beforehand in 256 KB writes: the status. */
function post(url, token, body, method = 'POST') {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'content-length': body.length },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    let offset = 0;
    const write = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + 256 * 1024);
        offset += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

/** A PNG with a tEXt `chara` card and 100 zTXt bombs. */
async function bombCard() {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
  const chunk = (type, data) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const card = { spec: 'chara_card_v2', spec_version: '2.0', data: { name: 'Lena', description: 'An architect, 31.' } };
  const text = chunk('tEXt', Buffer.from(`chara\0${Buffer.from(JSON.stringify(card)).toString('base64')}`, 'latin1'));
  const bomb = deflateSync(Buffer.alloc(8 * MiB));
  const bombs = Array.from({ length: 100 }, (_, i) =>
    chunk('zTXt', Buffer.concat([Buffer.from(`Bomb${i}\0\0`, 'latin1'), bomb])),
  );
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), text, ...bombs, png.subarray(iend)]);
}

async function noisyPng(side) {
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

await runPart('stalls', async () => {
  const stack = await startStack({ worker: false });
  const { token, user } = await signUp(stack.base, 0);
  await makeSubscribers(stack.dbUrl, [user.id]);
  const girl = await fetch(`${stack.base}/api/girls`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Lena', personality: ['Playful'] }),
  }).then((res) => res.json());
  const book = {
    extensions: {},
    entries: Array.from({ length: 41 }, (_, i) => ({
      id: i,
      keys: [`place${i}`],
      content: `Place ${i}: `.padEnd(49_000, 'the moss grows green by the old stones. '),
      extensions: {},
      enabled: true,
      insertion_order: i,
    })),
  };
  const junk = `data:image/png;base64,${'A'.repeat(12_000_000)}`;
  const cases = [
    [
      '24 MB of base64 that is no image (face swap)',
      '/api/face-swap',
      { input_image: junk, swap_image: junk, consent: true },
    ],
    [
      'a 9 MB image (background removal)',
      '/api/remove-background',
      { image: `data:image/png;base64,${(await noisyPng(1700)).toString('base64')}` },
    ],
    [
      'a 14 MB text that is no card (card import)',
      '/api/girls/import',
      { card: `not a card ${'A'.repeat(14_000_000)}` },
    ],
    [
      'a PNG card with 800 MiB of zTXt bombs (card preview)',
      '/api/girls/import',
      { card: `data:image/png;base64,${(await bombCard()).toString('base64')}`, preview: true },
    ],
    ['a lorebook at its largest, 2 MiB (PUT)', `/api/girls/${girl.girl.id}/lorebook`, { book }, 'PUT'],
  ].map(([what, path, body, method]) => [what, path, Buffer.from(JSON.stringify(body)), method]);
  // warm up: the worker threads, sharp and the routes' first-call work
  await post(
    `${stack.base}/api/remove-background`,
    token,
    Buffer.from(JSON.stringify({ image: `data:image/png;base64,${(await noisyPng(64)).toString('base64')}` })),
  );
  const checks = [];
  for (const [what, path, body, method] of cases) {
    const runs = [];
    for (let run = 0; run < 2; run++) {
      await sleep(500);
      const canary = startCanary(stack.base, ['/api/livez', '10']);
      await sleep(200);
      const pid = stack.api.child.pid;
      const before = rss(pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rss(pid))), 20);
      const status = await post(`${stack.base}${path}`, token, body, method);
      await sleep(100);
      clearInterval(sampler);
      const figures = await canary.stop();
      runs.push({ status, max: figures.max, count: figures.count, grew: (peak - before) / MiB });
    }
    const best = Math.min(...runs.map((r) => r.max));
    log(
      `${what}: HTTP ${runs.map((r) => r.status).join(', ')}; canary max ${runs.map((r) => `${r.max.toFixed(1)} ms (${r.count} answers)`).join(', ')}`,
    );
    log(`${what}: API RSS +${runs.map((r) => r.grew.toFixed(1)).join(', ')} MB`);
    checks.push([
      `${what}: loop held <= ${LIMIT_MS} ms`,
      best <= LIMIT_MS && runs.every((r) => r.status < 500),
      `${best.toFixed(1)} ms, HTTP ${runs[0].status}`,
    ]);
  }
  return checks;
});
