import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { check } from 'recheck';

import { policyPatterns, violatesAdultPolicy } from '../src/modules/safety/content-policy';
import { replyViolates } from '../src/modules/safety/reply-guard';

/**
 * Linear time for any input (SAFETY.md section 1): recheck (its fuzzing and automata checks, seed 0,
 * so the same pattern always gets the same verdict) looks for super-linear matching in every pattern
 * the policy compiles, each part of a union alone (a union of linear parts is linear). Verdicts of
 * `safe` are kept by the pattern's hash in policy-corpus/redos-safe.txt, so a run checks only new or
 * changed patterns; `UPDATE_REDOS=1` writes the new ones there.
 */
const VERDICTS = join(__dirname, 'policy-corpus', 'redos-safe.txt');
const hash = (re: RegExp) => createHash('sha256').update(`${re.source}/${re.flags}`).digest('hex').slice(0, 32);

describe('the ReDoS sweep', () => {
  violatesAdultPolicy('warm', 'prompt');
  replyViolates('warm');
  const patterns = [...new Map(policyPatterns().map((re) => [hash(re), re])).entries()];
  const known = new Set(existsSync(VERDICTS) ? readFileSync(VERDICTS, 'utf8').split('\n').filter(Boolean) : []);

  it('has the whole engine to check', () => {
    expect(patterns.length).toBeGreaterThan(100);
  });

  it('finds no pattern with super-linear matching', async () => {
    const queue = patterns.filter(([key]) => !known.has(key));
    const flagged: string[] = [];
    const safe: string[] = [];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [key, re] = next;
        const result = await check(re.source, re.flags.replace(/[gyd]/g, ''), { timeout: 60_000 });
        if (result.status === 'safe') safe.push(key);
        else {
          const attack = result.status === 'vulnerable' ? ` attack: ${result.attack.pattern}` : '';
          flagged.push(`${result.status}: /${re.source.slice(0, 300)}/${re.flags}${attack}`);
        }
      }
    };
    await Promise.all([worker(), worker()]);
    if (process.env.UPDATE_REDOS === '1') {
      const live = new Set(patterns.map(([key]) => key));
      writeFileSync(VERDICTS, `${[...[...known].filter((k) => live.has(k)), ...safe].sort().join('\n')}\n`);
    }
    expect(flagged).toEqual([]);
  }, 1_800_000);
});
