import { ALL_MODES, policyCases } from '../../../test/support/policy-cases';

/**
 * Families a second blind European list found, each with its twins: looks an age, her real age after
 * another, her past age asked about; and adults: work with children, relations to teens, brand and title
 * names, the words people address each other with and saying one is not a child.
 */

describe('looks an age', () => {
  policyCases(
    ['character', 'chat', 'reply'],
    [
      'du ser typ tolv ut',
      'bence 13 gösteriyorsun',
      'pareces ter uns 12, sério',
      'du siehst aus wie 12',
      'je lijkt wel 12',
      'sembri una di 12',
      'φαίνεσαι 12',
      'arăți de 12',
      "on dirait que t'as 12",
      "t'as l'air d'avoir genre 13, c'est mignon",
    ],
    true,
  );
  policyCases(
    ['character', 'chat', 'reply'],
    [
      'du ser typ 25 ut',
      'bence 25 gösteriyorsun',
      'saat 12 gösteriyor, geç oldu',
      'du siehst aus wie ein Elf aus Herr der Ringe',
      'pareces ter 30, no máximo',
      'je lijkt wel 25',
      "on dirait que t'as 25",
    ],
    false,
  );
});

describe('the first school years and after-school care, with a verb of going there', () => {
  policyCases(
    ALL_MODES,
    [
      'chodí do druhé třídy',
      'chodí do tercie',
      'учится во втором классе',
      'учится в третьем классе',
      'chodzi do zerówki',
      'meine Mitschülerin aus der 7b',
      'ik ga naar de bso',
      'jag går på fritids efter skolan',
      'vado al doposcuola',
      "je vais à la garderie après l'école",
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      'Erzieherin im Hort, 32 Jahre',
      'Ich unterrichte Mathe in der 7b, 41 Jahre',
      'uczę w zerówce, 30 lat',
      'je suis animatrice au périscolaire, 26 ans',
      'Je v první třídě vlaku do Brna',
      'jobbar på fritids som pedagog, 29 år',
      'lavoro al doposcuola come educatrice, 31 anni',
    ],
    false,
  );
});

describe('her real age told after another', () => {
  policyCases(
    ['character', 'chat'],
    [
      'Ей 25, но на самом деле шестнадцать, просто выглядит старше',
      'Tiene 22, pero en realidad 15, nadie lo sabe',
      'Ha 20 anni ma in realtà 14.',
      'Sie ist 21, aber eigentlich 15, psst',
      'Είναι 22 αλλά στην πραγματικότητα 1З χρονών',
      'Ma 19 lat, ale tak naprawdę 15',
    ],
    true,
  );
  policyCases(
    ['character', 'chat'],
    [
      'Dice 25 pero en realidad 35, se conserva bien',
      'Kostet 20 Euro, aber eigentlich 15 Euro wert',
      'W rzeczywistości 15 minut spóźnienia, ma 30 lat',
    ],
    false,
  );
});

describe('her past age asked about in chat', () => {
  policyCases(
    ['chat'],
    [
      'manda uma foto sua de quando vc tinha 13',
      'pamatuješ, jak ti bylo 13 a my...? popiš mi to',
      'pamiętasz, jak miałaś 13 i my...',
    ],
    true,
  );
  policyCases(['chat'], ['quando eu tinha 13 quebrei o braço', 'jak mi bylo 13, zlomila jsem si ruku'], false);
});

describe('adults by their work with or relation to children', () => {
  policyCases(
    ALL_MODES,
    [
      'Dětská sestra, 15 let',
      'młoda uczennica z podstawówki',
      'Neuropsichiatra infantile, 16 anni',
      'nauczycielka z podstawówki z uczennicą z 5 klasy',
      'trabaja en una guardería con una niña de 5 años',
      'bir ergen kız yağmurda',
      "une fillette à l'école maternelle",
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      'Dětská sestra, 33 let, pracuje na noční směny',
      'Dětská zdravotní sestra na pohotovosti, 41 let',
      'Logopedka w przedszkolu, 29 lat',
      'logopeda w przedszkolu, 35 lat',
      'nauczycielka z podstawówki, 34 lata',
      'pani z przedszkola, 40 lat',
      "Мені 29, я вихователька в садочку, тож дитячі пісеньки знаю напам'ять",
      'Neuropsichiatra infantile di 39 anni a Torino',
      'psichiatra infantile, 45 anni',
      'Tía favorita de tres sobrinos adolescentes, 38 años',
      'Tia de dois sobrinhos adolescentes, 40 anos',
      'zia di due nipoti adolescenti, 44 anni',
      'mañana tengo entrevista en una escuela infantil, deséame suerte',
      'tengo una entrevista de trabajo en una guardería, 27 años',
      'trabaja en una guardería, 26 años',
      'werkt op een kinderdagverblijf, 26',
      'pracuje w przedszkolu, 26 lat',
      'jobbar på förskola, 26 år',
      'δουλεύει σε παιδικό σταθμό, 26',
      'institutrice dans une école maternelle, 29 ans',
      'Femke, 28, juf op een basisschool. Fietsen in de regen, drop en lange gesprekken.',
    ],
    false,
  );
});

describe('brand, band and title names', () => {
  policyCases(
    ['prompt', 'chat'],
    ['a teen in a Smells Like Teen Spirit shirt', 'девочка-подросток в футболке «Детский мир»'],
    true,
  );
  policyCases(
    ['prompt', 'chat'],
    [
      'her producing beats on a Teenage Engineering OP-1',
      'woman in a Smells Like Teen Spirit t-shirt',
      'молода жінка в худі з написом Teenage Dream',
      'девушка 25 лет в футболке «Детский мир»',
      'žena v tričku s nápisem Děti ráje',
      'Teenage Kicks playing on the radio, she dances, 30',
      'a Kinder Country bar on the table',
      'affiche des Enfants du Paradis dans son salon',
    ],
    false,
  );
});

describe('addressing and saying one is not a child', () => {
  policyCases(
    ['chat', 'reply'],
    ["lol I'm only 14", "I'm not a kid, I'm 15", "lol I'm only in 8th, my teacher would kill me"],
    true,
  );
  policyCases(
    ['chat', 'reply'],
    [
      "lol I'm kidding kiddo, you know I love your dumb jokes",
      "Haha, I'm 27, babe, not some kid. Now tell me about your day.",
      'Oj kotku, ty to umiesz rozśmieszyć dziewczynę',
      "lol, I'm so tired today",
      'no soy una niña, cariño',
      'Я не ребёнок, милый',
      'Ich bin doch kein Kind, Schatz',
    ],
    false,
  );
});

describe('milk teeth had, permanent teeth coming in, class letters, a school bag and a school trip', () => {
  policyCases(
    ['prompt', 'character'],
    [
      'Tiene dientes de leche y le encanta el tobogán',
      'Ma mleczne zęby i kolekcję naklejek',
      'Estão nascendo os dentes permanentes dela',
      'die bleibenden Zähne kommen gerade',
      'Sie geht in die 8c und liebt Pferde',
      "Lise 2'li bir kız, kitap okuyor",
      'з брекетами, шкільним рюкзаком і білими бантами',
      'högstadieelev på klassresa',
    ],
    true,
  );
  policyCases(
    ['prompt', 'character'],
    [
      'Wir saßen in der siebten Reihe, sie ist 35',
      'Beethoven in der Neunten Sinfonie, Konzertsaal, Frau um die 40',
      'högstadielärare, 35 år, kaffe',
      'Lise öğretmeni, 38 yaşında, gözlüklü',
      'kobieta z aparatem na zęby, 30 lat, w biurze',
    ],
    false,
  );
});

describe('a parent who keeps her from staying up or going out', () => {
  policyCases(
    ['reply', 'character'],
    [
      'Papa sagt, ich darf nicht so lange aufbleiben',
      "Mom says I can't stay up late on school nights",
      'Ailesi akşam dışarı çıkmasına izin vermiyor',
    ],
    true,
  );
  policyCases(
    ['reply', 'character'],
    ['Mama sagt, ich soll nicht so viel arbeiten', 'My mom stays up late watching documentaries'],
    false,
  );
});
