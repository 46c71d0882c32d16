/**
 * Number words from ten as chats type them in the Latin script (`tebe opyat trinadcat`, `shoonzdah salame`,
 * `ilikia dekapente`, `ani bat shesh esre`): merged into each language's `numbers` (index.ts), so every reader of
 * ages reads them. Several spellings each, as people transliterate; and Portugal's `dezasseis`.
 */
const words = (list: [string, number][]): Record<string, number> =>
  Object.fromEntries(list.flatMap(([spellings, value]) => spellings.split('|').map((w) => [w, value])));

export const ROMANIZED_NUMBERS: Record<string, Record<string, number>> = {
  // and European Portuguese spellings
  pt: words([
    ['dezasseis', 16],
    ['dezassete', 17],
  ]),
  ru: words([
    ['desyat|desiat', 10],
    ['odinnadcat|odinnadtsat', 11],
    ['dvenadcat|dvenadtsat', 12],
    ['trinadcat|trinadtsat', 13],
    ['chetyrnadcat|chetyrnadtsat', 14],
    ['pyatnadcat|pyatnadtsat|pjatnadcat', 15],
    ['shestnadcat|shestnadtsat', 16],
    ['semnadcat|semnadtsat', 17],
    ['vosemnadcat|vosemnadtsat', 18],
  ]),
  uk: words([
    ['odynadcyat|odynadtsiat', 11],
    ['dvanadcyat|dvanadtsiat', 12],
    ['trynadcyat|trynadtsiat', 13],
    ['chotyrnadcyat|chotyrnadtsiat', 14],
    ['pyatnadcyat|piatnadtsiat', 15],
    ['shistnadcyat|shistnadtsiat', 16],
    ['simnadcyat|simnadtsiat', 17],
  ]),
  fa: words([
    ['yazdah|yazda', 11],
    ['davazdah|davazda', 12],
    ['sizdah|sizda', 13],
    ['chahardah|chaharda', 14],
    ['panzdah|ponzdah|poonzdah|panzda', 15],
    ['shanzdah|shoonzdah|shunzdah|shanzda', 16],
    ['hefdah|hivdah|hefda', 17],
    ['hijdah|hejdah|hezhdah', 18],
  ]),
  el: words([
    ['enteka|enteca', 11],
    ['dodeka|dodeca', 12],
    ['dekatria', 13],
    ['dekatessera|dekatesera', 14],
    ['dekapente', 15],
    ['dekaexi|dekaeksi', 16],
    ['dekaepta|dekaefta', 17],
    ['dekaokto|dekaoxto|dekaohto', 18],
  ]),
  he: words([
    ['achat esre|ahat esre', 11],
    ['shteim esre|shtem esre', 12],
    ['shlosh esre', 13],
    ['arba esre', 14],
    ['chamesh esre|hamesh esre', 15],
    ['shesh esre', 16],
    ['shva esre|sheva esre', 17],
    ['shmone esre', 18],
  ]),
};
