import { violatesAdultPolicy } from './content-policy';

// ages written out, in every phrasing; words, disguises and adult look-alikes: content-policy.spec.ts
const AGE_TEMPLATES = [
  (n: string) => `${n} years old`,
  (n: string) => `${n} year old`,
  (n: string) => `${n}-year-old`,
  (n: string) => `${n}yo`,
  (n: string) => `${n} yo`,
  (n: string) => `${n} y.o.`,
  (n: string) => `${n} y/o`,
  (n: string) => `${n}yrs`,
  (n: string) => `${n} yrs old`,
  (n: string) => `${n} yr old`,
  (n: string) => `${n} years of age`,
  (n: string) => `age ${n}`,
  (n: string) => `aged ${n}`,
  (n: string) => `Age: ${n}`,
  (n: string) => `at the age of ${n}`,
  (n: string) => `a ${n} year-old woman`,
  (n: string) => `a girl of ${n}`,
  (n: string) => `a woman aged ${n}, smiling`,
];

describe('violatesAdultPolicy on ages', () => {
  it.each(['0', '1', '5', '9', '12', '13', '14', '15', '16', '17'])('refuses the age %s in every phrasing', (n) => {
    for (const phrase of AGE_TEMPLATES) expect([phrase(n), violatesAdultPolicy(phrase(n))]).toEqual([phrase(n), true]);
  });

  it.each(['one', 'five', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen'])(
    'refuses the number word %s',
    (n) => {
      for (const phrase of AGE_TEMPLATES)
        expect([phrase(n), violatesAdultPolicy(phrase(n))]).toEqual([phrase(n), true]);
    },
  );

  it.each([
    '18',
    '19',
    '21',
    '22',
    '25',
    '30',
    '45',
    '99',
    'eighteen',
    'twenty',
    'twenty-one',
    'twenty one',
    'thirty-five',
  ])('allows the age %s in every phrasing', (n) => {
    for (const phrase of AGE_TEMPLATES) expect([phrase(n), violatesAdultPolicy(phrase(n))]).toEqual([phrase(n), false]);
  });

  it.each([
    'she is 16',
    "she's 15, and shy",
    'girl, 16',
    'she looks 15',
    'I am 14!',
    'her 16th birthday',
    'her sixteenth birthday',
    '6 months old',
    'under 18',
    'almost 18 years old',
    '1 6 years old',
    'in 9th grade',
    'a 9th grader',
    'a ninth grader',
    'in grade 8',
    'a grade 7 student',
    '11th-grade girl',
    'sixteen-year-old',
    '15-yr-old',
    '16 yrs.',
    '17 Y/O',
    '１６ years old',
    'age14',
  ])('refuses the age phrasing "%s"', (text) => {
    expect(violatesAdultPolicy(text)).toBe(true);
  });
});
