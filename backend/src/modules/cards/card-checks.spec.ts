import * as policy from '../safety/content-policy';
import { assertCardAdult, readTogether, SLICE_CHARS } from './card-checks';
import type { CardText } from './card-fields';

/** A text of `length` characters that never repeats a stretch (so a window's place in the whole is unique). */
const prose = (seed: number, length: number) => {
  let text = '';
  for (let i = 0; text.length < length; i++) text += `the moss by stone ${seed}-${i} grows green. `;
  return text.slice(0, length);
};
const entry = (i: number, text = prose(i, 50_000)): CardText => ({
  field: `book.entries[${i}].content`,
  text,
  mode: 'character',
});

describe('readTogether', () => {
  it('reads two or more texts joined in windows of at most SLICE_CHARS, in order, overlapping, covering all', () => {
    const texts = Array.from({ length: 40 }, (_, i) => entry(i));
    const joined = texts.map((t) => t.text).join('\n');
    const windows = readTogether('book', texts, 'character');
    let start = -1;
    let end = 0;
    for (const w of windows) {
      expect({ field: w.field, mode: w.mode, fits: w.text.length <= SLICE_CHARS }).toEqual({
        field: 'book',
        mode: 'character',
        fits: true,
      });
      const at = joined.indexOf(w.text, start + 1);
      // each window starts after the one before and no later than where it ended: nothing is skipped
      expect(at).toBeGreaterThan(start);
      expect(at).toBeLessThan(Math.max(end, 1));
      start = at;
      end = at + w.text.length;
    }
    expect(end).toBe(joined.length);
    // each character is read at most twice
    expect(windows.reduce((sum, w) => sum + w.text.length, 0)).toBeLessThanOrEqual(2 * joined.length);
  });

  it('reads a short book whole, as one text, and a single text not again', () => {
    const texts = [entry(0, 'She lives by the sea.'), entry(1, 'She paints.')];
    expect(readTogether('book', texts, 'character')).toEqual([
      { field: 'book', text: 'She lives by the sea.\nShe paints.', mode: 'character' },
    ]);
    expect(readTogether('book', [texts[0]], 'character')).toEqual([]);
  });

  it('refuses what only the texts together say, across the edge between two windows', async () => {
    const texts = [entry(0, prose(0, SLICE_CHARS - 8)), entry(1, 'She is'), entry(2, '12.')];
    // '12.' begins where the first window ends: alone, no text and no window but the next says it
    expect(
      texts
        .map((t) => t.text)
        .join('\n')
        .indexOf('12.'),
    ).toBe(SLICE_CHARS);
    await expect(assertCardAdult(texts)).resolves.toBeUndefined();
    await expect(assertCardAdult([...texts, ...readTogether('book', texts, 'character')])).rejects.toMatchObject({
      response: { field: 'book' },
    });
  });
});

describe('assertCardAdult', () => {
  afterEach(() => jest.restoreAllMocks());

  it('never has the policy read more than SLICE_CHARS characters in one turn of the event loop', async () => {
    // a book as large as a lorebook may be (2 MiB): each entry alone, then all of them together
    const texts = Array.from({ length: 50 }, (_, i) => entry(i, prose(i, 40_000)));
    let turn = 0;
    let ticking = true;
    const tick = () => {
      turn++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const perTurn = new Map<number, number>();
    jest.spyOn(policy, 'violatesAdultPolicy').mockImplementation((text) => {
      perTurn.set(turn, (perTurn.get(turn) ?? 0) + text.length);
      return false;
    });
    await assertCardAdult([...texts, ...readTogether('book', texts, 'character')]);
    ticking = false;
    const read = [...perTurn.values()];
    // all of it was read (each entry, and the whole book), never more than a slice at a time
    expect(read.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2 * 50 * 40_000);
    expect(Math.max(...read)).toBeLessThanOrEqual(SLICE_CHARS);
  });
});
