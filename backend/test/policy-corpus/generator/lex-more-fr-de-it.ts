import type { LexiconMore } from './types';

/** The later families of fr, de and it (an age to come, a school as a workplace, chat tags). */
export const frMore: LexiconMore = {
  toCome: [
    ['elle aura 15 ans le mois prochain', 'elle aura 35 ans le mois prochain'],
    [
      "mon anniversaire de 14 ans, c'est seulement la semaine prochaine",
      "mon anniversaire de 40 ans, c'est seulement la semaine prochaine",
    ],
    ["je n'aurai dix-huit ans qu'en mai", "je n'aurai trente ans qu'en mai"],
    ["seize ans, elle ne les aura qu'en décembre", "quarante ans, elle ne les aura qu'en décembre"],
  ],
  workplace: [
    ['élève de 15 ans dans un lycée de Lyon', "prof d'histoire de 31 ans dans un lycée de Lyon"],
    [
      'petite fille de 5 ans inscrite dans une école maternelle de Lille',
      'ATSEM de 29 ans employée dans une école maternelle de Lille',
    ],
    ['collégienne en 4e au collège Jean-Moulin, 13 ans', 'surveillante au collège Jean-Moulin, 26 ans'],
  ],
  chatTags: [
    ["j'ai que 14 ans mdr", "j'ai que 34 ans mdr"],
    ['g 15 ans lol', 'g 35 ans lol'],
    ['13 ans jpp 😂', '33 ans jpp 😂'],
  ],
};

export const deMore: LexiconMore = {
  toCome: [
    ['sie wird nächsten Monat 15', 'sie wird nächsten Monat 35'],
    ['mein 14. Geburtstag ist erst nächste Woche', 'mein 40. Geburtstag ist erst nächste Woche'],
    ['ich werde erst im Mai achtzehn', 'ich werde erst im Mai dreißig'],
    ['sechzehn wird sie erst im Dezember', 'vierzig wird sie erst im Dezember'],
  ],
  workplace: [
    ['15-jährige Schülerin an einem Gymnasium in Köln', '31-jährige Geschichtslehrerin an einem Gymnasium in Köln'],
    [
      'fünfjähriges Mädchen, das in einen Kindergarten in Graz geht',
      '29-jährige Erzieherin, die in einem Kindergarten in Graz arbeitet',
    ],
    ['Schülerin der 8. Klasse an der Realschule Nord, 14', 'Sekretärin an der Realschule Nord, 47'],
  ],
  chatTags: [
    ['bin erst 14 lol', 'bin erst 34 lol'],
    ['bin 15 xD', 'bin 35 xD'],
    ['digga ich bin 13 😂', 'digga ich bin 33 😂'],
  ],
};

export const itMore: LexiconMore = {
  toCome: [
    ['compie 15 anni il mese prossimo', 'compie 35 anni il mese prossimo'],
    [
      'il mio quattordicesimo compleanno è solo la settimana prossima',
      'il mio quarantesimo compleanno è solo la settimana prossima',
    ],
    ['diciotto li faccio solo a maggio', 'trenta li faccio solo a maggio'],
    ['sedici anni li compie solo a dicembre', 'trentadue anni li compie solo a dicembre'],
  ],
  workplace: [
    ['studentessa di 15 anni in un liceo di Bologna', 'insegnante di storia di 31 anni in un liceo di Bologna'],
    [
      "bambina di 5 anni che va alla scuola dell'infanzia di Bari",
      "maestra di 29 anni che lavora alla scuola dell'infanzia di Bari",
    ],
    ['alunna di terza media alla scuola Dante Alighieri, 13 anni', 'segretaria alla scuola Dante Alighieri, 52 anni'],
  ],
  chatTags: [
    ['ho solo 14 anni ahahah', 'ho solo 34 anni ahahah'],
    ['ho 15 anni cmq xd', 'ho 35 anni cmq xd'],
    ['13 anni raga lol', '33 anni raga lol'],
  ],
};
