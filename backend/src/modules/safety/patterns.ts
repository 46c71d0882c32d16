/**
 * Every regular expression the policy compiles is made here. Each one is made linear in the text by
 * construction: every unbounded repeat (`*`, `+`, `{n,}`) is bounded (maxRepeat), so a match tried at
 * one position reads a bounded stretch of text, whatever the input. Folded text has no runs longer
 * than that where a pattern needs one (whitespace and separator runs are collapsed; a word longer than
 * any listed one is read in pieces). One list holds them all: the ReDoS sweep (redos.spec.ts,
 * `npm run policy`) checks each one, and each part of a union alone.
 */
import { LiteralGate, lookBehindLead, requiredLiterals } from './literal-gate';

const compiled: RegExp[] = [];

/**
 * How far a repeat may run, by what it repeats: folded text has no run of spaces or separators longer
 * than 3, no age of more than 3 digits, and the policy reads no word ending longer than 12 letters.
 */
function maxRepeat(out: string): number {
  if (out.endsWith('\\d')) return 3;
  if (out.endsWith('\\s') || out.endsWith('.') || out.endsWith(' ')) return 3;
  if (out.endsWith(']')) {
    const body = out.slice(out.lastIndexOf('['));
    return body.startsWith('[^') || body.includes('\\s') || body.includes(' ') ? 3 : 12;
  }
  if (out.endsWith('\\w') || out.endsWith('}')) return 12;
  return out.endsWith(')') ? 6 : 12;
}

/** The source with every unbounded repeat outside a character class bounded. */
export function bounded(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    const max = () => maxRepeat(out);
    if (ch === '\\') {
      out += ch + (source[i + 1] ?? '');
      i++;
    } else if (inClass) {
      if (ch === ']') inClass = false;
      out += ch;
    } else if (ch === '[') {
      inClass = true;
      out += ch;
    } else if (ch === '*') out += `{0,${max()}}`;
    else if (ch === '+') out += `{1,${max()}}`;
    else if (ch === '{') {
      const open = /^\{(\d+),\}/.exec(source.slice(i));
      if (open) {
        out += `{${open[1]},${Math.max(Number(open[1]), max())}}`;
        i += open[0].length - 1;
      } else out += ch;
    } else out += ch;
  }
  return out;
}

/**
 * A pattern of the policy, bounded and registered for the sweep. `whole` keeps its repeats unbounded:
 * only for patterns on raw text that must take a run whole and are tried once a run (the sweep checks).
 */
export function policyRegExp(source: string, flags = 'u', whole = false): RegExp {
  const re = new RegExp(whole ? source : bounded(source), flags);
  compiled.push(re);
  return re;
}

/** One pattern matching any of the sources (each bounded); the sweep checks each part alone. */
export function policyUnion(sources: string[], flags = 'u'): RegExp | null {
  if (!sources.length) return null;
  const parts = sources.map((s) => bounded(s));
  for (const part of parts) compiled.push(new RegExp(part, flags));
  return new RegExp(parts.map((p) => `(?:${p})`).join('|'), flags);
}

/** Every pattern the policy has compiled (all of them once the engine's modules are loaded). */
export const policyPatterns = (): readonly RegExp[] => compiled;

/** A single Latin letter or digit stands all over a text: looked for one by one, it is slower than the pattern. */
const EVERYWHERE = /^[a-z0-9]$/;

/**
 * A pattern whose every match starts with one of a few literals after a look-behind that must hold
 * (`(?<=是|在)(?:小|初)…`): tried only where one of them stands, found by `indexOf`, and there alone (sticky).
 */
class Lead {
  private constructor(
    private readonly literals: string[],
    /** the pattern's own source: the sweep checks it */
    private readonly sticky: RegExp,
  ) {}

  static of(re: RegExp): Lead | null {
    // most patterns start with no look-behind: not parsed again
    const literals = re.source.startsWith('(?<') ? lookBehindLead(re.source, re.flags) : null;
    // a literal of the plane's characters only: a match is never found from inside a surrogate pair
    const plane = literals?.every((l) => [...l].every((c) => c < '\ud800' || c > '\udfff'));
    if (!literals || !plane || literals.some((l) => EVERYWHERE.test(l))) return null;
    return new Lead(literals, new RegExp(re.source, 'uy'));
  }

  /** The first match at or after `from`, as a global pattern's exec from there finds it. */
  reader(text: string): (from: number) => RegExpExecArray | null {
    const { literals, sticky } = this;
    // where each literal stands next (-1: nowhere further), read on only when passed
    const at = literals.map(() => -2);
    return (from) => {
      for (;;) {
        let start = -1;
        for (let k = 0; k < literals.length; k++) {
          if (at[k] !== -1 && at[k] < from) at[k] = text.indexOf(literals[k], from);
          if (at[k] >= 0 && (start < 0 || at[k] < start)) start = at[k];
        }
        if (start < 0) return null;
        sticky.lastIndex = start;
        const m = sticky.exec(text);
        if (m) return m;
        from = start + 1;
      }
    };
  }
}

/** A leading `(?<![a-z])`, `(?<![\p{L}])`: the match starts a word. */
const WORD_START = /^\(\?<!\[(?:a-z|\\p\{L\})\]\)/;
const LETTER = /\p{L}/u;

/**
 * Many patterns, each run alone, and only those the text may match (LiteralGate: one pass finds which
 * of their literals it holds). V8 skips ahead to a pattern's first characters when it runs alone, but
 * tries every alternative at every position of a union (170 patterns took 2 ms on 2,000 characters
 * as one, 0.7 ms alone). A leading word-start look-behind is taken off and checked once a match is
 * found (a letter just before it: not a word start, try the next position).
 */
export class WordStartUnion {
  private readonly parts: { re: RegExp; wordStart: boolean; lead: Lead | null }[];
  private readonly gate: LiteralGate;

  constructor(sources: string[]) {
    this.parts = sources.map((source) => {
      const wordStart = WORD_START.test(source);
      const re = policyRegExp(wordStart ? source.replace(WORD_START, '') : source, 'gu');
      return { re, wordStart, lead: Lead.of(re) };
    });
    this.gate = new LiteralGate(this.parts.map(({ re }) => requiredLiterals(re.source, re.flags)));
  }

  /** Every match that starts a word (or of a pattern without that rule), pattern by pattern. */
  *matches(text: string): Generator<RegExpExecArray> {
    const open = this.gate.open(text);
    for (let p = 0; p < this.parts.length; p++) {
      if (!open[p]) continue;
      const { re, wordStart, lead } = this.parts[p];
      const next = lead ? lead.reader(text) : (from: number) => ((re.lastIndex = from), re.exec(text));
      let from = 0;
      for (let m = next(from); m !== null; m = next(from)) {
        if (m[0] === '' || (wordStart && m.index > 0 && LETTER.test(text[m.index - 1]))) {
          from = m.index + 1;
          continue;
        }
        from = m.index + m[0].length;
        yield m;
      }
      re.lastIndex = 0;
    }
  }

  /** The text with every match blanked by spaces of its length (positions kept). */
  blank(text: string): string {
    const spans: [number, number][] = [];
    for (const m of this.matches(text)) spans.push([m.index, m.index + m[0].length]);
    if (!spans.length) return text;
    spans.sort((a, b) => a[0] - b[0]);
    let out = '';
    let from = 0;
    for (const [start, end] of spans) {
      if (end <= from) continue;
      const at = Math.max(start, from);
      out += text.slice(from, at) + ' '.repeat(end - at);
      from = end;
    }
    return out + text.slice(from);
  }
}
