import { CLAUSE_WINDOW } from './clause';
import { roleRunsOn, RUN_ON_SCRIPT, THAI, thaiPast, thaiRunBefore } from './run-on';
import {
  ABSENCE,
  AND_WORDS,
  ARTICLE,
  ARTICLE_PAST,
  ASKED_TO_BE,
  ASKED_WHEN,
  BUT_WORDS,
  CHAT_SAFE,
  ENDINGS,
  ENGLISH_UNITS,
  GLUE,
  HER_PAST,
  HERE,
  MY_AGE,
  OTHER,
  OWN,
  OWN_PAST,
  PAST_AFTER,
  PAST_AFTER_COMPACT,
  PAST_SUFFIXES,
  RELATIONS,
  RIGHT_BEFORE,
  RIGHT_GLUE,
  ROLES,
  SPEAKER,
  SPEAKER_BEFORE,
  SPEAKER_VERB,
  TEASING,
} from './scope-words';
import { barrierBetween, type Token, tokenize } from './tokens';

/**
 * Scope and time (SAFETY.md section 1): a word that points at a minor is let through when the text
 * makes it an adult's work, relation or past, not a minor now: `kindergarten teacher`, `mother of two
 * teenagers`, `my kids` (chat), `when I was a kid` (chat). Read over tokens, with a fixed window
 * around each word found, so the work is linear in the text.
 */
export type ScopeMode = 'prompt' | 'character' | 'chat' | 'reply';

const MAX_GLUE = 3;
const MAX_PHRASE = 4;
const RUN_ON_ROLES = [...ROLES].filter((r) => RUN_ON_SCRIPT.test(r[0]));
/** One-word roles of three letters or more, for a role word with a case ending glued on (`নার্স-এর`). */
const ONE_WORD_ROLES = [...ROLES].filter((r) => !r.includes(' ') && r.length >= 3);
const roleWithEnding = (word: string) =>
  ONE_WORD_ROLES.some((r) => word.length > r.length && word.startsWith(r) && ENDINGS.has(word.slice(r.length)));

const PAST_WINDOW = 8;
const THAI_OWN_PAST = [...OWN_PAST].filter((p) => THAI.test(p));
const THAI_HER_PAST = [...HER_PAST].filter((p) => THAI.test(p));
const THAI_SPEAKER = [...SPEAKER].filter((p) => THAI.test(p));

/** A Thai run of letters that ends with a past phrase, before or with its age word (`ตอนผมอายุ`, `ตอนอายุ`). */
const thaiRunPast = (run: string): Past => thaiPast(run, THAI_OWN_PAST, THAI_HER_PAST);
export type Past = 'own' | 'her' | null;

/** A span of tokens [first, last] that a word list found. */
export interface Found {
  first: number;
  last: number;
}

export class Scope {
  readonly tokens: readonly Token[];

  constructor(
    readonly text: string,
    readonly mode: ScopeMode,
  ) {
    this.tokens = tokenize(text);
  }

  /** The phrase of `length` tokens ending at token `last`, if no clause ends inside it. */
  private phraseEnding(last: number, length: number): string | null {
    const first = last - length + 1;
    if (first < 0) return null;
    for (let i = first; i < last; i++) if (barrierBetween(this.text, this.tokens[i], this.tokens[i + 1])) return null;
    return this.tokens
      .slice(first, last + 1)
      .map((t) => t.word)
      .join(' ');
  }

  private phraseStarting(first: number, length: number): string | null {
    return first + length > this.tokens.length ? null : this.phraseEnding(first + length - 1, length);
  }

  linked(a: number, b: number): boolean {
    return a >= 0 && b < this.tokens.length && !barrierBetween(this.text, this.tokens[a], this.tokens[b]);
  }

  private isGlue(i: number, glue: Set<string>): boolean {
    const word = this.tokens[i].word;
    return glue.has(word) || /^\d+$/.test(word);
  }

  /** Whether a phrase of the set ends at token `last` (1 to MAX_PHRASE tokens). */
  private endsWith(last: number, list: Set<string>): number {
    for (let length = MAX_PHRASE; length >= 1; length--) {
      const p = this.phraseEnding(last, length);
      if (p !== null && list.has(p)) return last - length + 1;
    }
    return -1;
  }

  startsWith(first: number, list: Set<string>, shortest = 1): boolean {
    for (let length = shortest; length <= MAX_PHRASE; length++) {
      const p = this.phraseStarting(first, length);
      if (p !== null && list.has(p)) return true;
    }
    return false;
  }

  /**
   * A role after the word (`kindergarten teacher`, `children's book`), only glue between, or one name
   * (`Teen Vogue editor`, `Miss Teen USA judge`) that does not put someone here (`a teen with her teacher`).
   */
  private roleAfter({ last }: Found): boolean {
    let named = false;
    for (let i = last + 1, skipped = 0; i < this.tokens.length && this.linked(i - 1, i); i++) {
      const word = this.tokens[i].word;
      if (this.startsWith(i, ROLES) || roleRunsOn(word, RUN_ON_ROLES) || roleWithEnding(word)) return true;
      if (++skipped > MAX_GLUE) return false;
      if ((AND_WORDS.has(word) && this.startsWith(i + 1, SPEAKER)) || BUT_WORDS.has(word)) return false;
      if (this.isGlue(i, RIGHT_GLUE)) continue;
      if (named || HERE.has(word) || ARTICLE.has(word)) return false;
      named = true;
    }
    return false;
  }

  /** A role or relation before the word (`teacher of`, `mother of two`), and whose the word is (`my kids`). */
  private before({ first }: Found, possessives: boolean): boolean {
    let possessive: 'own' | 'other' | null = null;
    let at = first - 1;
    for (let skipped = 0; at >= 0 && this.linked(at, at + 1); at--) {
      // `no kids` is an adult's; `no 9.º ano` (Portuguese `in the`) before a grade is none
      const related = this.endsWith(at, RELATIONS) >= 0 && (possessives || !ABSENCE.has(this.tokens[at].word));
      if (this.endsWith(at, ROLES) >= 0 || related) return true;
      const word = this.tokens[at].word;
      // `be my schoolgirl`: the role she is given is not the person's own family
      if (!possessive && OWN.has(word) && this.askedToBe(at)) return false;
      if (!possessive && OWN.has(word)) possessive = 'own';
      else if (!possessive && OTHER.has(word)) possessive = 'other';
      if (!this.isGlue(at, GLUE) && !OWN.has(word) && !OTHER.has(word)) break;
      if (++skipped > MAX_GLUE) break;
    }
    if (!possessive || !possessives || this.mode === 'prompt') return false;
    if (possessive === 'own') return true;
    // someone else's children pass unless the text puts them here: `with her kids`
    return !(at >= 0 && this.linked(at, at + 1) && this.endsWith(at, HERE) >= 0);
  }

  /** Whether the speaker's possessive stands one or two words before token i, in the same clause (`আমার বয়স ১৫`). */
  ownJustBefore(i: number): boolean {
    for (let at = i - 1; at >= i - 2 && at >= 0 && this.linked(at, at + 1); at--)
      if (MY_AGE.has(this.tokens[at].word)) return true;
    return false;
  }

  /** Whether a word asking her to be someone (`be`, `sois`) stands before token i (a word of time between: `budeš dneska`). */
  private askedToBe(i: number): boolean {
    const at = i > 1 && ASKED_WHEN.has(this.tokens[i - 1].word) && this.linked(i - 2, i - 1) ? i - 2 : i - 1;
    return at >= 0 && this.linked(at, i) && ASKED_TO_BE.has(this.tokens[at].word);
  }

  /**
   * `hey kid`, `good girl`: a chat-safe word used to address someone, not `you're a kid`; teasing an
   * adult is not calling her one either (`you're such a kid`, `what a baby`).
   */
  addressed({ first, last }: Found): boolean {
    if (this.mode === 'prompt' || first !== last || !this.chatSafe(first)) return false;
    if (!(first > 0 && this.linked(first - 1, first) && ARTICLE.has(this.tokens[first - 1].word))) return true;
    return first > 1 && this.linked(first - 2, first - 1) && TEASING.has(this.tokens[first - 2].word);
  }

  /** Whether token `i` is a word that may pass as a way of addressing someone (`kiddo`, `budak`, `menina!`). */
  chatSafe(i: number): boolean {
    const { word, readings, end } = this.tokens[i]; // a mark after it, not a letter written as `!` (`gá!` for `gái`)
    return CHAT_SAFE.has(word) || (this.text[end - 1] === '!' && CHAT_SAFE.has(readings[0] ?? ''));
  }

  /** The tokens of the phrase of someone's past the last `pastOf` found before its word (`toen je`), if any. */
  herPast: { from: number; to: number } | undefined;

  /** Whether the word at `found` is the past: own (`when I was a kid`) or someone's (`when she was 15`). */
  pastOf(first: number, at = -1): Past {
    this.herPast = undefined;
    if (first > 0 && this.linked(first - 1, first) && RIGHT_BEFORE.has(this.tokens[first - 1].word))
      return this.speakerBefore(first - 1) ? 'own' : 'her';
    const run = at >= 0 ? thaiRunPast(thaiRunBefore(this.text, at)) : null;
    if (run) return run;
    // a pattern that begins with or inside its own past phrase (`في سن 12`, at the age of 12)
    for (let length = 2; length <= MAX_PHRASE; length++) {
      for (const p of [this.phraseEnding(first, length), this.phraseStarting(first, length)]) {
        if (p !== null && OWN_PAST.has(p)) return 'own';
        if (p !== null && HER_PAST.has(p)) return 'her';
      }
    }
    for (let at = first - 1; at >= 0 && at >= first - PAST_WINDOW && this.linked(at, at + 1); at--) {
      if (this.endsWith(at, OWN_PAST) >= 0) return 'own';
      const start = this.endsWith(at, HER_PAST);
      if (start < 0) continue;
      this.herPast = { from: start, to: at };
      return this.speakerBefore(start) ? 'own' : 'her';
    }
    return null;
  }

  /** Whether the speaker stands right before token i, in its clause: `я в 15 лет сбежал` (I, at 15, ran off). */
  private speakerBefore(i: number): boolean {
    return i > 0 && this.linked(i - 1, i) && SPEAKER_BEFORE.has(this.tokens[i - 1].word);
  }

  /** A one-letter past word that is also an article before the age at [first, end): `à 15 ans`, `a 15 anni`. */
  articlePast(first: number, end: number): boolean {
    // the age may start at the word itself (found by pattern) or just after it
    const marker = ARTICLE_PAST.has(this.tokens[first]?.word ?? '') ? first : first - 1;
    const unit = this.tokenAt(end - 1);
    if (marker < 0 || unit <= marker + 1 || unit >= this.tokens.length || !this.linked(marker, marker + 1))
      return false;
    return ARTICLE_PAST.has(this.tokens[marker].word) && !ENGLISH_UNITS.has(this.tokens[unit].word);
  }

  /** Whether nobody but the speaker (`私は`) is named before the age at `at` (token `first`) in its clause, nor in its word (`彼女は12歳`). */
  nobodyBefore(first: number, at: number): boolean {
    const speaker = (word: string) => word === '' || [...SPEAKER].some((p) => word.startsWith(p));
    if (!speaker(this.text.slice(this.tokens[first].start, Math.max(at, this.tokens[first].start)))) return false;
    for (let i = first - 1; i >= 0 && this.linked(i, i + 1); i--)
      if (i < first - 2 || !speaker(this.tokens[i].word)) return false;
    return true;
  }

  /** Whether a verb that carries the speaker (`انتقلنا`) is the first word after `end` or the last of its sentence. */
  speakerVerb(end: number): boolean {
    let at = this.tokenAt(end);
    if (at >= this.tokens.length || !(at === 0 || this.linked(at - 1, at))) return false;
    if (SPEAKER_VERB.test(this.tokens[at].word)) return true;
    for (let n = 0; n < CLAUSE_WINDOW && at + 1 < this.tokens.length && this.linked(at, at + 1); n++) at++;
    return SPEAKER_VERB.test(this.tokens[at].word);
  }

  /** Whether the speaker is the subject right after what ends at `end` (the next word, same clause). */
  speakerAfter(end: number): boolean {
    const next = this.tokenAt(end);
    if (next >= this.tokens.length || !(next === 0 || this.linked(next - 1, next))) return false;
    // Thai runs its words together: the speaker starts the run (`เราย้ายไป`)
    const word = this.tokens[next].word;
    return this.startsWith(next, SPEAKER) || (THAI.test(word) && THAI_SPEAKER.some((p) => word.startsWith(p)));
  }

  /**
   * Whether a past marker follows what ends at `end`: within two words (`12 साल की उम्र में`, `a los 15`)
   * or, without spaces, within three characters (`15歳のとき`).
   */
  pastAfter(end: number): boolean {
    const next = this.tokenAt(end);
    // the age phrase may have read the marker's first word as its unit (`12 साल की` + `उम्र में`): a
    // marker of two words or more may start at its last word
    const last = this.tokenAt(end - 1);
    // (or at an earlier word of the unit: `12 سال کی عمر` + `میں`, the marker `کی عمر میں`)
    for (let k = last; k < next && k >= 0 && k > last - 3 && this.tokens[k].word; k--)
      if (this.startsWith(k, PAST_AFTER, 2)) return true;
    // or read a word that ends with one as its unit (`15 yaşındayken`): a suffix of three letters or more
    const unit = last < next ? this.tokens[last].word : '';
    if (unit && PAST_SUFFIXES.some((p) => unit.length > p.length && unit.endsWith(p))) return true;
    for (let i = next; i < next + 3 && i < this.tokens.length; i++) {
      if (i > next && !this.linked(i - 1, i)) break;
      if (this.startsWith(i, PAST_AFTER)) return true;
    }
    const rest = this.text.slice(end, end + 12).replace(/\s+/g, '');
    return PAST_AFTER_COMPACT.some((p) => p && rest.slice(0, p.length + 3).includes(p));
  }

  /** The token that holds a character position (for ages found by pattern). */
  tokenAt(position: number): number {
    let lo = 0;
    let hi = this.tokens.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.tokens[mid].end <= position) lo = mid + 1;
      else hi = mid - 1;
    }
    return lo;
  }

  /**
   * True when the word found is an adult's work, relation or way of speaking (time is decided by the
   * caller). `role`: a role she is asked to play (only an adult's work after it lets it through);
   * `pattern`: a school level or grade found by pattern (her work or relation, not whose it is).
   */
  excused(found: Found, kind: 'word' | 'role' | 'pattern' = 'word'): boolean {
    // a role she is given may still be an adult's work (`a teacher in kindergarten`), never a way of addressing someone nor someone's own
    if (kind === 'role') return this.roleAfter(found) || this.before(found, false);
    return (kind === 'word' && this.addressed(found)) || this.roleAfter(found) || this.before(found, kind === 'word');
  }
}
