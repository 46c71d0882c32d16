import { MESSAGES } from '../../contracts';
import * as policy from './content-policy';
import { ReplyGuard } from './reply-guard';

async function* stream(deltas: string[]) {
  for (const d of deltas) yield d;
}

async function run(deltas: string[]) {
  const guard = new ReplyGuard();
  const shown: string[] = [];
  for await (const out of guard.filter(stream(deltas))) shown.push(out);
  return { shown: shown.join(''), final: guard.final(shown.join('')), replaced: guard.replaced };
}

describe('ReplyGuard', () => {
  it('releases a clean reply whole, in order', async () => {
    const deltas = 'Hi there! I just got back from the gym and I am starving, how was your day?'.split(/(?<= )/);
    const { shown, replaced } = await run(deltas);
    expect(shown).toBe(deltas.join(''));
    expect(replaced).toBe(false);
  });

  it.each([
    [['Hey! I', "'m 1", '5 years', ' old and I love music.']],
    [['Well, I am only ', 'fif', 'teen, but I like you.']],
    [['Truth is I am still in ', 'mid', 'dle school, so be nice to me and let us talk.']],
    [["I'm a minor", ', you know. Anyway, what should we do tonight, my dear friend?']],
    [['Ich bin ', '14 Jahre', ' alt und wohne in Berlin mit meiner Familie zusammen.']],
  ])('never shows an underage self-description, even split across deltas: %j', async (deltas) => {
    const guard = new ReplyGuard();
    const shown: string[] = [];
    for await (const out of guard.filter(stream(deltas))) shown.push(out);
    // what was shown before the end stops before the words that state the age
    expect(shown.join('')).not.toMatch(/1\s*5|fif|teen|mid|minor|14/i);
    expect(guard.replaced).toBe(true);
    expect(guard.final(shown.join(''))).toBe(MESSAGES.adultsOnlyReply);
  });

  it('holds back the last words while the stream runs', () => {
    const guard = new ReplyGuard();
    expect(guard.push('I am ')).toBe('');
    expect(guard.push('so happy to see you again, ')).toBe('I am so');
    expect(guard.end()).toBe(' happy to see you again, ');
  });

  it('passes adult ages and ordinary numbers', async () => {
    for (const text of [
      "I'm 24 and I work as a nurse.",
      'I turned 30 last week!',
      'I have 2 cats and 15 plants.',
      'My little sister is a doctor.',
    ]) {
      expect((await run(text.split(/(?<= )/))).final).toBe(text);
    }
  });

  it('checks a stream that breaks as far as it got', async () => {
    const guard = new ReplyGuard();
    async function* broken() {
      yield "I'm 13 years old and ";
      throw new Error('socket closed');
    }
    await expect(async () => {
      for await (const _ of guard.filter(broken())) void _;
    }).rejects.toThrow('socket closed');
    expect(guard.replaced).toBe(true);
  });
});

describe('ReplyGuard on a long reply', () => {
  it('reads each part of a long stream a bounded number of times (linear in the reply)', () => {
    const guard = new ReplyGuard();
    const words = 'she laughs and pours another glass of wine by the window tonight '.split(' ');
    let checked = 0;
    const spy = jest.spyOn(policy, 'violatesAdultPolicy').mockImplementation((text: string) => {
      checked += text.length;
      return false;
    });
    let length = 0;
    for (let i = 0; i < 4000; i++) length += words[i % words.length].length + 1;
    for (let i = 0; i < 4000; i++) guard.push(`${words[i % words.length]} `);
    guard.end();
    spy.mockRestore();
    // every character read about (OVERLAP + held words) / word length times, plus once at the end
    expect(checked).toBeLessThan(length * 80);
    expect(checked).toBeGreaterThan(length);
  });

  it('refuses an age stated deep into a long reply', async () => {
    const long = 'We walked along the river and talked about music for hours. '.repeat(200);
    const { replaced } = await run(`${long}Honestly I am only 14 years old, you know.`.split(/(?<= )/));
    expect(replaced).toBe(true);
  });

  it('releases a reply that is one long word without holding it all back', () => {
    const guard = new ReplyGuard();
    let shown = '';
    for (let i = 0; i < 300; i++) shown += guard.push('ha'.repeat(10));
    expect(shown.length).toBeGreaterThan(5000);
    expect(shown + guard.end()).toBe('ha'.repeat(3000));
  });
});
