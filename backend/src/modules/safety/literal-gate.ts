import { RegExpParser } from '@eslint-community/regexpp';
import type { Alternative, Element, Node } from '@eslint-community/regexpp/ast';

/**
 * Which of many patterns may match a text, from one pass over it: most of the policy's patterns
 * cannot match without one of a few literal strings (`grade`, `歳`, `,`), and a text holds the
 * literals of only a few of them. Each pattern's literals are read off its syntax tree once; a text is
 * scanned once for all of them (Aho-Corasick, linear in the text); a pattern is run only when one of
 * its literals is there. Patterns with no such literals are always run.
 */

/** A set of strings of which every match holds at least one, or null when none is known. */
type Cover = string[] | null;

/** At most this many characters read from a class or a set of alternatives as literals. */
const MAX_COVER = 24;
const parser = new RegExpParser({ ecmaVersion: 2025 });

/** The expected cost of running a pattern gated by this cover: short literals are found often. */
const cost = (cover: string[]) => cover.reduce((sum, s) => sum + 4 ** -Math.min(s.length, 8), 0);

function best(covers: Cover[]): Cover {
  let found: Cover = null;
  for (const c of covers) if (c && c.length <= MAX_COVER && (!found || cost(c) < cost(found))) found = c;
  return found;
}

/** A union of alternatives' covers: every one of them must have one. */
function union(alternatives: Alternative[]): Cover {
  const all: string[] = [];
  for (const a of alternatives) {
    const c = ofAlternative(a);
    if (!c) return null;
    all.push(...c);
  }
  const unique = [...new Set(all)];
  return unique.length <= MAX_COVER ? unique : null;
}

/** The best cover among an alternative's elements, runs of single characters read as one literal. */
function ofAlternative(alternative: Alternative): Cover {
  const covers: Cover[] = [];
  let run = '';
  for (const element of alternative.elements) {
    if (element.type === 'Character') {
      run += String.fromCodePoint(element.value);
      continue;
    }
    if (run) covers.push([run]);
    run = '';
    covers.push(ofElement(element));
  }
  if (run) covers.push([run]);
  return best(covers);
}

function ofElement(element: Element | Node): Cover {
  switch (element.type) {
    case 'Character':
      return [String.fromCodePoint(element.value)];
    case 'Group':
    case 'CapturingGroup':
      return union(element.alternatives);
    case 'Quantifier':
      return element.min >= 1 ? ofElement(element.element) : null;
    case 'CharacterSet':
      return element.kind === 'digit' && !element.negate ? [...'0123456789'] : null;
    case 'CharacterClass': {
      if (element.negate) return null;
      const chars: string[] = [];
      for (const e of element.elements) {
        if (e.type === 'Character') chars.push(String.fromCodePoint(e.value));
        else if (e.type === 'CharacterClassRange' && e.max.value - e.min.value < MAX_COVER)
          for (let c = e.min.value; c <= e.max.value; c++) chars.push(String.fromCodePoint(c));
        else if (e.type === 'CharacterSet' && e.kind === 'digit' && !e.negate) chars.push(...'0123456789');
        else return null;
      }
      return chars.length <= MAX_COVER ? [...new Set(chars)] : null;
    }
    default:
      // assertions (look-arounds, ^, $), back-references, the dot, \w, \s, \p{...}: no literal
      return null;
  }
}

/** The literals one of which every match of the pattern holds, or null (case-insensitive patterns too). */
export function requiredLiterals(source: string, flags: string): string[] | null {
  if (flags.includes('i')) return null;
  const pattern = parser.parsePattern(source, 0, source.length, { unicode: flags.includes('u') });
  return union(pattern.alternatives);
}

/** The literals that every match of the alternatives starts with (after look-arounds), or null. */
function leading(alternatives: Alternative[]): Cover {
  const all: string[] = [];
  for (const { elements } of alternatives) {
    const first = elements.findIndex((e) => e.type !== 'Assertion');
    if (first < 0) return null;
    let run = '';
    for (let k = first; k < elements.length; k++) {
      const element = elements[k];
      if (element.type !== 'Character') break;
      run += String.fromCodePoint(element.value);
    }
    const element = elements[first];
    let starts: Cover = null;
    if (run) starts = [run];
    else if (element.type === 'Group' || element.type === 'CapturingGroup') starts = leading(element.alternatives);
    else if (element.type === 'CharacterClass') starts = ofElement(element);
    if (!starts) return null;
    all.push(...starts);
  }
  const unique = [...new Set(all)];
  return unique.length <= MAX_COVER ? unique : null;
}

/**
 * The literals one of which every match of the pattern starts with, when a look-behind that must hold
 * comes before them in each alternative (`(?<=是|在)(?:小|初)…`: V8 reads such a pattern at every
 * position of a text, before anything else), or null.
 */
export function lookBehindLead(source: string, flags: string): string[] | null {
  if (flags.includes('i')) return null;
  const { alternatives } = parser.parsePattern(source, 0, source.length, { unicode: flags.includes('u') });
  const behind = alternatives.every(({ elements }) => {
    const first = elements.findIndex((e) => e.type !== 'Assertion');
    return elements
      .slice(0, first < 0 ? elements.length : first)
      .some((e) => e.type === 'Assertion' && e.kind === 'lookbehind' && !e.negate);
  });
  return behind ? leading(alternatives) : null;
}

/**
 * Aho-Corasick over every pattern's literals: which patterns a text may match, in one pass. The
 * automaton is a full table (state × character of the literals' alphabet, fail links folded in), so
 * each character of a text costs a few array reads whatever the state.
 */
export class LiteralGate {
  private readonly size: number;
  private readonly always: number[] = [];
  /** each character code's place in the literals' alphabet, from 1 (0: in no literal, back to the start) */
  private readonly alphabet = new Uint16Array(0x10000);
  private readonly width: number;
  /** the state after each state and letter of the alphabet: `next[state * width + letter]` */
  private readonly next: Int32Array;
  /** the patterns each state opens (its own literals' and those of its fail chain), flat */
  private readonly opensFirst: Int32Array;
  private readonly opens: Int32Array;

  constructor(covers: Cover[]) {
    this.size = covers.length;
    const trie = new Trie();
    covers.forEach((cover, pattern) => {
      if (!cover) return void this.always.push(pattern);
      for (const literal of cover) trie.add(literal, pattern);
    });
    const order = trie.link();
    const states = trie.next.length;
    const chars = [...new Set(trie.next.flatMap((moves) => [...moves.keys()]))];
    chars.forEach((ch, i) => (this.alphabet[ch] = i + 1));
    this.width = chars.length + 1;
    this.next = new Int32Array(states * this.width);
    // breadth first: a state's fail state (shallower) has its row already
    for (const state of [0, ...order]) {
      const row = state * this.width;
      const failRow = trie.fail[state] * this.width;
      for (let letter = 1; letter < this.width; letter++)
        this.next[row + letter] =
          trie.next[state].get(chars[letter - 1]) ?? (state === 0 ? 0 : this.next[failRow + letter]);
    }
    this.opensFirst = new Int32Array(states + 1);
    for (let s = 0; s < states; s++) this.opensFirst[s + 1] = this.opensFirst[s] + trie.opens[s].length;
    this.opens = Int32Array.from(trie.opens.flat());
  }

  /** A flag per pattern: 1 when it may match the text. */
  open(text: string): Uint8Array {
    const open = new Uint8Array(this.size);
    for (const p of this.always) open[p] = 1;
    const { alphabet, next, width, opensFirst, opens } = this;
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const letter = alphabet[text.charCodeAt(i)];
      state = letter === 0 ? 0 : next[state * width + letter];
      for (let k = opensFirst[state]; k < opensFirst[state + 1]; k++) open[opens[k]] = 1;
    }
    return open;
  }
}

/** The literals' trie, with fail links; each state also opens what its fail state opens. */
class Trie {
  readonly next: Map<number, number>[] = [new Map<number, number>()];
  readonly fail: number[] = [0];
  readonly opens: number[][] = [[]];

  add(literal: string, pattern: number) {
    let state = 0;
    for (let i = 0; i < literal.length; i++) {
      const ch = literal.charCodeAt(i);
      let to = this.next[state].get(ch);
      if (to === undefined) {
        to = this.next.length;
        this.next.push(new Map<number, number>());
        this.fail.push(0);
        this.opens.push([]);
        this.next[state].set(ch, to);
      }
      state = to;
    }
    if (!this.opens[state].includes(pattern)) this.opens[state].push(pattern);
  }

  /** Fail links breadth first; the states in that order (the start left out). */
  link(): number[] {
    const queue: number[] = [...this.next[0].values()];
    for (let q = 0; q < queue.length; q++) {
      const state = queue[q];
      for (const [ch, to] of this.next[state]) {
        let f = this.fail[state];
        while (f !== 0 && !this.next[f].has(ch)) f = this.fail[f];
        const target = this.next[f].get(ch);
        this.fail[to] = target !== undefined && target !== to ? target : 0;
        this.opens[to] = [...new Set([...this.opens[to], ...this.opens[this.fail[to]]])];
        queue.push(to);
      }
    }
    return queue;
  }
}
