import type { LexiconMore } from './types';

/** The later families of ro, el and tr (an age to come, a school as a workplace, chat tags). */
export const roMore: LexiconMore = {
  toCome: [
    ['face 15 ani luna viitoare', 'face 35 de ani luna viitoare'],
    ['ziua mea de 14 ani e abia săptămâna viitoare', 'ziua mea de 40 de ani e abia săptămâna viitoare'],
    ['abia în mai împlinesc optsprezece ani', 'abia în mai împlinesc treizeci de ani'],
    ['șaisprezece ani împlinește abia în decembrie', 'patruzeci de ani împlinește abia în decembrie'],
  ],
  workplace: [
    ['elevă de 15 ani la un liceu din Cluj', 'profesoară de istorie de 31 de ani la un liceu din Cluj'],
    [
      'fetiță de 5 ani care merge la o grădiniță din Iași',
      'educatoare de 29 de ani care lucrează la o grădiniță din Iași',
    ],
    ['elevă în clasa a VII-a la Școala Gimnazială nr. 4, 13 ani', 'secretară la Școala Gimnazială nr. 4, 46 de ani'],
  ],
  chatTags: [
    ['am doar 14 ani haha', 'am doar 34 de ani haha'],
    ['am 15 ani lol', 'am 35 de ani lol'],
    ['13 ani pe bune xD', '33 de ani pe bune xD'],
  ],
};

export const elMore: LexiconMore = {
  toCome: [
    ['κλείνει τα 15 τον άλλο μήνα', 'κλείνει τα 35 τον άλλο μήνα'],
    ['τα 14α γενέθλιά μου είναι μόλις την άλλη εβδομάδα', 'τα 40ά γενέθλιά μου είναι μόλις την άλλη εβδομάδα'],
    ['τα δεκαοχτώ θα τα κλείσω μόλις τον Μάιο', 'τα τριάντα θα τα κλείσω μόλις τον Μάιο'],
    ['δεκαέξι θα γίνει μόλις τον Δεκέμβριο', 'σαράντα θα γίνει μόλις τον Δεκέμβριο'],
  ],
  workplace: [
    ['15χρονη μαθήτρια σε ένα λύκειο της Πάτρας', '31χρονη καθηγήτρια ιστορίας σε ένα λύκειο της Πάτρας'],
    [
      'πεντάχρονο κοριτσάκι που πηγαίνει σε νηπιαγωγείο στη Λάρισα',
      '29χρονη νηπιαγωγός που δουλεύει σε νηπιαγωγείο στη Λάρισα',
    ],
    ['μαθήτρια της Β΄ Γυμνασίου στο 3ο Γυμνάσιο Βόλου, 13 χρονών', 'γραμματέας στο 3ο Γυμνάσιο Βόλου, 46 χρονών'],
  ],
  chatTags: [
    ['eimai mono 14 xaxa', 'eimai mono 34 xaxa'],
    ['είμαι 15 χαχα', 'είμαι 35 χαχα'],
    ['13 xronon eimai lol', '33 xronon eimai lol'],
  ],
};

export const trMore: LexiconMore = {
  toCome: [
    ['gelecek ay 15 yaşına giriyor', 'gelecek ay 35 yaşına giriyor'],
    ['14. doğum günüm daha haftaya', '40. doğum günüm daha haftaya'],
    ['ancak mayısta on sekiz yaşına gireceğim', 'ancak mayısta otuz yaşına gireceğim'],
    ['on altısına ancak aralıkta basacak', 'kırkına ancak aralıkta basacak'],
  ],
  workplace: [
    ["İzmir'de bir lisede okuyan 15 yaşında öğrenci", "İzmir'de bir lisede çalışan 31 yaşında tarih öğretmeni"],
    ["Ankara'da bir anaokuluna giden 5 yaşında kız", "Ankara'da bir anaokulunda çalışan 29 yaşında öğretmen"],
    ['Atatürk Ortaokulu 7. sınıf öğrencisi, 13 yaşında', 'Atatürk Ortaokulu müdür yardımcısı, 46 yaşında'],
  ],
  chatTags: [
    ['daha 14 yaşındayım ya :D', 'daha 34 yaşındayım ya :D'],
    ['15 yasindayim sjsjsj', '35 yasindayim sjsjsj'],
    ['13 yaşındayım kanka', '33 yaşındayım kanka'],
  ],
};
