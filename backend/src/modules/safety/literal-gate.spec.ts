import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { violatesAdultPolicy } from './content-policy';
import { LiteralGate, requiredLiterals } from './literal-gate';
import { fold } from './normalize';
import { policyPatterns } from './patterns';
import { joinSpelled } from './spelled';

describe('requiredLiterals', () => {
  const of = (source: string) => requiredLiterals(source, 'gu')?.sort() ?? null;

  it('reads the literals every match must hold', () => {
    expect(of('grade[\\s-]*(\\d+)')).toEqual(['grade']);
    expect(of('(?:\\d|primeiro|segundo)\\s{0,3}ano\\s{1,3}(?:do|de)')).toEqual(['ano']);
    expect(of('(?:kid|child)s?')).toEqual(['child', 'kid']);
    expect(of('[,(]\\s*\\d')).toEqual(['(', ',']);
  });

  it('knows none where a match may go without: optional parts, look-arounds, classes of letters', () => {
    expect(of('(?:years)?\\d')).toEqual([...'0123456789']);
    expect(of('(?:years)?\\p{L}')).toBeNull();
    expect(of('(?<=school)\\s\\p{L}+')).toBeNull();
    expect(of('x|\\p{L}+')).toBeNull();
    expect(requiredLiterals('teen', 'giu')).toBeNull();
  });
});

describe('LiteralGate', () => {
  it('opens a pattern when the text holds one of its literals, wherever it stands and however they overlap', () => {
    const gate = new LiteralGate([['teen'], ['een', 'xyz'], null, ['school', 'hool']]);
    expect([...gate.open('a preteen')]).toEqual([1, 1, 1, 0]);
    expect([...gate.open('old schoo')]).toEqual([0, 0, 1, 0]);
    expect([...gate.open('highschool')]).toEqual([0, 0, 1, 1]);
    expect([...gate.open('')]).toEqual([0, 0, 1, 0]);
  });

  it('opens exactly the patterns one of whose literals the text holds, on random literals and texts', () => {
    let seed = 11;
    const next = (n: number) => Math.floor((((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) / 0x1000000) * n);
    const word = (max: number) => Array.from({ length: 1 + next(max) }, () => 'abcé学'[next(5)]).join('');
    for (let round = 0; round < 200; round++) {
      const covers = Array.from({ length: 1 + next(8) }, () =>
        next(6) === 0 ? null : Array.from({ length: 1 + next(3) }, () => word(4)),
      );
      const gate = new LiteralGate(covers);
      for (let t = 0; t < 20; t++) {
        const text = word(30);
        const expected = covers.map((c) => (c === null || c.some((l) => text.includes(l)) ? 1 : 0));
        expect([text, ...gate.open(text)]).toEqual([text, ...expected]);
      }
    }
  });

  // the gate's one promise, over every pattern the policy compiles and the public texts
  it('never closes a pattern of the policy on a text that pattern matches', () => {
    violatesAdultPolicy('warm-up', 'chat');
    const corpus = join(__dirname, '../../../test/policy-corpus');
    const lines = [
      ...readFileSync(join(corpus, 'refuse.txt'), 'utf8').split('\n'),
      ...readFileSync(join(corpus, 'pass.txt'), 'utf8').split('\n'),
      ...readFileSync(join(corpus, 'generated.tsv'), 'utf8')
        .split('\n')
        .filter((_, i) => i % 12 === 1)
        .map((line) => line.split('\t')[4] ?? ''),
    ].filter((l) => l && !l.startsWith('#'));
    const texts = lines.map((l) => joinSpelled(fold(l)));
    const gated = policyPatterns()
      .map((re) => ({
        re: new RegExp(re.source, re.flags.replace('g', '')),
        cover: requiredLiterals(re.source, re.flags),
      }))
      .filter((p) => p.cover !== null);
    expect(gated.length).toBeGreaterThan(300);
    const wrong: string[] = [];
    for (const { re, cover } of gated)
      for (const text of texts)
        if (re.test(text) && !cover!.some((l) => text.includes(l))) wrong.push(`${re.source.slice(0, 60)} on ${text}`);
    expect(wrong).toEqual([]);
  });
});
