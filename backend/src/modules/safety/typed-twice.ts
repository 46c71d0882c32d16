/** Letters typed twice in a row as a spelling trick, read once (content-policy.ts reads the text both ways). */

/** Kana, CJK ideographs and Hangul: letters typed twice in them are a spelling trick. */
const twiceTyped = (c: number) =>
  (c >= 0x3040 && c <= 0x30ff) ||
  (c >= 0x3400 && c <= 0x9fff) ||
  (c >= 0xac00 && c <= 0xd7af) ||
  (c >= 0x1100 && c <= 0x11ff);

/**
 * Thai with each consonant typed twice in a row read once (`นักเรียยนหญิงง`). Read apart from `typedOnce`
 * and only for the substrings: Thai words run together, and one may end with the letter the next begins with.
 */
export function thaiTypedOnce(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== text.charCodeAt(i - 1) || c < 0x0e01 || c > 0x0e2e) continue;
    out += text.slice(from, i);
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

/**
 * The text with CJK and Hangul letters typed twice read once (`女子高高生生`, `여중중생생`). Not Thai:
 * its words run together and one may end with the letter the next begins with (`วัยยี่สิบ`).
 */
export function typedOnce(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== text.charCodeAt(i - 1) || !twiceTyped(c)) continue;
    out += text.slice(from, i);
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}
