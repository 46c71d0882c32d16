import { GAP, SPACE } from './plane';

const SPACE_CHAR = 0x20;
const FULL_STOP = 0x2e;

/**
 * Each run of separators and whitespace made one character, in one pass over tables: a run with
 * whitespace in it (not one plain space, most are) becomes a space, or `. ` when a full stop in it
 * ends a sentence (the run does not begin with a plain space: `end. Next`, `end .. next` is a space); a
 * run of separators alone keeps its first (`t..e` → `t.e`).
 */
export function foldGaps(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (GAP[text.charCodeAt(i)] !== 1) continue;
    const first = text.charCodeAt(i);
    let end = i + 1;
    let space = SPACE[first] === 1;
    let stop = first === FULL_STOP;
    for (; end < text.length && GAP[text.charCodeAt(end)] === 1; end++) {
      space ||= SPACE[text.charCodeAt(end)] === 1;
      stop ||= text.charCodeAt(end) === FULL_STOP;
    }
    const length = end - i;
    i = end - 1;
    if (space ? first === SPACE_CHAR && length === 1 : length === 1) continue;
    out += text.slice(from, end - length) + (space ? (stop && first !== SPACE_CHAR ? '. ' : ' ') : text[end - length]);
    from = end;
  }
  return from === 0 ? text : out + text.slice(from);
}

const UTF16 = new TextDecoder('utf-16le');

/**
 * The text with every separator and whitespace taken out (`小 学 生` → `小学生`), into one buffer of
 * code units: a pattern's replace takes four times as long on a text of many short words.
 */
export function withoutGaps(text: string): string {
  const out = new Uint16Array(text.length);
  let n = 0;
  let surrogate = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (GAP[code] === 1) continue;
    out[n++] = code;
    surrogate ||= code >= 0xd800 && code <= 0xdfff;
  }
  if (n === text.length) return text;
  if (!surrogate) return UTF16.decode(out.subarray(0, n));
  // the decoder would make a lone surrogate U+FFFD: code units as they are, a bounded number of arguments a call
  let kept = '';
  for (let k = 0; k < n; k += 4096)
    kept += String.fromCharCode.apply(null, [...out.subarray(k, Math.min(n, k + 4096))]);
  return kept;
}
