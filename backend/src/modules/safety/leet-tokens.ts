/**
 * Latin words of 2 to 12 letters, digits and leet symbols with a digit in them (number words written in
 * leetspeak are Latin: `s1xt33n`), found by one pass over the text's character codes, as the pattern
 * `(?<![a-z0-9])(?=[a-z@$!|+]{0,11}[0-9])[a-z0-9@$!|+]{2,12}(?![a-z0-9])` finds them (its look-ahead
 * read twelve characters at every position of a long text).
 */
const MAX = 12;

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
/** [a-z0-9]: what may not stand right before or right after one. */
const isLetterOrDigit = (c: number) => (c >= 0x61 && c <= 0x7a) || isDigit(c);
/** [a-z0-9@$!|+] */
const inToken = (c: number) => isLetterOrDigit(c) || c === 0x40 || c === 0x24 || c === 0x21 || c === 0x7c || c === 0x2b;

/** The spans [start, end) of those words, left to right, not overlapping. */
export function leetTokens(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (let s = 0; s < text.length; s++) {
    if (!inToken(text.charCodeAt(s)) || (s > 0 && isLetterOrDigit(text.charCodeAt(s - 1)))) continue;
    // a digit within the first twelve, only letters and symbols before it
    let k = s;
    while (k - s < MAX && k < text.length && inToken(text.charCodeAt(k)) && !isDigit(text.charCodeAt(k))) k++;
    if (k - s >= MAX || !isDigit(text.charCodeAt(k))) continue;
    // the longest run up to twelve that no letter or digit follows
    let end = s;
    while (end - s < MAX && end < text.length && inToken(text.charCodeAt(end))) end++;
    while (end - s >= 2 && end < text.length && isLetterOrDigit(text.charCodeAt(end))) end--;
    if (end - s < 2) continue;
    spans.push([s, end]);
    s = end - 1;
  }
  return spans;
}
