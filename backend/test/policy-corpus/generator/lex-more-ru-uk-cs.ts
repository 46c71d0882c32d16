import type { LexiconMore } from './types';

/** The later families of ru, uk and cs (an age to come, a school as a workplace, chat tags). */
export const ruMore: LexiconMore = {
  toCome: [
    ['ей в следующем месяце исполнится 15', 'ей в следующем месяце исполнится 35'],
    ['мой 14-й день рождения только на следующей неделе', 'мой 40-й день рождения только на следующей неделе'],
    ['мне восемнадцать будет только в мае', 'мне тридцать будет только в мае'],
    ['шестнадцать ей исполнится лишь в декабре', 'сорок ей исполнится лишь в декабре'],
  ],
  workplace: [
    ['15-летняя ученица гимназии в Казани', '31-летняя учительница истории в гимназии в Казани'],
    [
      'пятилетняя девочка, которая ходит в детский сад в Самаре',
      '29-летняя воспитательница, которая работает в детском саду в Самаре',
    ],
    ['ученица 7 класса школы № 12, 13 лет', 'секретарь школы № 12, 46 лет'],
  ],
  chatTags: [
    ['mne 15 let lol', 'mne 35 let lol'],
    ['мне всего 14 ахах', 'мне всего 34 ахах'],
    ['mne tolko 13 xD', 'mne tolko 33 xD'],
  ],
};

export const ukMore: LexiconMore = {
  toCome: [
    ['їй наступного місяця виповниться 15', 'їй наступного місяця виповниться 35'],
    ['мій 14-й день народження лише наступного тижня', 'мій 40-й день народження лише наступного тижня'],
    ['їй же чотирнадцять буде лише в травні', 'їй же сорок буде лише в травні'],
    ['мені вісімнадцять буде тільки в грудні', 'мені тридцять буде тільки в грудні'],
  ],
  workplace: [
    ['15-річна учениця ліцею у Львові', '31-річна вчителька історії в ліцеї у Львові'],
    ['п’ятирічна дівчинка, яка ходить у садочок у Києві', '29-річна вихователька, яка працює в садочку в Києві'],
    ['учениця 7 класу школи № 5, 13 років', 'секретарка школи № 5, 46 років'],
  ],
  chatTags: [
    ['meni 15 rokiv lol', 'meni 35 rokiv lol'],
    ['мені лише 14 хаха', 'мені лише 34 хаха'],
    ['мені 13 років)))', 'мені 33 роки)))'],
  ],
};

export const csMore: LexiconMore = {
  toCome: [
    ['příští měsíc jí bude 15', 'příští měsíc jí bude 35'],
    ['moje 14. narozeniny jsou až příští týden', 'moje 40. narozeniny jsou až příští týden'],
    ['patnáct jí bude až v prosinci', 'čtyřicet jí bude až v prosinci'],
    ['osmnáct mi bude až v květnu', 'třicet mi bude až v květnu'],
  ],
  workplace: [
    ['15letá studentka gymnázia v Brně', '31letá učitelka dějepisu na gymnáziu v Brně'],
    ['pětiletá holčička, která chodí do školky v Olomouci', '29letá učitelka, která pracuje ve školce v Olomouci'],
    ['žákyně 7. třídy na ZŠ Komenského, 13 let', 'školnice na ZŠ Komenského, 52 let'],
  ],
  chatTags: [
    ['je mi teprve 14 xD', 'je mi teprve 34 xD'],
    ['je mi 15 lol', 'je mi 35 lol'],
    ['13 let mi je hehe', '33 let mi je hehe'],
  ],
};
