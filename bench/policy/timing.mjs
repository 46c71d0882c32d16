// `npm run policy`, timing: random letters from every script the policy reads, mixed with spaces and digits.
import { performance } from 'node:perf_hooks';

/** Letters of each script (ranges of code points; CJK and Hangul sampled from their blocks). */
const SCRIPTS = {
  latin: [
    [0x61, 0x7a],
    [0xe0, 0xff],
  ],
  cyrillic: [[0x430, 0x44f]],
  greek: [[0x3b1, 0x3c9]],
  arabic: [[0x627, 0x64a]],
  hebrew: [[0x5d0, 0x5ea]],
  devanagari: [
    [0x905, 0x939],
    [0x93e, 0x94c],
  ],
  bengali: [
    [0x985, 0x9b9],
    [0x9be, 0x9cc],
  ],
  thai: [
    [0xe01, 0xe2e],
    [0xe30, 0xe39],
  ],
  cjk: [[0x4e00, 0x9fa5]],
  hangul: [[0xac00, 0xd7a3]],
};
const ALL = Object.values(SCRIPTS).flat();

/** A small deterministic generator (mulberry32). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `length` characters: runs of one script (or all mixed), spaces every few letters, digits now and then. */
function randomText(length, rand, ranges) {
  const out = [];
  while (out.length < length) {
    const r = rand();
    if (r < 0.15) out.push(' ');
    else if (r < 0.2) out.push(String.fromCharCode(0x30 + Math.floor(rand() * 10)));
    else {
      const [lo, hi] = ranges[Math.floor(rand() * ranges.length)];
      out.push(String.fromCodePoint(lo + Math.floor(rand() * (hi - lo + 1))));
    }
  }
  return out.join('');
}

const sortNum = (v) => v.slice().sort((a, b) => a - b);
/** Passes over each length's texts, per mode: a text's time is its fastest. */
const ROUNDS = 3;
const at = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export function timingSection({ check, modes, samples, seed, target }) {
  const rand = rng(seed);
  const scripts = [...Object.values(SCRIPTS), ALL];
  const lengths = [100, 2000, 10000, 50000];
  console.log(
    `\n== timing: ${samples} texts per length and mode, ${Object.keys(SCRIPTS).join(', ')} and all mixed; a text's time is its fastest of ${ROUNDS} passes`,
  );
  console.log(
    `${'length'.padStart(7)} ${'mode'.padEnd(10)}${'median'.padStart(10)}${'p99'.padStart(10)}${'max'.padStart(10)}  max/med. one pass max`,
  );
  for (const length of lengths) {
    // fewer samples for the longest texts keeps the run short; every script still appears
    const n = length >= 50000 ? Math.max(scripts.length, Math.ceil(samples / 4)) : samples;
    const texts = Array.from({ length: n }, (_, i) => randomText(length, rand, scripts[i % scripts.length]));
    for (const mode of modes) {
      for (const t of texts.slice(0, 5)) check(t, mode); // warm
      // each text is checked in ROUNDS passes over all of them (never twice in a row: the engine keeps the
      // last text's words); its time is its fastest, so a pause of the collector or of the machine that
      // lands on one check is not counted as that text's cost. The first pass's slowest is printed too.
      const times = texts.map(() => Infinity);
      let firstPassMax = 0;
      for (let round = 0; round < ROUNDS; round++) {
        texts.forEach((t, i) => {
          const start = performance.now();
          check(t, mode);
          const ms = performance.now() - start;
          times[i] = Math.min(times[i], ms);
          if (round === 0) firstPassMax = Math.max(firstPassMax, ms);
        });
      }
      const s = sortNum(times);
      const median = at(s, 50);
      const max = s[s.length - 1];
      console.log(
        `${String(length).padStart(7)} ${mode.padEnd(10)}${median.toFixed(3).padStart(10)}${at(s, 99).toFixed(3).padStart(10)}${max.toFixed(3).padStart(10)}  ×${(max / median).toFixed(1).padEnd(7)}${firstPassMax.toFixed(3).padStart(10)}`,
      );
      if (length === 50000) target(`50,000 chars in ${mode} ≤ 20 ms`, max <= 20, `max ${max.toFixed(2)} ms`);
      if (length === 2000) target(`2,000 chars in ${mode}: median ≤ 1 ms`, median <= 1, `${median.toFixed(3)} ms`);
      target(
        `${length.toLocaleString('en-US')} chars in ${mode}: no text over 10× the median`,
        max <= 10 * median,
        `max ×${(max / median).toFixed(1)} (${max.toFixed(3)} ms)`,
      );
    }
  }
}
