/**
 * Birthdays with their number (`zum 14. Geburtstag`, `14. narozeniny`, `14. yaş günü`, `il suo 14° compleanno`,
 * `su cumpleaños número 14`): the birthday's number is her age. Regex sources, folded by the engine.
 */
export const BIRTHDAY_WORDS =
  'birthday|bday|b-day|geburtstag|narozeniny|narozky|yaş günü|doğum günü|compleanno|cumpleaños|anniversaire|aniversário|aniversario|aniversare|zi de naștere|urodziny|verjaardag|födelsedag|день рождения|днюха|днюху|день народження|γενέθλια|ulang tahun|kaarawan|sinh nhật';

/** What follows a number written as an ordinal in those languages: `14.`, `14th`, `14e`, `14°`, `14-й`, `14-a`. */
export const ORDINAL_MARK = '(?:\\.|st|nd|rd|th|e|de|ste|er|eme|º|°|ª|o|a|-?(?:й|я|го|ого|ый|ой|и|ти)|-?(?:a|lea|ea))?';

/** The words that put the number after the birthday: `cumpleaños número 14`, `anniversaire n° 14`. */
export const NUMBER_AFTER = '(?:número|numero|nr|no|n°|n|#)';
