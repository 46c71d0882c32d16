import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { type PolicyMode, violatesAdultPolicy } from '../src/modules/safety/content-policy';

/**
 * A list written by people who had not seen the policy (policy-corpus/unseen.tsv: mode, expect, language,
 * text), kept after its misses were fixed by family. Its misses known today are listed in
 * policy-corpus/unseen-misses.tsv (a ratchet, as for the generated corpus): any other miss fails, and the
 * list only shrinks (POLICY_MISSES_WRITE=1 rewrites it).
 */
const TSV = join(__dirname, 'policy-corpus', 'unseen.tsv');
const MISSES = join(__dirname, 'policy-corpus', 'unseen-misses.tsv');

const entries = readFileSync(TSV, 'utf8')
  .split('\n')
  .slice(1)
  .filter(Boolean)
  .map((line) => {
    const [mode, expect, lang, text] = line.split('\t');
    return { mode: mode as PolicyMode, expect, lang, text, key: line };
  });

describe('the unseen policy list', () => {
  it('holds every mode, both answers and 29 languages', () => {
    expect(new Set(entries.map((e) => e.mode))).toEqual(new Set(['prompt', 'character', 'chat', 'reply']));
    expect(new Set(entries.map((e) => e.expect))).toEqual(new Set(['refuse', 'pass']));
    expect(new Set(entries.map((e) => e.lang)).size).toBeGreaterThanOrEqual(29);
  });

  it('refuses every refusal and passes every adult text, but for the listed misses', () => {
    const misses = entries.filter((e) => violatesAdultPolicy(e.text, e.mode) !== (e.expect === 'refuse'));
    const refusals = entries.filter((e) => e.expect === 'refuse').length;
    const missed = misses.filter((e) => e.expect === 'refuse').length;
    console.log(
      `unseen list: ${entries.length} texts; ${missed} of ${refusals} refusals passed, ` +
        `${misses.length - missed} of ${entries.length - refusals} adult texts refused`,
    );
    if (process.env.POLICY_MISSES_WRITE)
      writeFileSync(
        MISSES,
        `${misses
          .map((e) => e.key)
          .sort()
          .join('\n')}\n`,
      );
    const known = new Set(existsSync(MISSES) ? readFileSync(MISSES, 'utf8').split('\n').filter(Boolean) : []);
    const fixed = [...known].filter((k) => !misses.some((e) => e.key === k));
    if (fixed.length) console.log(`${fixed.length} listed misses now pass: rewrite the list (POLICY_MISSES_WRITE=1)`);
    expect(misses.filter((e) => !known.has(e.key)).map((e) => e.key)).toEqual([]);
  });
});
