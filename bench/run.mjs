// `npm run bench` (all parts) or `npm run bench -- feed sockets`: runs each part in its own process,
// one after the other, and sums up. Each part also runs alone: `node bench/<part>.mjs`.
// BENCH_STRICT=1: a part that misses a target exits 1, and so does this run.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PARTS = ['pipeline', 'feed', 'sockets', 'chat', 'speech', 'memory', 'web', 'stalls'];
const here = dirname(fileURLToPath(import.meta.url));
const asked = process.argv.slice(2);
const unknown = asked.filter((p) => !PARTS.includes(p));
if (unknown.length) {
  console.error(`unknown part(s): ${unknown.join(', ')}; the parts are ${PARTS.join(', ')}`);
  process.exit(2);
}

const results = [];
for (const part of asked.length ? asked : PARTS) {
  console.log(`\n######## ${part} (${new Date().toISOString()})\n`);
  const code = await new Promise((ok) =>
    spawn(process.execPath, [join(here, `${part}.mjs`)], { stdio: 'inherit' }).on('exit', (c) => ok(c ?? 1)),
  );
  results.push([part, code]);
}
console.log('\n######## summary');
for (const [part, code] of results) console.log(`   ${part.padEnd(9)} ${code === 0 ? 'ok' : `exit ${code}`}`);
process.exit(results.some(([, code]) => code !== 0) ? 1 : 0);
