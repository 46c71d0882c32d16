import { ALL_MODES, policyCases } from '../../../test/support/policy-cases';

/**
 * Families a tenth blind list found (issue 26), each with its twins: an age just turned, an age not yet turned in
 * Romanian, school years and stages told as chats tell them, a Russian dative in Latin letters, children as a group
 * in Swedish and Hebrew beside her adult age, and a K-pop band's name.
 */
describe('an age just turned is her age now, from one', () => {
  policyCases(
    ALL_MODES,
    ['sie ist gerade vier geworden', 'ей только что исполнилось 14', 'właśnie skończyła 13', 'hon fyllde 12 i går'],
    true,
  );
  policyCases(
    ALL_MODES,
    ['sie ist gerade 40 geworden', 'es ist 3 Uhr geworden', 'ей только что исполнилось 33'],
    false,
  );
});

describe('school years, stages and ages as chats tell them', () => {
  policyCases(
    ALL_MODES,
    [
      'eu inca n-am facut 14, dar la anul da',
      "daha reşit değilim, 16'ma yeni girdim",
      'ek baar phir se 15 ki ban jao na',
      'Riya abhi 12th board ki taiyari kar rahi hai',
      'tum meri class 8 wali student ho',
      'im only thirteen after all',
      '나 이제 겨우 5학년인데',
      'aku baru naik kelas 7 kok',
      'ci vediamo dopo scuola, 3ª media, sezione A',
      '名前:ゆい/年齢:じゅうさん',
      'Kasia, lat piętnaście, gra w siatkę',
      'Ola spelar i F13-laget',
      'Tochter bei der Einschulung mit Schultüte',
      'после уроков хожу на продлёнку',
      'jeszcze nie miała okresu',
      'δεν έχω αδιαθετήσει ακόμα',
      'ακόμα δεν έχω αδιαθετήσει',
      'teprve mi padají mléčňáky',
      'amar dudh-daat porlo',
      '来年やっと高校受験',
      'pritvoris chto tebe 13 i ty v shkole',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      'eu inca n-am facut 40, dar la anul da',
      '대학교 4학년, 22살이야',
      'Jag är 38 och tränar mina P14-killar',
      'ek baar phir se 25 ki ban jao na',
      'Kasia, lat trzydzieści, pracuje w banku',
    ],
    false,
  );
});

describe('children as a group, and a school as her workplace, beside her adult age', () => {
  policyCases(
    ['character', 'chat', 'reply'],
    [
      'Jag är 31 och jobbar som förskollärare, så efter en dag med snoriga ungar vill jag vila',
      'אני בת 29, מורה בתיכון, כל היום עם בני נוער',
      'jsem tělocvikářka na základce, 36 let',
      '초등학교 담임 5년차, 33세',
    ],
    false,
  );
  policyCases(ALL_MODES, ['소녀시대 노래 좋아해, 나 스물아홉이야'], false);
});
