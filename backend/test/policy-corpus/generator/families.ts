/**
 * The families of SAFETY.md section 1, built from one lexicon for one mode. A refusal family yields pairs:
 * the refusal and its adult twin in the same frame and template (an adult age or an adult role in place of
 * the minor), so each family is tested both ways. The pass families yield adult texts alone.
 */
import { FULLWIDTH, inDigits, isLatin, keycap, leetVowels, MATH_BOLD, wordTricks } from './spelling';
import type { Entry, Lexicon, Mode, Pair } from './types';

export const REFUSE_AGES = [10, 11, 12, 13, 14, 15, 16, 17];
export const ADULT_AGES = [25, 27, 29, 31, 34, 37, 41, 45];

/** The pass family a refusal family's twins count under. */
const TWIN_FAMILY: Record<string, string> = {
  'school-level': 'adult-role',
  grade: 'adult-role',
  stage: 'adult-role',
  'youth-role': 'adult-role',
  'child-present': 'adult-role',
  workplace: 'adult-role',
};
const twinFamily = (family: string) => TWIN_FAMILY[family] ?? 'adult-age';

export const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));

type Sink = (entry: Entry) => void;

/** Builds the entries of one language in one mode. */
export class FamilyBuilder {
  constructor(
    private readonly lex: Lexicon,
    private readonly mode: Mode,
    private readonly sink: Sink,
  ) {}

  private emit(text: string, expect: Entry['expect'], family: string, twinOf?: string) {
    const entry: Entry = { text, mode: this.mode, expect, family, lang: this.lex.lang };
    if (twinOf) entry.twinOf = twinOf;
    this.sink(entry);
  }

  /** Subjects put into the mode's templates, taking turns. */
  private subjects(family: string, pairs: readonly Pair[]) {
    const templates = this.lex.templates[this.mode];
    pairs.forEach(([refuse, adult], i) => {
      const t = templates[i % templates.length];
      this.emit(fill(t, { s: refuse, name: this.lex.name }), 'refuse', family);
      this.emit(fill(t, { s: adult, name: this.lex.name }), 'pass', twinFamily(family), family);
    });
  }

  /** Whole messages, the same in every mode they run in. */
  private messages(family: string, pairs: readonly Pair[]) {
    for (const [refuse, adult] of pairs) {
      this.emit(refuse, 'refuse', family);
      this.emit(adult, 'pass', twinFamily(family), family);
    }
  }

  /** Frames with `{n}`: a refusal age and an adult age. */
  private aged(frames: readonly string[], ages: readonly (number | string)[], adults: readonly (number | string)[]) {
    return ages.map((n, i): Pair => [
      fill(frames[i % frames.length], { n, name: this.lex.name }),
      fill(frames[i % frames.length], { n: adults[i % adults.length], name: this.lex.name }),
    ]);
  }

  ageDigits() {
    const { age, digits } = this.lex;
    this.subjects('age-digits', this.aged(age, REFUSE_AGES, ADULT_AGES));
    if (digits) {
      const own = (n: number) => inDigits(n, digits);
      this.subjects('age-digits', this.aged(age, REFUSE_AGES.slice(2).map(own), ADULT_AGES.slice(2).map(own)));
    }
  }

  ageWords() {
    const { numbers, adultNumbers, wordAge, age } = this.lex;
    this.subjects('age-words', this.aged(wordAge ?? age, numbers, adultNumbers));
  }

  ageOdd() {
    const { odd, age, numbers, adultNumbers } = this.lex;
    const pairs = this.aged(odd, [12, 14, 15, 16, 13, 17], [26, 32, 38, 29, 44, 35]);
    pairs.push(...this.aged(age, ['12½', '15½'], ['27½', '33½']));
    if (isLatin(numbers[6])) {
      pairs.push(...this.aged(age, [leetVowels(numbers[6]), leetVowels(numbers[4])], adultNumbers.map(leetVowels)));
    }
    this.subjects('age-odd', pairs);
  }

  ageImplied() {
    this.subjects('age-implied', this.aged(this.lex.implied, [12, 15, 14, 16], [30, 34, 28, 40]));
  }

  words() {
    const { school, grade, stage, words, youth, present } = this.lex;
    this.subjects('school-level', school);
    this.subjects('grade', grade);
    this.subjects('stage', stage);
    this.subjects('youth-role', [...words, ...youth]);
    this.subjects('child-present', present);
  }

  spelling() {
    const { spell, age, digits } = this.lex;
    // digits of two sets in one number (fullwidth and the language's own) are a trick too
    const pairs: Pair[] = [];
    const tricks = spell.words.map((w) => wordTricks(w));
    const adultTricks = spell.adult.map((w) => wordTricks(w));
    for (let k = 0; k < tricks[0].length; k += 1) {
      // each trick on one of the words, taking turns; a trick that does not apply to it is left out
      const j = k % spell.words.length;
      const refuse = tricks[j][k][1];
      if (!refuse) continue;
      const adult = adultTricks[j][k][1] ?? spell.adult[j];
      pairs.push([fill(spell.frame, { w: refuse }), fill(spell.frame, { w: adult })]);
    }
    pairs.push(...this.aged(age, [inDigits(15, FULLWIDTH), keycap(14)], [inDigits(30, FULLWIDTH), keycap(34)]));
    pairs.push(...this.aged(age, [inDigits(13, MATH_BOLD)], [inDigits(31, MATH_BOLD)]));
    pairs.push(...this.aged(age, ['1\u200b5'], ['3\u200b5']));
    if (digits)
      pairs.push(
        ...this.aged(
          age,
          [inDigits(15, FULLWIDTH).replace('５', digits[5])],
          [inDigits(35, FULLWIDTH).replace('５', digits[5])],
        ),
      );
    this.subjects('spelling', pairs);
  }

  /** Requests that she be or play a minor, and to act out a past under 18: whole messages. */
  requests() {
    if (this.mode === 'chat' || this.mode === 'prompt') this.messages('request', this.lex.request);
    if (this.mode !== 'reply') this.messages('past-acted', this.lex.pastActed);
  }

  /** An age still to come and an age among chat tags: whole messages, in every mode. */
  ageMessages() {
    this.messages('age-to-come', this.lex.toCome);
    this.messages('chat-tags', this.lex.chatTags);
  }

  /** A pupil at a school, twinned with an adult whose work is there: subjects. */
  workplace() {
    this.subjects('workplace', this.lex.workplace);
  }

  /** The pass families, and past-stated (refused in a picture prompt). */
  adults() {
    const { roles, brand, pastOwn, pastStated, mustPass, chatSafe, templates, name } = this.lex;
    const t = templates[this.mode];
    roles.forEach((s, i) => this.emit(fill(t[i % 2], { s, name }), 'pass', 'adult-role'));
    brand.forEach((s, i) => this.emit(fill(t[i % 2], { s, name }), 'pass', 'brand'));
    mustPass.forEach((text) => this.emit(text, 'pass', 'must-pass'));
    const personal = this.mode === 'chat' || this.mode === 'character';
    if (personal) pastOwn.forEach((text) => this.emit(text, 'pass', 'past-own'));
    if (personal) pastStated.forEach((text) => this.emit(text, 'pass', 'past-stated'));
    if (this.mode === 'prompt') pastStated.forEach((text) => this.emit(text, 'refuse', 'past-stated'));
    if (this.mode === 'chat') chatSafe.forEach((text) => this.emit(text, 'pass', 'chat-safe'));
  }
}
