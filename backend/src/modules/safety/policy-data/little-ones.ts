/**
 * A daughter or a son named small, in every language (folded by the engine; a trailing `*` matches any ending):
 * a child of hers, refused in a picture (`s malou dcerkou na klíně`, `con su hijita en brazos`); in chat the
 * speaker's own pass as her family, like any listed word (scope.ts).
 */
export const LITTLE_ONES = [
  ...'hijito|hijitos|hija pequena|hijo pequeno|filhinho|filhinhos|figlioletta|figlioletto|figlia piccola'.split('|'),
  ...'lilla dotter|lille son|lillasyster'.split('|'),
  ...'coreczk*|synek|synka|synkiem|synkowi|dcerk*|dcerunk*|synacek|synackem|malou dcerkou|mala dcerka'.split('|'),
  ...'дочурк*|сынишк*|маленькой дочкой|маленькая дочка|донечк*|синочк*'.split('|'),
  ...'fetita mea|fetita ei|baiatul mic|κορουλα|κορουλα μου'.split('|'),
];
