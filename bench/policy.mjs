#!/usr/bin/env node
// `npm run policy`: the content policy measured (SAFETY.md section 1), from backend/dist (build first; the
// npm script does).
//
// 1. Rates per family × mode × language over the public lists (backend/test/policy-corpus/refuse.txt and
//    pass.txt, prompt mode), the generated corpus (generated.tsv) and the unseen list (unseen.tsv): refused % for refusal families,
//    false positives % for adult families. Targets: ≥ 97 % refused in every mode; adult texts refused
//    ≤ 2 % in chat and character, ≤ 5 % in prompt.
// 2. Timing: random text from every script the policy reads, at 100, 2,000, 10,000 and 50,000 characters,
//    in each mode; a text's time is its fastest of three passes (a collector's pause is not its cost).
//    Targets: 50,000 chars ≤ 20 ms (max), 2,000 chars median ≤ 1 ms, no text over 10× the median of its length.
// 3. ReDoS: recheck over every pattern the engine compiles (`policyPatterns()`, when it is exported).
//
// POLICY_SAMPLES (samples per length and mode, 200), POLICY_SEED (1), POLICY_ROWS=all (every cell, not only
// those under target). Exit code 0 when targets are missed (POLICY_STRICT=1: 1).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const SAMPLES = Number(env.POLICY_SAMPLES) > 0 ? Number(env.POLICY_SAMPLES) : 200;
const SEED = Number(env.POLICY_SEED) > 0 ? Number(env.POLICY_SEED) : 1;
const MODES = ['prompt', 'character', 'chat', 'reply'];
const results = [];
const target = (name, ok, detail) => {
  results.push(ok);
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}: ${detail}`);
};

const policy = require(join(root, 'backend/dist/modules/safety/content-policy.js'));
const check = (text, mode) => policy.violatesAdultPolicy(text, mode);
if (typeof policy.warmUpPolicy === 'function') policy.warmUpPolicy();

// ---------------------------------------------------------------- 1. rates
const corpus = join(root, 'backend/test/policy-corpus');
const list = (name) =>
  readFileSync(join(corpus, name), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
const entries = [
  ...list('refuse.txt').map((text) => ({ text, mode: 'prompt', expect: 'refuse', family: 'public-list', lang: '*' })),
  ...list('pass.txt').map((text) => ({ text, mode: 'prompt', expect: 'pass', family: 'public-list', lang: '*' })),
  ...readFileSync(join(corpus, 'generated.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => {
      const [mode, expect, family, lang, text] = line.split('\t');
      return { text, mode, expect, family, lang };
    }),
  // the list written by people who had not seen the policy
  ...readFileSync(join(corpus, 'unseen.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => {
      const [mode, expect, lang, text] = line.split('\t');
      return { text, mode, expect, family: 'unseen', lang };
    }),
];

const cells = new Map();
const bump = (key, e, refused) => {
  const c = cells.get(key) ?? { ...e, n: 0, refused: 0 };
  c.n += 1;
  if (refused) c.refused += 1;
  cells.set(key, c);
};
const perMode = new Map();
for (const e of entries) {
  const refused = check(e.text, e.mode);
  bump(`${e.expect}\t${e.family}\t${e.mode}\t${e.lang}`, e, refused);
  const m = perMode.get(`${e.expect}\t${e.mode}`) ?? { n: 0, refused: 0 };
  m.n += 1;
  if (refused) m.refused += 1;
  perMode.set(`${e.expect}\t${e.mode}`, m);
}
const pct = (a, b) => (b ? (a / b) * 100 : NaN);
const fmt = (v) => `${v.toFixed(1)} %`.padStart(8);
// SAFETY.md sets 2 % for chat and character texts and 5 % for picture prompts; a reply is held to 2 %
const fpLimit = (mode) => (mode === 'prompt' ? 5 : 2);

console.log(`\n== rates: ${entries.length} texts (public lists, prompt mode; generated corpus, every mode)`);
console.log(
  `${'expect'.padEnd(7)}${'family'.padEnd(28)}${'mode'.padEnd(10)}${'lang'.padEnd(5)}${'n'.padStart(5)}  rate`,
);
const all = env.POLICY_ROWS === 'all';
let hidden = 0;
for (const c of [...cells.values()].sort((a, b) =>
  `${a.expect}${a.family}${a.mode}${a.lang}`.localeCompare(`${b.expect}${b.family}${b.mode}${b.lang}`),
)) {
  const rate = pct(c.refused, c.n);
  const ok = c.expect === 'refuse' ? rate >= 97 : rate <= fpLimit(c.mode);
  if (ok && !all) {
    hidden += 1;
    continue;
  }
  const label = c.expect === 'refuse' ? 'refused' : 'false positives';
  console.log(
    `${c.expect.padEnd(7)}${c.family.padEnd(28)}${c.mode.padEnd(10)}${c.lang.padEnd(5)}${String(c.n).padStart(5)}${fmt(rate)} ${label}${ok ? '' : ' (under target)'}`,
  );
}
if (hidden) console.log(`(${hidden} cells on target not shown; POLICY_ROWS=all shows them)`);
console.log('');
for (const mode of MODES) {
  const r = perMode.get(`refuse\t${mode}`) ?? { n: 0, refused: 0 };
  const p = perMode.get(`pass\t${mode}`) ?? { n: 0, refused: 0 };
  target(`${mode}: refused ≥ 97 %`, pct(r.refused, r.n) >= 97, `${fmt(pct(r.refused, r.n)).trim()} of ${r.n}`);
  const limit = fpLimit(mode);
  const fp = pct(p.refused, p.n);
  target(`${mode}: adult texts refused ≤ ${limit} %`, fp <= limit, `${fmt(fp).trim()} of ${p.n}`);
}

// ---------------------------------------------------------------- 2. timing
const { timingSection } = await import('./policy/timing.mjs');
timingSection({ check, modes: MODES, samples: SAMPLES, seed: SEED, target });

// ---------------------------------------------------------------- 3. ReDoS
const { redosSection } = await import('./policy/redos.mjs');
redosSection({ policy, require: createRequire(join(root, 'backend/package.json')), target });

const failed = results.filter((ok) => !ok).length;
console.log(`\n${failed ? `${failed} of ${results.length} targets missed` : `all ${results.length} targets met`}`);
process.exitCode = failed && env.POLICY_STRICT === '1' ? 1 : 0;
