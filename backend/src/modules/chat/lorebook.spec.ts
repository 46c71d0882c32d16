import type { CharacterBook, CharacterBookEntry } from '../../contracts';
import { chooseEntries, DEFAULT_SCAN_DEPTH, loreOf } from './lorebook';

const entry = (
  id: number,
  keys: string[],
  content: string,
  extra: Partial<CharacterBookEntry> = {},
): CharacterBookEntry => ({
  id,
  keys,
  content,
  extensions: {},
  enabled: true,
  insertion_order: id * 10,
  ...extra,
});
const text = (tokens: number) => 'x'.repeat(tokens * 4);

/** A hand-written card's book: 30 entries, each testing one rule of SillyTavern's World Info. */
const book: CharacterBook = {
  name: 'Mia',
  scan_depth: 3,
  token_budget: 200,
  extensions: {},
  entries: [
    entry(1, [], 'She lives in Paris.', { constant: true }),
    entry(2, [], 'Disabled constant.', { constant: true, enabled: false }),
    entry(3, ['market'], 'Market, any case.'),
    entry(4, ['Market'], 'Market, case-sensitive, as written.', { case_sensitive: true }),
    entry(5, ['market'], 'market, case-sensitive, not as written.', { case_sensitive: true }),
    entry(6, ['lighthouse'], 'Lighthouse: only before the scan depth.'),
    entry(7, ['sister'], 'Her sister Anna.', { selective: true, secondary_keys: ['Anna'] }),
    entry(8, ['sister'], 'Her sister Bella.', { selective: true, secondary_keys: ['Bella'] }),
    entry(9, ['sister'], 'Selective with no secondary keys.', { selective: true, secondary_keys: [] }),
    entry(10, ['sister'], 'Not selective: secondary keys ignored.', { selective: false, secondary_keys: ['Bella'] }),
    entry(11, ['dragon'], 'The dragon statue.'),
    entry(12, ['Dragon'], 'Dragon, case-sensitive.', { case_sensitive: true }),
    entry(13, ['apples'], 'Disabled apples.', { enabled: false }),
    entry(14, ['apples'], 'Apples, after her description.', { position: 'after_char' }),
    entry(15, ['festival'], '   '),
    entry(16, ['nothing', 'festival'], 'Any one key is enough.'),
    entry(17, ['/fest.*/i'], 'A regex key is plain text.'),
    entry(18, ['park'], 'The park comes first.', { insertion_order: -5 }),
    entry(19, ['zebra'], 'No zebra here.'),
    entry(20, ['bought apples'], 'Keys with spaces.'),
    entry(21, ['park'], text(100), { priority: -1 }),
    entry(22, ['park'], 'Lower still: dropped once the budget is spent.', { priority: -2 }),
    entry(23, ['park'], text(30), { priority: 5 }),
    entry(24, ['anna'], 'Anna, any case.'),
    entry(25, [], 'Constant, after, last.', { constant: true, position: 'after_char', insertion_order: 1000 }),
    entry(26, ['tell me'], 'Two words, any case.'),
    entry(27, ['zebra'], 'Secondary alone is not enough.', { selective: true, secondary_keys: ['Anna'] }),
    entry(28, [''], 'An empty key matches nothing.'),
    { ...entry(29, ['statue'], 'No enabled field: enabled.'), enabled: undefined as unknown as boolean },
    entry(30, ['remember'], 'Only in the first message, past the scan depth.'),
  ],
};

const chat = [
  'Do you remember the lighthouse?',
  'I went to the Market today and bought apples.',
  'Tell me about your sister Anna and the festival.',
  'Also the DRAGON statue in the park.',
];

describe('lorebook (World Info)', () => {
  it('inserts exactly the entries the last messages call up, by insertion order, within the budget', () => {
    expect(chooseEntries(book, chat).map((e) => book.entries[e.index].id)).toEqual([
      18, 1, 3, 4, 7, 9, 10, 11, 14, 16, 20, 23, 24, 26, 29, 25,
    ]);
  });

  it('places them before and after her description', () => {
    const lore = loreOf(book, chat)!;
    expect(lore.after).toEqual(['Apples, after her description.', 'Constant, after, last.']);
    expect(lore.before[0]).toBe('The park comes first.');
    expect(lore.before).not.toContain('Apples, after her description.');
  });

  it('scans the last two messages when the book names no scan depth', () => {
    expect(DEFAULT_SCAN_DEPTH).toBe(2);
    const ids = (b: CharacterBook) => chooseEntries(b, chat).map((e) => b.entries[e.index].id);
    const noDepth = { ...book, scan_depth: undefined, token_budget: undefined };
    expect(ids(noDepth)).toContain(7);
    expect(ids(noDepth)).not.toContain(3);
    // a scan depth of 0 scans nothing: constant entries only
    expect(ids({ ...book, scan_depth: 0 })).toEqual([1, 25]);
  });

  it('drops lower priority entries first when the budget is small', () => {
    const small = { ...book, token_budget: 41 };
    const ids = chooseEntries(small, chat).map((e) => small.entries[e.index].id);
    // constants first (1, 25: 11 tokens), then priority 5 (23: 30 tokens); the next does not fit and the rest go
    expect(ids).toEqual([1, 23, 25]);
  });

  it('has nothing to insert without a book, entries or matches', () => {
    expect(loreOf(null, chat)).toBeNull();
    expect(loreOf({ extensions: {}, entries: [] }, chat)).toBeNull();
    expect(loreOf({ extensions: {}, entries: [entry(1, ['zebra'], 'No.')] }, chat)).toBeNull();
  });

  it('reads a malformed stored book without throwing', () => {
    const odd = {
      extensions: {},
      entries: [
        null,
        'text',
        { keys: 'park', content: 3 },
        { keys: ['park'], content: 'Ok.' },
        { keys: ['  statue  '], content: 'Keys are trimmed.' },
      ],
    };
    expect(loreOf(odd as unknown as CharacterBook, chat)).toEqual({ before: ['Ok.', 'Keys are trimmed.'], after: [] });
  });

  it('is linear in the scanned text: many overlapping keys over a long text', () => {
    const keys = Array.from({ length: 50 }, (_, i) => `${'a'.repeat(150 + i)}b`);
    const many: CharacterBook = {
      extensions: {},
      scan_depth: 50,
      entries: Array.from({ length: 200 }, (_, i) => entry(i, keys, `Entry ${i}.`)),
    };
    const long = Array.from({ length: 50 }, () => 'a'.repeat(4000));
    const started = performance.now();
    expect(chooseEntries(many, long)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
