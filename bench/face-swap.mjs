/**
 * Offline face swap timing: a 1024 px photograph (a group photo of @vladmandic/face-api's samples)
 * gets the face of another sample photo. One warm-up swap (the models load), then five timed ones;
 * prints each and the median. Run with `npm run bench:faceswap` (builds the backend first).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const sharp = require('sharp');
const { FaceSwapper } = require('../backend/dist/infra/ai/media/face-swap.js');

const demo = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
const target = await sharp(join(demo, 'sample1.jpg')).resize(1024).jpeg({ quality: 92 }).toBuffer();
const source = await sharp(join(demo, 'sample6.jpg'))
  .extract({ left: 1440, top: 120, width: 480, height: 600 })
  .jpeg({ quality: 92 })
  .toBuffer();

const swapper = new FaceSwapper();
let started = performance.now();
await swapper.swap(target, source);
console.log(`first swap (loads the models): ${Math.round(performance.now() - started)} ms`);
const times = [];
for (let i = 0; i < 5; i++) {
  started = performance.now();
  await swapper.swap(target, source);
  times.push(Math.round(performance.now() - started));
}
times.sort((a, b) => a - b);
console.log(`1024 px face swap: ${times.join(', ')} ms; median ${times[2]} ms`);
await swapper.close();
