import { clauseInPast, SENTENCE_END, sentenceInPast, thenAfterAt } from './age-context';
import type { statedAges } from './ages';
import { clauseBefore, speakerOnly } from './clause';
import { foldData } from './normalize';
import { toldAsNow } from './now';
import { WordStartUnion } from './patterns';
import { ACT_OUT } from './policy-data/act-out';
import { OTHERS_WORDS } from './policy-data/others';
import { WORK_WORDS, WORKPLACES } from './policy-data/workplaces';
import { type Found, Scope, type ScopeMode } from './scope';
import { AND_WORDS, GLUED_LETTERS, OTHERS, RELATIONS, ROLES, SPEAKER } from './scope-words';
import { WordIndex } from './word-index';

/** Scripts written without spaces between words: a phrase in them is found anywhere, not only as whole words. */
const NO_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const ACT_OUT_PHRASES = new WordStartUnion(
  // a space in a phrase is a hyphen too (`spune-mi cum era`, `povestește-mi`)
  ACT_OUT.map(foldData).map((p) =>
    NO_SPACES.test(p) ? p : `(?<![\\p{L}])(?:${p.replace(/ /g, '[\\s-]')})(?![\\p{L}])`,
  ),
);

/** Children as a group or an adjective (policy-data/others.ts): never her alone. */
const GROUP_WORDS = new WordIndex(OTHERS_WORDS, []);
const GLUED_BEFORE = new Set([...foldData(GLUED_LETTERS)]);
const groupWord = (word: string) =>
  GROUP_WORDS.has(word, false) || (GLUED_BEFORE.has(word[0]) && GROUP_WORDS.has(word.slice(1), false));
/** Schools and kindergartens as places (policy-data/workplaces.ts). */
const PLACES = new WordIndex(WORKPLACES, []);
const WORK = new WordIndex(WORK_WORDS, []);
const glued = (index: WordIndex) => (word: string) =>
  index.has(word, false) || (GLUED_BEFORE.has(word[0]) && index.has(word.slice(1), false));
const place = glued(PLACES);
const job = glued(WORK);
/** How many tokens each way her work is looked for around a place. */
const WORK_WINDOW = 12;

/** Where the first ask to act out or describe a time starts, or -1 (the union yields its matches pattern by pattern). */
function firstAsk(text: string): number {
  let first = -1;
  for (const m of ACT_OUT_PHRASES.matches(text)) if (first < 0 || m.index < first) first = m.index;
  return first;
}

/** One reading of a text: its scope, and whether a past age or word may pass in it. */
export class Reading {
  readonly scope: Scope;
  /** Where the first ask to act out or describe a time starts, or -1 (read only when something past is found). */
  private actOutAt: number | null = null;
  private adultNow: boolean | null = null;
  private nowAt: number | null = null;

  constructor(
    readonly text: string,
    readonly mode: ScopeMode,
    private readonly ages: () => ReturnType<typeof statedAges>,
  ) {
    this.scope = new Scope(text, mode);
  }

  /** Her adult age is stated (`she is 31 now`, `at 33 she sells her work`): any age of 18 or more, past ones too. */
  adult(): boolean {
    this.adultNow ??= this.ages().some((a) => a.value >= 18 && a.value <= 120);
    return this.adultNow;
  }

  /**
   * An adult age stated right beside token i, only punctuation between and no sentence ending there
   * (`девочка (32л)`, `Маша, 35, девочка`): the age of the one that word names.
   */
  adultAgeBeside(i: number): boolean {
    const { tokens } = this.scope;
    return this.ages().some((a) => {
      if (a.value < 18 || a.value > 120) return false;
      const t = this.scope.tokenAt(a.at);
      if (t !== i - 1 && t !== i + 1) return false;
      const [left, right] = t < i ? [t, i] : [i, t];
      return !SENTENCE_END.test(this.text.slice(tokens[left].end, tokens[right].start));
    });
  }

  /**
   * A plural or an adjective for children (`lycéens`, `детские истории`) in a chat, character text or reply
   * that states her adult age: the children of her work or day, never her (policy-data/others.ts).
   */
  othersBesideAdult({ first, last }: Found): boolean {
    if (this.mode === 'prompt') return false;
    const { tokens } = this.scope;
    // not a place named for them: `גן ילדים` (a kindergarten) is no children in it
    return (
      !this.namesPlace(first, last) && (groupWord(tokens[first].word) || groupWord(tokens[last].word)) && this.adult()
    );
  }

  /**
   * A school or kindergarten named as a place in a text that states her adult age, her work or relation to
   * children in the same sentence and no one's own before it (`you're in`): where she works or her child goes
   * (`מורה לספורט בתיכון, בת 31`, `guru Sejarah di sebuah sekolah menengah`), not her.
   */
  workplace({ first, last }: Found): boolean {
    const { tokens } = this.scope;
    if (!this.namesPlace(first, last) || !this.adult()) return false;
    const work = (i: number) =>
      job(tokens[i].word) || this.scope.startsWith(i, ROLES) || this.scope.startsWith(i, RELATIONS);
    const apart = (a: number, b: number) => SENTENCE_END.test(this.text.slice(tokens[a].end, tokens[b].start));
    // her work right after the place, no `and` between: the person before it is the one who works there (`Ben
    // İzmir'de bir lisede çalışan…`, `আমি … বিদ্যালয়ের … শিক্ষিকা`)
    let after = false;
    for (let i = last + 1; i < Math.min(tokens.length, last + WORK_WINDOW) && !apart(i - 1, i); i++) {
      if (AND_WORDS.has(tokens[i].word)) break;
      if ((after = work(i))) break;
    }
    // else someone's own place, no work of hers between: `you're in kindergarten`, `ואת בגן`, `I'm in school`
    for (let i = first - 1; !after && i >= Math.max(0, first - 4) && this.scope.linked(i, i + 1) && !work(i); i--)
      if (this.person(i)) return false;
    if (after) return true;
    for (let i = first - 1; i >= Math.max(0, first - WORK_WINDOW) && !apart(i, i + 1); i--) if (work(i)) return true;
    for (let i = last + 1; i < Math.min(tokens.length, last + WORK_WINDOW) && !apart(i - 1, i); i++)
      if (work(i)) return true;
    return false;
  }

  /** Whether a token of [first, last] names a school or kindergarten as a place. */
  private namesPlace(first: number, last: number): boolean {
    const { tokens } = this.scope;
    for (let i = first; i <= Math.min(last, tokens.length - 1); i++) if (place(tokens[i].word)) return true;
    return false;
  }

  /** A pronoun of a person at token i, a glued `and` read off (`ואת`); not Hebrew's object marker (`את הכיסאות`). */
  private person(i: number): boolean {
    const { tokens } = this.scope;
    const word = tokens[i].word;
    if (word === 'את' && tokens[i + 1]?.word.startsWith('ה')) return false;
    const bare = GLUED_BEFORE.has(word[0]) ? word.slice(1) : word;
    return OTHERS.has(word) || SPEAKER.has(word) || OTHERS.has(bare) || SPEAKER.has(bare);
  }

  /** Where her adult age told as now starts (`now she is 31`, `şimdi 31 yaşında`), or -1. */
  private adultNowAt(): number {
    this.nowAt ??= this.ages().reduce(
      (at, a) => (a.value >= 18 && a.value <= 120 && a.at > at && toldAsNow(this.text, a.at, a.end) ? a.at : at),
      -1,
    );
    return this.nowAt;
  }

  /**
   * An age with a particle of time after it (`14살에`): her past before her adult age now (`33살인 지금은`),
   * or the speaker's own in a sentence that ends in the past with nobody named before it (`12歳で東京に引っ越した`).
   */
  private thenBeforeNow(first: number, end: number, at: number): boolean {
    if (end < 0 || !thenAfterAt(this.text, end)) return false;
    return this.adultNowAt() > end || (at >= 0 && sentenceInPast(this.text, end) && this.scope.nobodyBefore(first, at));
  }

  /** An age at [first, end) told in a clause of its own before her adult age now: `at 15 she moved; now she is 31`. */
  private beforeNow(first: number, end: number): boolean {
    const now = end >= 0 ? this.adultNowAt() : -1;
    if (now < 0 || end > now) return false;
    return !toldAsNow(this.text, this.scope.tokens[first]?.start ?? end, end) && clauseBefore(this.scope, first, now);
  }

  /**
   * A past age or word (or an age told as then, `then`) passes in chat, character texts and replies, never
   * in a picture prompt, nor when the text asks her to act out or describe that time; the speaker's own past
   * stays theirs when the ask comes after it, in a clause that names only the speaker (`when I was 15 I broke
   * my arm, tell me about your day`). `at`: where an age's number stands (a Thai past phrase runs into it).
   */
  pastPasses(first: number, end = -1, then = false, at = -1): boolean {
    if (this.mode === 'prompt' || !this.pastHolds(first, end, then, at)) return false;
    // asked to act out or describe that time: read only when something past is found
    const ask = (this.actOutAt ??= firstAsk(this.text));
    if (ask < 0) return true;
    return ask > (this.scope.tokens[first]?.start ?? 0) && speakerOnly(this.scope, first, this.scope.herPast);
  }

  /** Whether the word or age at `first` is told as a past that passes, an ask to act it out aside. */
  private pastHolds(first: number, end: number, then: boolean, at: number): boolean {
    const past =
      this.scope.pastOf(first, at) ??
      (end >= 0 && this.scope.pastAfter(end) ? 'own' : null) ??
      (end >= 0 && this.scope.articlePast(first, end) ? 'her' : null);
    // told as then, before her age now, or beside her adult age in a clause that ends with a verb in the past
    // (`16 yaşında İstanbul'a taşınmış,`)
    if (!past)
      return (
        then ||
        this.beforeNow(first, end) ||
        this.thenBeforeNow(first, end, at) ||
        (end >= 0 && this.adult() && clauseInPast(this.text, end))
      );
    // a past age with the speaker as the subject right after it is the speaker's own (`в 12 лет я переехал`),
    // and so is one the speaker's possessive stands before, told as past after it (`আমার বয়স ১৫ ছিল`)
    if (past === 'own' || this.adult()) return true;
    // in chat, a past age in a clause with the speaker in it and nobody else is the person's own (`mit 16 hab ich…`)
    if (this.mode === 'chat' && end >= 0 && speakerOnly(this.scope, first, this.scope.herPast)) return true;
    if (end >= 0 && (this.scope.speakerAfter(end) || this.scope.speakerVerb(end))) return true;
    return end >= 0 && this.scope.ownJustBefore(first) && this.scope.pastAfter(end);
  }
}
