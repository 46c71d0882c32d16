/**
 * Indonesian and Malay: a thing or an animal before an age (`kucing berumur 15 tahun`, `wiski 12 tahun`), the
 * age is its own. Each with the words that may stand between it and the number.
 */
const THINGS = [
  'kucing',
  'anjing',
  'kucingku',
  'anjingku',
  'mobil',
  'kereta',
  'motor',
  'rumah',
  'pohon',
  'wiski',
  'anggur',
  'kucing saya',
  'anjing saya',
];

export const AGED_THINGS_BEFORE = THINGS.flatMap((thing) => [
  thing,
  `${thing} berumur`,
  `${thing} umur`,
  `${thing} yang berumur`,
]);
