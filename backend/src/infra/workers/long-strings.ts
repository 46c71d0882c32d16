/**
 * How the CPU worker threads find the long plain string values of a JSON body (cpu-tasks.ts `json`),
 * built from nothing outside this function: its source is what each worker runs (cpu.pool.ts).
 */
export function longStrings() {
  /** A string value at least this many bytes long, printable ASCII without escapes, is read from the bytes (`json`). */
  const BIG_STRING = 256 * 1024;
  const QUOTE = 0x22;
  const BACKSLASH = 0x5c;

  /**
   * The [start, end) byte ranges of the long plain string values of a JSON text, in order: strings
   * are found as JSON's lexer finds them (a quote outside a string opens one, a backslash escapes the
   * next byte), a key (a string followed by `:`) is never one. Linear: each byte is looked at once or twice.
   */
  function bigStrings(raw: Uint8Array): [number, number][] {
    const spans: [number, number][] = [];
    let i = raw.indexOf(QUOTE);
    while (i >= 0) {
      let end = raw.indexOf(QUOTE, i + 1);
      let plain = true;
      while (end >= 0) {
        let slashes = 0;
        while (raw[end - 1 - slashes] === BACKSLASH) slashes++;
        if (slashes % 2 === 0) break;
        plain = false;
        end = raw.indexOf(QUOTE, end + 1);
      }
      if (end < 0) break; // unterminated: JSON.parse says so
      if (plain && end - i - 1 >= BIG_STRING && !isKey(raw, end + 1) && printable(raw, i + 1, end))
        spans.push([i + 1, end]);
      i = raw.indexOf(QUOTE, end + 1);
    }
    return spans;
  }

  /** Whether the first byte after whitespace from `at` is a colon (the string before it was a key). */
  function isKey(raw: Uint8Array, at: number): boolean {
    while (at < raw.length && (raw[at] === 0x20 || raw[at] === 0x09 || raw[at] === 0x0a || raw[at] === 0x0d)) at++;
    return raw[at] === 0x3a;
  }

  /** Whether bytes [from, to) are printable ASCII with no backslash (so the string is those very bytes). */
  function printable(raw: Uint8Array, from: number, to: number): boolean {
    for (let k = from; k < to; k++) if (raw[k] < 0x20 || raw[k] > 0x7e || raw[k] === BACKSLASH) return false;
    return true;
  }

  /** The JSON text with each span's content replaced by `stand` and the span's number (a valid string either way). */
  function skeleton(raw: Uint8Array, spans: [number, number][], stand: string): string {
    const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
    let text = '';
    let from = 0;
    spans.forEach(([start, end], n) => {
      text += bytes.toString('utf8', from, start) + stand + n;
      from = end;
    });
    return text + bytes.toString('utf8', from);
  }

  /** Where each stand-in lies in the parsed body (a path of keys and indexes), with its span. */
  function findStandIns(
    value: unknown,
    path: (string | number)[],
    stand: string,
    spans: [number, number][],
    out: BigString[],
  ): void {
    if (typeof value === 'string') {
      if (value.startsWith(stand)) {
        const [start, end] = spans[Number(value.slice(stand.length))];
        out.push({ path: [...path], start, end });
      }
    } else if (Array.isArray(value)) value.forEach((item, k) => findStandIns(item, [...path, k], stand, spans, out));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) findStandIns(item, [...path, key], stand, spans, out);
  }

  return { BIG_STRING, bigStrings, skeleton, findStandIns };
}

/** A long string value left in the body's bytes: where it goes in the body, and its byte range. */
export interface BigString {
  path: (string | number)[];
  start: number;
  end: number;
}
