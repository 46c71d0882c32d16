/**
 * The generated policy corpus: families × languages × templates, each refusal with its adult twin.
 * Written from knowledge of each language, never from the policy's data files, so that it finds what
 * the rules miss. `generate()` is deterministic; `generated.tsv` beside this folder is its output,
 * written by `POLICY_CORPUS_WRITE=1 npx jest test/policy-corpus-generated.test.ts` (in backend/).
 */
import { FamilyBuilder } from './families';
import { ar, fa, he } from './lex-ar-fa-he';
import { en, es, pt } from './lex-en-es-pt';
import { de, fr, it } from './lex-fr-de-it';
import { bn, hi, ur } from './lex-hi-ur-bn';
import { id, ms, tl } from './lex-id-ms-tl';
import { ja, ko, zh } from './lex-ja-zh-ko';
import { nl, pl, sv } from './lex-nl-sv-pl';
import { el, ro, tr } from './lex-ro-el-tr';
import { cs, ru, uk } from './lex-ru-uk-cs';
import { th, vi } from './lex-vi-th';
import { type Entry, type Lexicon, MODES } from './types';

export type { Entry, Lexicon, Mode } from './types';

/** The 29 languages of SAFETY.md, in its order. */
export const LEXICONS: readonly Lexicon[] = [
  en,
  es,
  pt,
  fr,
  de,
  it,
  nl,
  pl,
  ru,
  uk,
  cs,
  ro,
  sv,
  el,
  tr,
  ar,
  fa,
  he,
  hi,
  ur,
  bn,
  id,
  ms,
  tl,
  vi,
  th,
  ja,
  zh,
  ko,
];

export function generate(lexicons: readonly Lexicon[] = LEXICONS): Entry[] {
  const out: Entry[] = [];
  const seen = new Set<string>();
  const sink = (e: Entry) => {
    const key = `${e.mode}\t${e.lang}\t${e.text}`;
    if (seen.has(key)) return; // the same text twice in a mode (two families meeting) is counted once
    seen.add(key);
    out.push(e);
  };
  for (const lex of lexicons) {
    for (const mode of MODES) {
      const b = new FamilyBuilder(lex, mode, sink);
      b.ageDigits();
      b.ageWords();
      b.ageOdd();
      b.ageImplied();
      b.words();
      b.spelling();
      b.requests();
      b.adults();
      b.ageMessages();
      b.workplace();
    }
  }
  return out;
}

export const TSV_HEADER = 'mode\texpect\tfamily\tlang\ttext';

/** One line per entry; a twin's family reads `adult-age<age-digits` (the pass family, then the frame's). */
export function toTsv(entries: readonly Entry[]): string {
  const clean = (s: string) => s.replace(/[\t\r\n]/g, ' ');
  const rows = entries.map((e) =>
    [e.mode, e.expect, e.twinOf ? `${e.family}<${e.twinOf}` : e.family, e.lang, clean(e.text)].join('\t'),
  );
  return `${TSV_HEADER}\n${rows.join('\n')}\n`;
}
