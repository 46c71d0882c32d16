// The tools that run on this machine (IMAGE_PROVIDER without Replicate): background removal, face swap and
// upscale, each through its own adapter from backend/dist (as the worker runs it), on a 1024 px photo of
// @vladmandic/face-api's samples (sample1, a group photo; the face swapped in: sample6's). For each, the
// first (cold) run and the median of BENCH_TOOLS_RUNS (5) warm ones; background removal also after the
// worker's warm-up (a fresh helper, warm() then the photo). Then the worker's RSS with TOOLS_WARM off and
// on (the model lives in its helper process, whose RSS is printed apart). Target: background removal
// ≤ 5 s once warm. `npm run bench:tools` (builds the backend first).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { mb, num, percentile, rss, runPart, sleep } from './lib/common.mjs';
import { id, log, root, startStack } from './lib/processes.mjs';

const require = createRequire(import.meta.url);
const sharp = require('sharp');
const dist = (path) => require(join(root, 'backend/dist/infra/ai', path));
const { FaceSwapStep } = dist('tools/face-swap.tool.js');

const RUNS = num('BENCH_TOOLS_RUNS', 5);
const IDLE_SECONDS = num('BENCH_TOOLS_IDLE_SECONDS', 15);
const REMOVAL_LIMIT_MS = 5000;

const demo = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
const media = {
  photo: await sharp(join(demo, 'sample1.jpg')).resize(1024).jpeg({ quality: 92 }).toBuffer(),
  face: await sharp(join(demo, 'sample6.jpg'))
    .extract({ left: 1440, top: 120, width: 480, height: 600 })
    .jpeg({ quality: 92 })
    .toBuffer(),
};
const PAYLOADS = {
  'remove-background': { imageUrl: 'photo' },
  'face-swap': { inputUrl: 'photo', swapUrl: 'face' },
  upscale: { prompt: '', imageUrl: 'photo', draw: null },
};
const LABELS = { 'remove-background': 'background removal', 'face-swap': 'face swap', upscale: 'upscale' };

/** A tool's offline adapter, fresh (its helper, if any, not started), and what closes it. */
function offlineAdapter(tool) {
  const faceSwap = new FaceSwapStep(null);
  const adapter = dist(`tools/${tool}.tool.js`).adapter({ images: null, faceSwap, replicate: null });
  const close = () => Promise.all([adapter.close?.(), faceSwap.onModuleDestroy()]);
  return { adapter, close };
}

async function timed(work) {
  const started = performance.now();
  await work();
  return Math.round(performance.now() - started);
}

const runOnce = (adapter, tool, stages) =>
  timed(() =>
    adapter.run({
      jobId: `bench-${tool}`,
      payload: PAYLOADS[tool],
      read: async (url) => media[url],
      progress: (p) => void stages?.push(p),
    }),
  );

async function warmRuns(adapter, tool) {
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(await runOnce(adapter, tool));
  return times;
}

const median = (times) =>
  percentile(
    [...times].sort((a, b) => a - b),
    50,
  );

/** Cold, then warm runs; background removal again on a fresh helper warmed as the worker warms it. */
async function timeTool(tool) {
  const cold = offlineAdapter(tool);
  const first = await runOnce(cold.adapter, tool);
  const figures = { first, runs: await warmRuns(cold.adapter, tool) };
  await cold.close();
  if (!cold.adapter.warm) return figures;
  const warmed = offlineAdapter(tool);
  figures.warmUp = await timed(() => warmed.adapter.warm());
  const stages = [];
  figures.afterWarm = await runOnce(warmed.adapter, tool, stages);
  figures.progress = stages;
  figures.warmedRuns = await warmRuns(warmed.adapter, tool);
  await warmed.close();
  return figures;
}

function printTool(tool, f) {
  const line = [`first (cold) ${f.first} ms`, `warm ${f.runs.join(', ')} ms, median ${median(f.runs)} ms`];
  if (f.warmUp !== undefined) {
    line.push(`after warm() (${f.warmUp} ms, as at the worker's boot): the first photo ${f.afterWarm} ms`);
    line.push(`then ${f.warmedRuns.join(', ')} ms, median ${median(f.warmedRuns)} ms`);
  }
  console.log(`   ${LABELS[tool]}, 1024 px: ${line.join('; ')}`);
  if (f.progress)
    console.log(`   ${LABELS[tool]}'s progress reports (the first photo after warm()): ${f.progress.join(', ')}`);
}

/** The processes whose parent is `pid` (the worker's helpers). */
function childrenOf(pid) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The worker's idle RSS (and its helpers') with TOOLS_WARM as given, after the warm-up if any. */
async function workerMemory(warm) {
  const extraEnv = { TOOLS_WARM: warm, LOG_LEVEL: 'info' };
  const stack = await startStack({ extraEnv, label: `${id}_${warm}` });
  const started = performance.now();
  if (warm === 'on') {
    while (!stack.worker.tail.some((line) => line.includes('model warm in'))) {
      if (performance.now() - started > 120_000) throw new Error('the worker did not warm its model in 120 s');
      await sleep(200);
    }
    log(`worker warm after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await sleep(IDLE_SECONDS * 1000);
  const worker = rss(stack.worker.child.pid);
  const helpers = childrenOf(stack.worker.child.pid).map(rss);
  await stack.stop();
  return { worker, helpers };
}

await runPart('tools', async () => {
  const figures = {};
  for (const tool of Object.keys(PAYLOADS)) {
    log(`timing ${LABELS[tool]}`);
    figures[tool] = await timeTool(tool);
    printTool(tool, figures[tool]);
  }
  const memory = {};
  for (const warm of ['off', 'on']) {
    log(`worker with TOOLS_WARM=${warm}, ${IDLE_SECONDS} s idle`);
    memory[warm] = await workerMemory(warm);
    const helpers = memory[warm].helpers.map(mb).join(', ') || 'none';
    console.log(`   TOOLS_WARM=${warm}: worker RSS ${mb(memory[warm].worker)}, its helper processes: ${helpers}`);
  }
  const removal = figures['remove-background'];
  const worst = Math.max(removal.afterWarm, median(removal.warmedRuns));
  return [
    ['background removal ≤ 5 s once warm (first photo, median)', worst <= REMOVAL_LIMIT_MS, `${worst} ms`],
    [
      'worker RSS with the model warm within 10 % of without',
      memory.on.worker <= memory.off.worker * 1.1,
      `${mb(memory.on.worker)} against ${mb(memory.off.worker)}`,
    ],
  ];
});
