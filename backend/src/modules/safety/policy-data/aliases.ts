/** Slang and sound-alike spellings read as the word they stand for, before the word lists are checked. */
export const ALIASES: Record<string, string> = {
  skool: 'school', skewl: 'school', skul: 'school', schol: 'school', gurl: 'girl', gurls: 'girls', grl: 'girl', grls: 'girls', gyrl: 'girl', gal: 'girl',
  kidz: 'kids', kiddz: 'kids', teenz: 'teens', chyld: 'child', lil: 'little', litle: 'little', yung: 'young', yng: 'young', skoolgirl: 'schoolgirl',
  skoolgurl: 'schoolgirl', lolli: 'loli', shcool: 'school', scool: 'school',
};
