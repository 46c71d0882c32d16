import { ALL_MODES, policyCases } from '../../../test/support/policy-cases';

/**
 * SAFETY.md section 1 in the languages of Asia and the Middle East: each family of a blind list's misses,
 * every mode, with its adult twin that must pass (continued from policy-blind-asia.spec.ts).
 */

describe('a parent of children, the relation after or counters between', () => {
  policyCases(
    ALL_MODES,
    [
      'mẹ của hai đứa con tuổi teen',
      '两个青少年的妈妈',
      '中学生の娘を持つ母親',
      '高校生の息子がいる',
      'دو نوجوان دارم',
      'بچه‌ها را خیلی دوست دارد',
    ],
    false,
  );
  policyCases(ALL_MODES, ['我是个青少年', 'em là con tuổi teen', '中学生の娘', 'يك نوجوان'], true);
});

describe('a bare age with the copula, a pupil of a grade', () => {
  policyCases(
    ALL_MODES,
    ['मान लो तुम 14 की हो', 'मैं बस 15 की हूँ', 'tum 15 ki ho', 'تم 14 کی ہو', 'Bayangin kamu anak kelas 8'],
    true,
  );
  policyCases(ALL_MODES, ['मैं 25 की हूँ', 'میں 30 کی ہوں', 'ये 14 का है'], false);
});

describe('only that age, without its unit', () => {
  policyCases(
    ALL_MODES,
    [
      'aku baru 15 kak',
      'saya baru 15',
      'em mới 15 thôi',
      'Tôi mới 15',
      '15 pa lang ako kuya',
      'انا بس 15',
      'انا لسه 15',
      '私まだ15だよ',
      '我才15',
      '我才十五',
      '나 아직 15야',
      '나 아직 열다섯이야',
      'আমি মাত্র ১৫',
      'หนูเพิ่ง 15 เอง',
      'ป.6',
      'หนูขึ้น ม.1 ปีนี้',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      'aku baru 15 menit di sini',
      'em mới 15 phút',
      'saya baru 25 kak',
      '我才15块',
      '我才15分钟',
      '我才25',
      'まだ15分だよ',
      'انا بس 15 دقيقة',
      '5 pa lang ako sa listahan',
      '나 아직 15분 남았어',
      'ราคาแค่ 15 บาทเอง',
      'จบ ม.6 มาหลายปีแล้ว อายุ 30',
    ],
    false,
  );
});
