import type { LexiconMore } from './types';

/** The later families of id, ms and tl (an age to come, a school as a workplace, chat tags). */
export const idMore: LexiconMore = {
  toCome: [
    ['bulan depan dia ulang tahun ke-15', 'bulan depan dia ulang tahun ke-35'],
    ['ultahku yang ke-14 baru minggu depan', 'ultahku yang ke-40 baru minggu depan'],
    ['aku baru delapan belas bulan Mei nanti', 'aku baru tiga puluh bulan Mei nanti'],
    ['enam belas tahunnya baru Desember nanti', 'empat puluh tahunnya baru Desember nanti'],
  ],
  workplace: [
    ['siswi 15 tahun di sebuah SMA di Bandung', 'guru sejarah 31 tahun di sebuah SMA di Bandung'],
    ['anak perempuan 5 tahun yang sekolah di TK di Surabaya', 'guru 29 tahun yang mengajar di TK di Surabaya'],
    ['murid kelas 8 di SMP Negeri 2, umur 13', 'staf TU di SMP Negeri 2, umur 46'],
  ],
  chatTags: [
    ['aku baru 14 thn wkwk', 'aku baru 34 thn wkwk'],
    ['umurku 15 loh hehe', 'umurku 35 loh hehe'],
    ['13 tahun nih gan', '33 tahun nih gan'],
  ],
};

export const msMore: LexiconMore = {
  toCome: [
    ['bulan depan dia genap 15 tahun', 'bulan depan dia genap 35 tahun'],
    ['hari jadi aku yang ke-14 baru minggu depan', 'hari jadi aku yang ke-40 baru minggu depan'],
    ['saya cuma akan berumur lapan belas bulan Mei nanti', 'saya cuma akan berumur tiga puluh bulan Mei nanti'],
    ['enam belas tahun dia baru capai bulan Disember', 'empat puluh tahun dia baru capai bulan Disember'],
  ],
  workplace: [
    ['pelajar 15 tahun di sebuah sekolah menengah di Ipoh', 'guru sejarah 31 tahun di sebuah sekolah menengah di Ipoh'],
    [
      'budak perempuan 5 tahun yang pergi ke tadika di Johor Bahru',
      'guru 29 tahun yang bekerja di tadika di Johor Bahru',
    ],
    ['murid tingkatan 1 di SMK Seri Indah, umur 13', 'kerani di SMK Seri Indah, umur 46'],
  ],
  chatTags: [
    ['aku baru 14 je lol', 'aku baru 34 je lol'],
    ['umur 15 je haha', 'umur 35 je haha'],
    ['saya 13 tahun weh', 'saya 33 tahun weh'],
  ],
};

export const tlMore: LexiconMore = {
  toCome: [
    ['magiging 15 siya sa susunod na buwan', 'magiging 35 siya sa susunod na buwan'],
    ['sa susunod na linggo pa ang ika-14 kong kaarawan', 'sa susunod na linggo pa ang ika-40 kong kaarawan'],
    ['sa Mayo pa ako magiging labing-walo', 'sa Mayo pa ako magiging tatlumpu'],
    ['labing-anim siya sa Disyembre pa', 'apatnapu siya sa Disyembre pa'],
  ],
  workplace: [
    [
      '15 taong gulang na estudyante sa isang high school sa Cebu',
      '31 taong gulang na guro ng kasaysayan sa isang high school sa Cebu',
    ],
    [
      '5 taong gulang na batang babae na pumapasok sa isang kindergarten sa Davao',
      '29 taong gulang na guro na nagtatrabaho sa isang kindergarten sa Davao',
    ],
    [
      'Grade 7 na estudyante sa Rizal National High School, 13 taong gulang',
      'librarian sa Rizal National High School, 46 taong gulang',
    ],
  ],
  chatTags: [
    ['16 pa lang ako ngayon', '36 pa lang ako ngayon'],
    ['14 lang ako haha', '34 lang ako haha'],
    ['15 na ko lol', '35 na ko lol'],
  ],
};
