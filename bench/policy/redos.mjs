// `npm run policy`, ReDoS: recheck (backend dev dependency) over every pattern the engine compiles.
// Verdicts of `safe` kept by hash in backend/test/policy-corpus/redos-safe.txt (the test keeps the same
// list) are taken as they are; every other pattern is checked.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const VERDICTS = join(dirname(fileURLToPath(import.meta.url)), '../../backend/test/policy-corpus/redos-safe.txt');
const hash = (re) => createHash('sha256').update(`${re.source}/${re.flags}`).digest('hex').slice(0, 32);

export function redosSection({ policy, require, target }) {
  console.log('\n== ReDoS sweep (recheck)');
  if (typeof policy.policyPatterns !== 'function') {
    console.log('policyPatterns not exported yet: no sweep (content-policy.ts will export policyPatterns(): RegExp[])');
    return;
  }
  let recheck;
  try {
    recheck = require('recheck');
  } catch {
    console.log('recheck is not installed: no sweep');
    return;
  }
  const patterns = policy.policyPatterns();
  const known = new Set(existsSync(VERDICTS) ? readFileSync(VERDICTS, 'utf8').split('\n').filter(Boolean) : []);
  const bad = [];
  let unknown = 0;
  let cached = 0;
  for (const re of patterns) {
    if (known.has(hash(re))) {
      cached += 1;
      continue;
    }
    const diag = recheck.checkSync(re.source, re.flags.replace(/[gyd]/g, ''), { timeout: 60_000 });
    if (diag.status === 'vulnerable')
      bad.push({ re, complexity: diag.complexity?.summary ?? '', attack: diag.attack?.pattern ?? '' });
    else if (diag.status === 'unknown') unknown += 1;
  }
  for (const b of bad.slice(0, 20))
    console.log(`vulnerable: /${b.re.source.slice(0, 160)}/${b.re.flags} ${b.complexity} ${b.attack}`);
  console.log(
    `${patterns.length} patterns (${cached} with a kept verdict): ${bad.length} vulnerable, ${unknown} unknown (recheck gave up)`,
  );
  target('no pattern vulnerable to ReDoS', bad.length === 0, `${bad.length} of ${patterns.length}`);
}
