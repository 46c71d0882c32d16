import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { violatesAdultPolicy } from '../src/modules/safety/content-policy';
import { type Entry, generate, toTsv } from './policy-corpus/generator';

/**
 * The generated corpus (policy-corpus/generator): every entry refused or passed as it expects, in its mode.
 * On a miss, a table of misses per family × mode × language and the first texts of each cell.
 * POLICY_CORPUS_WRITE=1 rewrites policy-corpus/generated.tsv from the generator.
 *
 * The goal is 100 %. Until then the misses known today are listed in policy-corpus/generated-misses.tsv
 * (a ratchet): any other miss fails, and a listed entry that now passes is reported, so the list only
 * shrinks (POLICY_MISSES_WRITE=1 rewrites it with the current misses).
 */
const TSV = join(__dirname, 'policy-corpus', 'generated.tsv');
const MISSES = join(__dirname, 'policy-corpus', 'generated-misses.tsv');
const keyOf = (e: Entry) => `${e.mode}\t${e.expect}\t${e.lang}\t${e.text}`;
const entries = generate();

const cellOf = (e: Entry) => `${e.twinOf ? `${e.family}<${e.twinOf}` : e.family}\t${e.mode}\t${e.lang}`;

function missTable(misses: Entry[], all: Entry[]): string {
  const totals = new Map<string, number>();
  for (const e of all) totals.set(cellOf(e), (totals.get(cellOf(e)) ?? 0) + 1);
  const cells = new Map<string, Entry[]>();
  for (const e of misses) cells.set(cellOf(e), [...(cells.get(cellOf(e)) ?? []), e]);
  const lines = [...cells.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([cell, list]) => {
      const [family, mode, lang] = cell.split('\t');
      const head = `${family.padEnd(26)} ${mode.padEnd(9)} ${lang}  ${list.length}/${totals.get(cell)}`;
      const texts = list.slice(0, 3).map((e) => `      ${JSON.stringify(e.text)}`);
      return [head, ...texts].join('\n');
    });
  return lines.join('\n');
}

/** Misses per family (rows) and mode (columns), over every language. */
function summary(misses: Entry[], all: Entry[]): string {
  const key = (e: Entry) => `${e.expect === 'refuse' ? e.family : `${e.family}${e.twinOf ? `<${e.twinOf}` : ''}`}`;
  const modes = ['prompt', 'character', 'chat', 'reply'];
  const rows = [...new Set(all.map(key))].sort();
  const count = (list: Entry[], row: string, mode: string) =>
    list.filter((e) => key(e) === row && e.mode === mode).length;
  const out = [`${'family'.padEnd(26)} ${modes.map((m) => m.padStart(12)).join('')}`];
  for (const row of rows) {
    const cells = modes.map((m) => {
      const n = count(all, row, m);
      return (n ? `${count(misses, row, m)}/${n}` : '-').padStart(12);
    });
    out.push(`${row.padEnd(26)} ${cells.join('')}`);
  }
  return out.join('\n');
}

describe('the generated policy corpus', () => {
  it('is large, and generated.tsv is its current output', () => {
    const tsv = toTsv(entries);
    if (process.env.POLICY_CORPUS_WRITE) writeFileSync(TSV, tsv);
    expect(entries.length).toBeGreaterThan(5000);
    expect(new Set(entries.map((e) => e.lang)).size).toBe(29);
    expect(readFileSync(TSV, 'utf8') === tsv).toBe(true);
  });

  it('refuses every refusal and passes every adult text, in every mode', () => {
    const misses = entries.filter((e) => violatesAdultPolicy(e.text, e.mode) !== (e.expect === 'refuse'));
    if (misses.length) {
      const refuse = entries.filter((e) => e.expect === 'refuse');
      const missedRefuse = misses.filter((e) => e.expect === 'refuse').length;
      const missedPass = misses.length - missedRefuse;
      console.log(
        [
          `generated corpus: ${entries.length} entries, ${misses.length} missed ` +
            `(${missedRefuse} of ${refuse.length} refusals passed, ` +
            `${missedPass} of ${entries.length - refuse.length} adult texts refused)`,
          '',
          'misses per family × mode (all languages):',
          summary(misses, entries),
          '',
          'misses per family × mode × language (the first texts of each cell):',
          missTable(misses, entries),
        ].join('\n'),
      );
    }
    if (process.env.POLICY_MISSES_WRITE) writeFileSync(MISSES, `${misses.map(keyOf).sort().join('\n')}\n`);
    const known = new Set(existsSync(MISSES) ? readFileSync(MISSES, 'utf8').split('\n').filter(Boolean) : []);
    const fixed = [...known].filter((k) => !misses.some((e) => keyOf(e) === k));
    if (fixed.length) console.log(`${fixed.length} listed misses now pass: rewrite the list (POLICY_MISSES_WRITE=1)`);
    expect(misses.filter((e) => !known.has(keyOf(e))).map(keyOf)).toEqual([]);
  });
});
