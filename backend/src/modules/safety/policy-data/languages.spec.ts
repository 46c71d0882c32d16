import { foldData } from '../normalize';
import { LANGUAGES } from '.';

/** SAFETY.md section 1, Languages: every one has its own data file. */
const SAFETY_LANGUAGES = [
  'en',
  'es',
  'pt',
  'fr',
  'de',
  'it',
  'nl',
  'pl',
  'ru',
  'uk',
  'cs',
  'ro',
  'sv',
  'el',
  'tr',
  'ar',
  'fa',
  'he',
  'hi',
  'ur',
  'bn',
  'id',
  'ms',
  'tl',
  'vi',
  'th',
  'ja',
  'zh',
  'ko',
];

/** Scripts without spaces: ages in their digits and words are read by substrings and ages.ts, not number words. */
const NO_NUMBER_WORDS = ['ja', 'zh', 'ko'];

/**
 * Number words left out because ages.ts reads the number words of every language after a word for a
 * girl and before an age unit of any language, where these are common words of another language. Each
 * file says so where its number words are, and where it can, reads that age with a pattern of its own.
 */
const NUMBER_GAPS: Record<string, number[]> = {
  es: [3], // tres: French `très` (`fille très jolie`)
  pt: [1, 3], // um: `menina um pouco`; tres: French `très`
  fr: [1], // un: `fille un peu`
  it: [2, 6], // due: English `due an`; sei: `ragazza, sei bella`
  nl: [1], // een: the article
  tr: [1], // bir: the article
  sv: [6], // sex
  vi: [2], // hai: Italian `hai` (you have)
  id: [5], // lima: the city (`chica de Lima`)
  ms: [5],
  tl: [5],
};

const REGEX_FIELDS = ['patterns', 'ageUnits', 'substrings', 'durationBefore', 'durationAfter'] as const;

describe('policy languages', () => {
  it('registers every language SAFETY.md lists', () => {
    expect(Object.keys(LANGUAGES).sort()).toEqual([...SAFETY_LANGUAGES].sort());
  });

  describe.each(SAFETY_LANGUAGES)('%s', (code) => {
    const lang = LANGUAGES[code];

    it('has number words for one to seventeen (or reads its ages as substrings)', () => {
      if (NO_NUMBER_WORDS.includes(code)) {
        expect(lang.substrings?.length).toBeGreaterThan(0);
        return;
      }
      const values = new Set(Object.values(lang.numbers ?? {}));
      const gaps = NUMBER_GAPS[code] ?? [];
      const missing = Array.from({ length: 17 }, (_, i) => i + 1).filter((n) => !values.has(n) && !gaps.includes(n));
      expect(missing).toEqual([]);
      // and adult ages in words, twenty to ninety-nine (tens.ts)
      for (const value of values) expect(value >= 1 && value <= 99).toBe(true);
    });

    it('has age units (or, without spaces, substrings), roles, relations and glue', () => {
      if (!NO_NUMBER_WORDS.includes(code)) expect(lang.ageUnits?.length).toBeGreaterThan(0);
      expect(lang.roles?.length).toBeGreaterThan(10);
      expect(lang.relations?.length).toBeGreaterThan(5);
      expect(lang.glue?.length).toBeGreaterThan(5);
      expect(lang.ownPast?.length).toBeGreaterThan(0);
      expect(lang.herPast?.length).toBeGreaterThan(0);
    });

    it('keeps its chat-safe words among its terms', () => {
      for (const word of lang.chatSafe ?? []) expect(lang.terms).toContain(word);
    });

    it('writes its data in lower case', () => {
      const words = [...lang.terms, ...(lang.roles ?? []), ...(lang.relations ?? []), ...(lang.glue ?? [])];
      for (const word of words) expect(word).toBe(word.toLowerCase());
    });
  });

  describe('every regex source', () => {
    // the engine compiles each source folded (foldData); both forms are checked
    const sources = [
      ...new Set(
        SAFETY_LANGUAGES.flatMap((code) =>
          REGEX_FIELDS.flatMap((field) => (LANGUAGES[code][field] ?? []).flatMap((s) => [s, foldData(s)])),
        ),
      ),
    ];

    it('compiles with the u flag', () => {
      const broken = sources.filter((source) => {
        try {
          new RegExp(source, 'u');
          return false;
        } catch {
          return true;
        }
      });
      expect(broken).toEqual([]);
    });

    // linear time: test/policy-redos.test.ts sweeps every pattern the engine compiles from these sources
  });
});
