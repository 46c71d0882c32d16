/** Tables over the Basic Multilingual Plane: a look-up per character instead of a Unicode-class pattern. */

/** The code points of the plane a pattern (one character, no flags that carry state) matches, in order. */
export function codesOf(re: RegExp): number[] {
  const found: number[] = [];
  for (let code = 0; code < 0x10000; code++)
    if ((code < 0xd800 || code > 0xdfff) && re.test(String.fromCharCode(code))) found.push(code);
  return found;
}

/** A table of the plane with 1 at each of the codes. */
export function tableOf(codes: Iterable<number>): Uint8Array {
  const table = new Uint8Array(0x10000);
  for (const code of codes) table[code] = 1;
  return table;
}

/** Letters and digits of every script (read once: several tables are built from them). */
export const LETTERS_AND_DIGITS: readonly number[] = codesOf(/[\p{L}\p{N}]/u);

/** The codes of a string's characters (of the plane). */
export const codesIn = (chars: string): number[] => [...chars].map((c) => c.charCodeAt(0));

/** Characters that may sit inside a word (`t.e.e.n`, `pre-teen`, `t_e_e_n`). */
export const SEP = tableOf(codesIn("._*~'/^·•-"));
/** Whitespace of every kind. */
export const SPACE = tableOf(codesOf(/\s/u));
/** Separators and whitespace: what may stand between letters spelled out, or between words. */
export const GAP = tableOf([...codesOf(/\s/u), ...codesIn("._*~'/^·•-")]);
