/** File names for downloads named after a person's text (her name): safe on every system, and a valid header. */
const MAX_GRAPHEMES = 60;
const MAX_UNITS = 120;
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const EMOJI_BEFORE = /\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?$/u;
const EMOJI_AFTER = /^\p{Extended_Pictographic}/u;

/** A zero-width joiner that joins two emoji (👩‍❤️‍👩) is part of the emoji; any other format character goes. */
const keepJoiner = (c: string, at: number, text: string) =>
  c === '\u200d' &&
  EMOJI_BEFORE.test(text.slice(Math.max(0, at - 4), at)) &&
  EMOJI_AFTER.test(text.slice(at + 1, at + 3))
    ? c
    : '';

/**
 * `name` made fit for a file name: control and format characters (bidi overrides, zero-width
 * characters, \p{Cf}; a joiner inside an emoji stays), lone surrogates and path characters (`/ \ : * ? " < > |`) removed, spaces
 * collapsed, cut by whole graphemes (an emoji is never split) to 60 of them; `fallback` when nothing is left.
 */
export function safeFileName(name: string, fallback: string): string {
  const clean = name
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, keepJoiner)
    .replace(/[/\\:*?"<>|]+/g, ' ')
    .replace(/[\s\p{Z}]+/gu, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .trim();
  let out = '';
  let count = 0;
  for (const { segment } of segmenter.segment(clean)) {
    if (++count > MAX_GRAPHEMES || out.length + segment.length > MAX_UNITS) break;
    out += segment;
  }
  return out.trim() || fallback;
}

/** RFC 5987 value characters: what encodeURIComponent leaves but the header grammar does not allow, encoded too. */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition for a download named after `name`: an ASCII `filename` (accents folded,
 * the rest dropped) and the full name as `filename*=UTF-8''…` for browsers that read it.
 */
export function contentDisposition(name: string, ext: string, fallback: string): string {
  const full = safeFileName(name, fallback);
  const ascii =
    full
      .normalize('NFKD')
      .replace(/[^\w .-]+/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .replace(/^[.-]+/, '') || safeFileName(fallback, 'download');
  return `attachment; filename="${ascii}.${ext}"; filename*=UTF-8''${rfc5987(`${full}.${ext}`)}`;
}
