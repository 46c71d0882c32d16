import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { violatesAdultPolicy } from '../src/modules/safety/content-policy';

/** The two public lists (SAFETY.md): every line of refuse.txt refused, every line of pass.txt passed. */
const list = (name: string) =>
  readFileSync(join(__dirname, 'policy-corpus', name), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

function run(name: string, refuse: boolean) {
  const lines = list(name);
  const failures = lines.filter((line) => violatesAdultPolicy(line) !== refuse);
  const rate = ((lines.length - failures.length) / lines.length) * 100;
  console.log(
    `${name}: ${lines.length} lines, ${rate.toFixed(1)} % ${refuse ? 'refused' : 'passed'}${failures.length ? `\nfailures:\n  ${failures.join('\n  ')}` : ''}`,
  );
  return { lines, failures };
}

describe('the public policy lists', () => {
  it('refuses every line of refuse.txt', () => {
    const { lines, failures } = run('refuse.txt', true);
    expect(lines.length).toBeGreaterThanOrEqual(200);
    expect(failures).toEqual([]);
  });

  it('passes every line of pass.txt', () => {
    const { lines, failures } = run('pass.txt', false);
    expect(lines.length).toBeGreaterThanOrEqual(200);
    expect(failures).toEqual([]);
  });
});
