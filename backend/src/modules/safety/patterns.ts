/**
 * Every regular expression the policy compiles is made here. Each one is made linear in the text by
 * construction: every unbounded repeat (`*`, `+`, `{n,}`) is bounded (maxRepeat), so a match tried at
 * one position reads a bounded stretch of text, whatever the input. Folded text has no runs longer
 * than that where a pattern needs one (whitespace and separator runs are collapsed; a word longer than
 * any listed one is read in pieces). One list holds them all: the ReDoS sweep (redos.spec.ts,
 * `npm run policy`) checks each one, and each part of a union alone.
 */
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
