import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { violatesAdultPolicy, type PolicyMode } from '../src/modules/safety/content-policy';
it('en misses', () => {
  const lang = process.env.LANG_ONLY ?? 'en';
  const rows = readFileSync(join(__dirname, 'policy-corpus/generated.tsv'), 'utf8').split('\n').slice(1).filter(Boolean).map((l) => l.split('\t'));
  const out: string[] = [];
  for (const [mode, expect, family, l, text] of rows) {
    if (l !== lang) continue;
    const got = violatesAdultPolicy(text, mode as PolicyMode);
    if (got !== (expect === 'refuse')) out.push(`${expect} ${mode} ${family}: ${text}`);
  }
  console.log(`${out.length} misses\n${[...new Set(out)].join('\n')}`);
});
