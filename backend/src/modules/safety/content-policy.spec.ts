import { HttpStatus, UnprocessableEntityException } from '@nestjs/common';

import { MESSAGES, PRESETS, SUGGESTIONS } from '../../contracts';
import { ADULT_PHRASE, portraitPrompt, PRESET_PHRASES } from '../girls/prompts';
import { assertAdultContent, violatesAdultPolicy, WARM_UP_TEXT } from './content-policy';

const LISTED = [
  'child',
  'children',
  'kid',
  'kids',
  'teen',
  'teens',
  'teenage',
  'teenager',
  'underage',
  'under-age',
  'minor',
  'minors',
  'preteen',
  'pre-teen',
  'tween',
  'juvenile',
  'infant',
  'toddler',
  'baby-faced',
  'loli',
  'lolita',
  'shota',
  'jailbait',
  'schoolgirl',
  'school girl',
  'little girl',
  'young girl',
  'elementary',
  'middle school',
  'junior high',
  'high school',
];

const INFLECTIONS = [
  'kiddo',
  'kiddos',
  'kiddie',
  'teenagers',
  'teenaged',
  'tweens',
  'toddlers',
  'infants',
  'juveniles',
  'lolis',
  'lolicon',
  'shotacon',
  'schoolgirls',
  'little girls',
  'young girls',
  'baby faced',
  'baby face',
  'babyface',
  'childlike',
  'child-like',
  'high schooler',
  'middle schooler',
  'underaged',
  'jail bait',
  'pre teens',
  'newborn',
  'kindergarten',
];

const DISGUISES = [
  't33n',
  't.e.e.n',
  'teeeen',
  'T E E N',
  'Téén',
  'k1d',
  'l0li',
  'sch00lgirl',
  'high-school',
  'highschool',
  'High_School',
  't-e-e-n',
  't_e_e_n',
  'T. E. E. N.',
  'tEeN',
  'TEEN',
  'k!ds',
  '7een',
  'te-en',
  'ｔｅｅｎ',
  '𝐭𝐞𝐞𝐧',
  'tе\u0435n' /* Cyrillic e */,
  't\u200Been',
  'chilld',
  'kidd',
  'l o l i',
  'j4ilb4it',
  'sh0t@',
  'pr3-t33n',
  'l i t t l e girl',
  'little g.i.r.l',
  'young  girl',
  'little-girl',
  'babyfaced',
  'miiinor',
  'MINORS',
  'Jüvénile',
  'a t e e n',
  'lolitaaa',
  'schoooolgirl',
  'teen!',
  'teen.',
  '(teen)',
  '"kid"',
  "kid's",
  'tee\u00ADn',
];

const LOOK_ALIKES = [
  'skidding',
  'kidney',
  'minority report',
  'Minorca',
  'babysitter',
  'infantry',
  'schoolteacher',
  'in her twenties',
  '25 years old',
  'age 30',
  'petite woman',
  'young woman',
  'girl next door',
  'college girl',
  'mature',
  'milf',
  'kidnapped',
  'skid row',
  'Mini dress',
  'baby blue eyes',
  'between the sheets',
  'teal dress',
  'ten candles',
  'tennis court',
  'a 1970s style',
  'born in 1999',
  '18 years old',
  'barely 18',
  'just turned 18',
  'size 4 dress',
  '5 years ago',
  'a 24 year old woman',
  'twenty-two years old',
  'thirty-one year old',
  'she is 5\'4"',
  'Kinder chocolate',
  'mini skirt',
  'stage 2 lighting',
  'image 5',
  'high heels',
  'middle aged',
  'childhood home',
  'girlfriend',
  'her little dog',
  'young at heart',
  'schoolyard at night',
  'littlest details',
  'adult woman',
  ADULT_PHRASE,
  'a set of 3 photos',
  'grade A leather',
  'high-grade silk',
  'a woman of 30',
  'a lady of 45',
  'one of 2 pictures',
];

describe('violatesAdultPolicy', () => {
  it.each([...LISTED, ...INFLECTIONS])('refuses "%s" alone and inside a sentence', (word) => {
    expect(violatesAdultPolicy(word)).toBe(true);
    expect(violatesAdultPolicy(`a photo of a ${word}, smiling`)).toBe(true);
    expect(violatesAdultPolicy(word.toUpperCase())).toBe(true);
  });

  it.each(DISGUISES)('sees through the disguise "%s"', (text) => {
    expect(violatesAdultPolicy(text)).toBe(true);
  });

  it('refuses "teenage mutant" and "high schooler"', () => {
    expect(violatesAdultPolicy('teenage mutant')).toBe(true);
    expect(violatesAdultPolicy('a high schooler')).toBe(true);
  });

  it.each(Object.entries(SUGGESTIONS).flatMap(([field, list]) => list.map((s): [string, string] => [field, s])))(
    'allows the %s suggestion "%s"',
    (_field, suggestion) => {
      expect(violatesAdultPolicy(suggestion)).toBe(false);
    },
  );

  it.each(PRESETS)('allows the preset %s and its phrase', (preset) => {
    expect(violatesAdultPolicy(preset)).toBe(false);
    expect(violatesAdultPolicy(PRESET_PHRASES[preset].phrase)).toBe(false);
  });

  it('allows a portrait prompt built from every suggestion at once', () => {
    const all = (list: readonly string[]) => list.join(' ');
    const looks = {
      name: 'Rosebud',
      eyes: all(SUGGESTIONS.eyes),
      mouth: all(SUGGESTIONS.mouth),
      nose: all(SUGGESTIONS.nose),
      hair: all(SUGGESTIONS.hair),
      body: all(SUGGESTIONS.body),
      skin: all(SUGGESTIONS.skin),
    };
    expect(violatesAdultPolicy(`${portraitPrompt(looks, 'Anime')}, ${all(SUGGESTIONS.personality)}`)).toBe(false);
  });

  it.each(LOOK_ALIKES)('allows the adult phrasing "%s"', (text) => {
    expect(violatesAdultPolicy(text)).toBe(false);
  });

  // catastrophic backtracking would make this test hang until jest's timeout
  it('answers on long hostile input', () => {
    const hostile = [
      '1'.repeat(5000),
      'l1'.repeat(2500),
      't.'.repeat(5000),
      `${'1 '.repeat(2500)}years`,
      `${'-'.repeat(5000)}high${'.'.repeat(5000)}`,
    ];
    for (const text of hostile) expect(violatesAdultPolicy(text)).toBe(false);
  });
});

describe('assertAdultContent', () => {
  it('throws 422 with the adults-only message when any text violates', () => {
    const call = () => assertAdultContent('Emma', null, 'Green', undefined, 'a t33n in a bikini');
    expect(call).toThrow(UnprocessableEntityException);
    try {
      call();
    } catch (error) {
      const exception = error as UnprocessableEntityException;
      expect(exception.getStatus()).toBe(HttpStatus.UNPROCESSABLE_ENTITY);
      expect(exception.message).toBe(MESSAGES.adultsOnly);
      expect(exception.getResponse()).toMatchObject({ statusCode: 422, message: MESSAGES.adultsOnly });
    }
  });

  it('ignores null and undefined, and passes adult texts', () => {
    expect(() => assertAdultContent()).not.toThrow();
    expect(() => assertAdultContent(null, undefined)).not.toThrow();
    expect(() =>
      assertAdultContent('Emma', null, 'Petite', undefined, 'in elegant lingerie, seductive pose, bedroom'),
    ).not.toThrow();
  });
});

describe('words that are also names of Object properties', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'prototype', 'isPrototypeOf'])(
    'reads %s as a plain word',
    (word) => {
      for (const mode of ['prompt', 'chat', 'reply'] as const)
        expect(violatesAdultPolicy(`${word} of a 30 year old woman`, mode)).toBe(false);
      expect(violatesAdultPolicy(`${word}, she is 15`)).toBe(true);
    },
  );
});

describe('the warm-up text', () => {
  it.each(['prompt', 'chat', 'reply'] as const)(
    'is allowed in %s mode (the boot would otherwise compile on a refusal)',
    (mode) => {
      expect(violatesAdultPolicy(WARM_UP_TEXT, mode)).toBe(false);
    },
  );
});
