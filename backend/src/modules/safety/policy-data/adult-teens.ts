/**
 * Eighteen and nineteen in words (`achtzehn`, `dix-huit`, `هجده`, `delapan belas`): an adult age when said now, and
 * the age still to come that makes her younger (`ich werde erst im Mai achtzehn`). Merged into each language's
 * `numbers` with the tens (index.ts); the readers keep only values under 18 as minors.
 */
const teens = (eighteen: string, nineteen: string): Record<string, number> => ({
  ...Object.fromEntries(eighteen.split('|').map((w) => [w, 18])),
  ...Object.fromEntries(nineteen.split('|').map((w) => [w, 19])),
});

export const ADULT_TEENS: Record<string, Record<string, number>> = {
  en: teens('eighteen', 'nineteen'),
  es: teens('dieciocho', 'diecinueve'),
  pt: teens('dezoito', 'dezenove|dezanove'),
  fr: teens('dix-huit|dix huit', 'dix-neuf|dix neuf'),
  de: teens('achtzehn', 'neunzehn'),
  it: teens('diciotto', 'diciannove'),
  nl: teens('achttien', 'negentien'),
  pl: teens('osiemnaście', 'dziewiętnaście'),
  ru: teens('восемнадцать', 'девятнадцать'),
  uk: teens('вісімнадцять', "дев'ятнадцять|девятнадцять"),
  cs: teens('osmnáct', 'devatenáct'),
  ro: teens('optsprezece|optisprezece', 'nouăsprezece'),
  sv: teens('arton', 'nitton'),
  el: teens('δεκαοκτώ|δεκαοχτώ', 'δεκαεννέα|δεκαεννιά'),
  tr: teens('on sekiz', 'on dokuz'),
  ar: teens('ثمانية عشر|ثماني عشرة|الثامنة عشرة|الثامنة عشر', 'تسعة عشر|تسع عشرة|التاسعة عشرة'),
  fa: teens('هجده|هیجده|هژده', 'نوزده'),
  he: teens('שמונה עשרה|שמונה עשר', 'תשע עשרה|תשעה עשר'),
  hi: teens('अठारह|atharah|athara', 'उन्नीस|unnis|unees'),
  ur: teens('اٹھارہ', 'انیس'),
  bn: teens('আঠারো|আঠার', 'উনিশ'),
  id: teens('delapan belas', 'sembilan belas'),
  ms: teens('lapan belas', 'sembilan belas'),
  tl: teens('labing-walo|labingwalo|labing walo|disiotso', 'labing-siyam|labingsiyam|labing siyam|disinuwebe'),
  vi: teens('mười tám', 'mười chín'),
  ko: teens('열여덟|십팔', '열아홉|십구'),
};
