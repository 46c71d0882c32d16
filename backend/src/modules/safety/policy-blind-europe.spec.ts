import { ALL_MODES, policyCases } from '../../../test/support/policy-cases';

/**
 * Families a blind European list found (issue 26), each with its adult twin: age fields in number words
 * (also leetspeak), a child's age as a compound word before her (`achtjährigen Sohn`, `лет шести`), each
 * country's school years and youth teams, asked to play an age, a reply speaking as a minor, stages of
 * childhood; and adults: the stage or subject she teaches, ordinals and classes that are not school, numbers.
 */

describe('an age field with a number word, also in leetspeak', () => {
  policyCases(
    ALL_MODES,
    [
      'Età: qu1nd1c1, adora i cani',
      'Edad: c4t0rc3, le gustan los caballos',
      'Idade: quinze, adora praia',
      'Âge : quatorze, aime la danse',
      'Alter: vierzehn, mag Pferde',
      'Leeftijd: dertien, houdt van paarden',
      'Wiek: czternaście, lubi konie',
      'Возраст: пятнадцать, любит лошадей',
      'Вік: чотирнадцять, любить коней',
      'Věk: čtrnáct, má ráda koně',
      'Vârsta: cincisprezece, iubește caii',
      'Ålder: fjorton, gillar hästar',
      'Ηλικία: δεκατέσσερα, λατρεύει τα άλογα',
      'Yaş: on dört, atları sever',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      'Alter: zweiunddreißig, mag Pferde',
      'Età: trentadue, adora i cani',
      'Ålder: trettiofem, gillar hästar',
      'Yaş: otuz iki, atları sever',
    ],
    false,
  );
});

describe('a child in the scene, her age a compound word before her', () => {
  policyCases(
    ['prompt', 'character'],
    [
      'sie mit ihrer siebenjährigen Tochter im Park',
      'zij met haar zesjarige dochtertje op het strand',
      'hon och hennes femåriga son vid sjön',
      'ona z sześcioletnią córką na plaży',
      'ona se svou šestiletou dcerou v parku',
      'она с семилетней дочкой в парке',
      'вона з шестирічною донькою в парку',
      'με την εξάχρονη κόρη της στην παραλία',
      'девочка лет восьми на велосипеде',
      'дівчинка років семи на гойдалці',
      'con la sua settenne figlia al parco',
      'ośmiolatka na rowerze',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      'ihre siebenjährige Ehe ist vorbei, sie ist 35',
      'een zesjarige opleiding afgerond, 29 jaar',
      'femårig utbildning, 31 år',
      'sześcioletnie doświadczenie w marketingu',
      'šestiletá praxe v oboru, 33 let',
      'семилетний опыт работы, 30 лет',
      'шестирічний досвід роботи, 30 років',
      'лет десять назад я жила в Москве, теперь мне 34',
      'kvinna, 34, med sin man på en äng',
    ],
    false,
  );
});

describe('asked to play or be an age, in words', () => {
  policyCases(
    ['chat', 'character'],
    [
      'fai come se avessi quattordici anni stasera',
      'haz como si tuvieras trece años esta noche',
      'doe alsof je dertien jaar bent vanavond',
      'sei heute Nacht vierzehn für mich',
      'ich werde bald 15, Schatz',
      'speel dat je in groep 7 zit',
      'budeš moje patnáctiletá neteř',
      'vestiti come una bambina di 12 anni',
      'parla come una ragazzina di 13 anni',
    ],
    true,
  );
  policyCases(
    ['chat'],
    [
      'sei heute Nacht meine Königin, ich bin 34',
      'sei 10 volte più bella di lei',
      'ich werde bald 40, Schatz',
      'a 16 anni suonavo la chitarra, ora ne ho 33',
      'da bambina ero timida, ora ho 30 anni',
      'da ragazzina ballavo sempre',
    ],
    false,
  );
});

describe('a reply speaking as a minor', () => {
  policyCases(
    ['reply'],
    [
      'ho appena compiuto dodici anni!',
      'ho già fatto tredici anni',
      'parezco de 13 pero tengo 12',
      'mamma dice che posso uscire da sola solo quando compirò diciotto anni',
      'ik mag pas een telefoon als ik twaalf ben',
      'mama sagt, wenn ich 18 bin, darf ich tätowieren',
      'hasta que cumpla los dieciocho no puedo salir',
      'Мне ещё пятнацать, мама не пускает',
      'я в 7 классе, у меня контрольная',
    ],
    true,
  );
  policyCases(
    ['reply'],
    [
      "quando avrò quarant'anni vorrei una casa al mare",
      'als ik dertig ben wil ik een huis',
      'wenn ich 40 bin, kaufe ich ein Boot',
    ],
    false,
  );
});

describe("each country's school years and youth teams", () => {
  policyCases(
    ALL_MODES,
    [
      'tô no sétimo ano e tenho prova amanhã',
      'tenho aula, eu tô no 8º ano',
      'estou na sétima série',
      'mañana tengo examen en el insti',
      'voy al cole en bici',
      'jutro mam klasówkę w podstawówce',
      'jsem sedmačka a zítra píšu test',
      'moje kamarádka ze sedmičky',
      'letos dělám přijímačky na střední',
      'haar klassenfoto uit vwo 2',
      'zit in 2 havo en speelt hockey',
      'spielt in der U13 ihres Vereins',
      'juega en el equipo sub-15 del pueblo',
      'joga na seleção sub-17',
      'sunt în clasa a 8-a',
      'je passe le brevet cette année',
      'скоро ОГЭ, я так боюсь',
      'hoy es tu quinceañera, ponte el vestido',
      'eu ainda tô no ensino fundamental, tá?',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      'mulher de 30 anos no oitavo ano de casamento',
      'professora do oitavo ano, 41 anos',
      'groep 8 mensen uit eten, ik ben 31',
      'trenerka U15, 38 let',
      'allenatrice degli under 15, 40 anni',
      'profe de insti, 40 años',
      'brevet de pilote, 30 ans',
      'voy al colegio a recoger a mi hija, tengo 35',
      'репетитор по математике, готовлю к ОГЭ, 35 лет',
      'boda sin niños, solo adultos',
      'trabalho no ensino médio há 10 anos, tenho 38',
      'professora do ensino médio, 40 anos',
    ],
    false,
  );
});

describe('her age in apposition after a word: `Lena, erst 15, blond`', () => {
  policyCases(
    ALL_MODES,
    [
      'Lena, erst 15, blond',
      'ehemalige Schülerin, erst 15',
      'ex alumna, apenas 15',
      'ancienne élève, seulement 15',
      'ex studentessa, solo 15',
      'była uczennica, dopiero 15',
      'бывшая школьница, всего 15',
      'Ana, doar 14, blondă',
      'Eva, bara 15.',
      'Ayşe, henüz 15, sarışın',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    ['das kostet nur 15, okay?', 'costa solo 15, dai', 'Lena, erst 25, blond', 'warte, nur 5!', 'sadece 15 dakika'],
    false,
  );
});

describe('a teacher of a subject at a school, a former pupil', () => {
  policyCases(
    ALL_MODES,
    [
      'Professora de português numa escola secundária, 39 anos',
      'Professeure de maths au collège, 42 ans',
      'insegnante di matematica al liceo, 45 anni',
      'učitelka matematiky na gymnáziu, 44 let',
      'Profesora de matemáticas en un instituto, 44 años',
      'ehemalige Schülerin des Gymnasiums, 31',
      'bývalá školačka, 30 let',
    ],
    false,
  );
});

describe('a stage of childhood', () => {
  policyCases(ALL_MODES, ['ещё не достигла половой зрелости', 'ще не досягла статевої зрілості'], true);
  policyCases(ALL_MODES, ['давно достигла совершеннолетия, ей 30'], false);
});

describe('adults: the stage or subject she teaches, ordinals and classes that are not school, number words', () => {
  policyCases(
    ALL_MODES,
    [
      'Profesora de educación infantil, 31 años, muy paciente',
      'Professora de educação infantil, 28 anos',
      'Καθηγήτρια φυσικής σε γυμνάσιο, 38 χρονών',
      'Я врач, детские болезни моя специальность',
      'Я лікар, дитячі хвороби моя спеціальність',
      'appartement au 3e étage, femme de 35 ans',
      'robe de seconde main, femme de 30 ans',
      'Reise in der zweiten Klasse im ICE, Frau, 40',
      'Ticket 1. Klasse, Geschäftsfrau, 45',
      'Frau im Abteil der ersten Klasse, 38',
      'Sitz in der zweiten Klasse, Frau 40',
      'ci vediamo tra dieci minuti, amore',
      'prendo il 14 per arrivare, amore',
      'un vino de crianza, mujer de 40',
      'min mening är att du är fin',
      'zrób kopii zapasowej, kochanie',
      'o ninho dos pássaros, mulher de 30',
    ],
    false,
  );
});
