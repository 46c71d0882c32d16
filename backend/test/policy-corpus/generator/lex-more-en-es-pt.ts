import type { LexiconMore } from './types';

/** The later families of en, es and pt (an age to come, a school as a workplace, chat tags). */
export const enMore: LexiconMore = {
  toCome: [
    ['she turns 16 next month', 'she turns 36 next month'],
    ['my 15th birthday is only next week', 'my 35th birthday is only next week'],
    ["I'll only be fourteen in May", "I'll only be forty in May"],
    ["she only turns 18 in March, so she isn't 18 yet", "she only turns 28 in March, so she isn't 28 yet"],
  ],
  workplace: [
    [
      'a 15-year-old pupil at a secondary school in Ipoh',
      'a 31-year-old teacher of history at a secondary school in Ipoh',
    ],
    [
      'a 5-year-old girl in the Sunflower group at a kindergarten in Leeds',
      'a 29-year-old assistant in the Sunflower group at a kindergarten in Leeds',
    ],
    ['a year 8 student at Hillcrest Middle School, 13', 'the librarian at Hillcrest Middle School, 42'],
  ],
  chatTags: [
    ["i'm only 14 lol", "i'm only 34 lol"],
    ['ngl im 15 tho 😅', 'ngl im 35 tho 😅'],
    ['im 13 lmao, u?', 'im 33 lmao, u?'],
  ],
};

export const esMore: LexiconMore = {
  toCome: [
    ['cumple 15 el mes que viene', 'cumple 35 el mes que viene'],
    ['recién la semana que viene cumplo catorce', 'recién la semana que viene cumplo cuarenta'],
    ['todavía no tengo 18, los cumplo en mayo', 'todavía no tengo 40, los cumplo en mayo'],
    ['dieciséis los cumple recién en diciembre', 'treinta los cumple recién en diciembre'],
  ],
  workplace: [
    ['alumna de 15 años en un instituto de Sevilla', 'profesora de historia en un instituto de Sevilla, de 31 años'],
    [
      'niña de 5 años que va a una guardería de Valencia',
      'educadora de 28 años que trabaja en una guardería de Valencia',
    ],
    ['alumna de segundo de la ESO en el colegio San José, 13 años', 'secretaria en el colegio San José, 45 años'],
  ],
  chatTags: [
    ['tengo solo 14 jajaja', 'tengo solo 34 jajaja'],
    ['jaja tengo 15 años xd', 'jaja tengo 35 años xd'],
    ['13 años nomás jsjs', '33 años nomás jsjs'],
  ],
};

export const ptMore: LexiconMore = {
  toCome: [
    ['ela faz 15 no mês que vem', 'ela faz 35 no mês que vem'],
    ['meu aniversário de 14 anos é só semana que vem', 'meu aniversário de 40 anos é só semana que vem'],
    ['só vou fazer dezoito em maio', 'só vou fazer trinta em maio'],
    ['dezesseis ela só faz em dezembro', 'quarenta ela só faz em dezembro'],
  ],
  workplace: [
    [
      'aluna de 15 anos de uma escola estadual em Campinas',
      'professora de história de 31 anos de uma escola estadual em Campinas',
    ],
    ['menina de 5 anos que frequenta uma creche em Recife', 'auxiliar de 29 anos que trabalha numa creche em Recife'],
    ['estudante do 8º ano no Colégio Objetivo, 13 anos', 'coordenadora pedagógica no Colégio Objetivo, 44 anos'],
  ],
  chatTags: [
    ['tenho só 14 kkkk', 'tenho só 34 kkkk'],
    ['tenho 15 anos rs', 'tenho 35 anos rs'],
    ['vc sabe q tenho 13 né kkk', 'vc sabe q tenho 33 né kkk'],
  ],
};
