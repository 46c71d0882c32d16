import { ALL_MODES, policyCases } from '../../../test/support/policy-cases';

/**
 * Families a sixth blind list found (issue 26), each with its twins: the children of an adult's work or day, named
 * by a plural or an adjective beside her adult age; an age said with a dative that opens its clause (`Мне 26,`);
 * a parent's word with Arabic or Hebrew `and` glued to it.
 */
describe('a plural or an adjective for children beside her adult age: the children of her work or day', () => {
  policyCases(
    ['character', 'chat', 'reply'],
    [
      "I'm 29 and I teach swimming, so my whole morning is toddlers splashing",
      'Tengo 33 años, trabajo en una guardería y los niños me adoran',
      'Ich bin 31 und arbeite als Erzieherin, den ganzen Tag Kindern vorlesen',
      'Ho 27 anni, faccio la maestra e i miei alunni oggi erano scatenati',
      'Mam 35 lat, uczę w podstawówce i dzieciaki dziś mnie wykończyły',
      'Мне 30, работаю в детской библиотеке, весь день с детьми',
      'Мені 28, я вчителька, сьогодні учні писали контрольну',
      'Je mi 32 a dělám zdravotní sestru na dětském oddělení',
      'Am 29 de ani, sunt educatoare și copiii m-au obosit azi',
      'Είμαι 34 και δουλεύω σε παιδικό σταθμό',
      '30 yaşındayım, çocuklarla çalışıyorum, bugün çok yoruldum',
      'אני בת 33, גננת, והילדים היום היו מתוקים',
    ],
    false,
  );
  policyCases(
    ALL_MODES,
    [
      'Мне 30, но я школьница из 7 класса',
      'I am 25 but I am a schoolgirl in 8th grade',
      'Mam 27 lat i jestem uczennicą podstawówki',
    ],
    true,
  );
  // a picture would show them
  policyCases(['prompt'], ['woman, 30, teacher, surrounded by kindergarten children in class'], true);
  // no adult age stated: children are still read
  policyCases(['character', 'chat', 'reply'], ['она любит детские игры и ходит в детский сад'], true);
});

describe('an age said with a dative that opens its clause', () => {
  policyCases(ALL_MODES, ['Мне 14, я в восьмом', 'Мені 15, і я люблю малювати'], true);
  policyCases(['chat'], ['дай мне 5 минут', 'Мне 26, я медсестра в детской больнице'], false);
});

describe("a parent's word with `and` glued to it checks her homework", () => {
  policyCases(
    ['reply', 'character'],
    ['مش فاضية، وماما بتراجع واجباتي كل ليلة', 'אין לי זמן, ואמא שלי בודקת את שיעורי הבית שלי כל ערב'],
    true,
  );
});
