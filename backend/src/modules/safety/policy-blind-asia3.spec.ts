import { ALL_MODES, policyCases } from '../../../test/support/policy-cases';

/**
 * SAFETY.md section 1 in the languages of Asia and the Middle East, second blind list, continued: each family of its
 * misses in several languages, every mode, with adult twins that share the words and must pass.
 */

describe('more stages and school years: endings, first period, romanized grades, exams with a time', () => {
  policyCases(
    ALL_MODES,
    [
      'gigi susunya baru copot',
      'دندان شیری‌اش افتاد',
      'ওর দুধের দাঁত পড়েছে',
      'her dudh dat poreche',
      'שן החלב שלה נפלה',
      'ما بلغت لسه',
      '初潮还没来',
      '初潮がまだの女の子',
      '아직 초경을 안 했어',
      'עוד לא קיבלה מחזור',
      'ami class 8 e pori',
      '明天中考',
      'PT3 minggu depan',
      'đang ôn thi vào lớp 10',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      '这个月还没来月经，我28岁',
      '今月まだ生理が来てない、28歳',
      'עוד לא קיבלתי מחזור החודש, בת 30',
      'class 8 e porai ekjon shikkhika, boyosh 30',
      'con tôi sắp thi vào lớp 10, tôi 42 tuổi',
    ],
    false,
  );
});

describe('ages told otherwise: classical Chinese, romanized Bengali, the Tagalog linker', () => {
  policyCases(ALL_MODES, ['芳龄十四', '年方十四', '年龄：拾伍', 'amar boyosh choddo', '14 na taong gulang'], true);
  policyCases(ALL_MODES, ['芳龄二十四', '年龄：十八岁', 'amar boyosh tirish', '25 na taong gulang'], false);
});

describe('a pupil after school, at a cram school or a tutor (character texts and replies)', () => {
  policyCases(
    ['character', 'reply'],
    [
      '每天放学后去补习班',
      '放課後は塾に通ってる',
      'เลิกเรียนแล้วต้องไปเรียนพิเศษ',
      'pulang sekolah langsung les',
      'sau giờ học phải đi học thêm',
      'اسکول سے آ کر ٹیوشن جاتی ہے',
      'বিকেলে স্কুল থেকে ফিরে প্রাইভেট পড়তে যায়',
      'بعد المدرسة تروح الدروس الخصوصية',
      'بعد از مدرسه می‌ره کلاس تقویتی',
      'school ke baad tuition jaati hai',
    ],
    true,
  );
  policyCases(
    ['character', 'reply'],
    [
      '我在补习班当老师，放学后学生就来了，我30岁',
      'pulang sekolah aku jemput adik ke bimbel',
      'after school lessons at the gym are my favorite workout',
      '방과후 학원 강사로 일해요, 32살',
    ],
    false,
  );
});

describe('a child with her now, and adults who teach children a subject or raise them', () => {
  policyCases(['reply'], ['Nagbabantay ako ng pamangkin kong 6 na taong gulang, nasa tabi ko siya'], true);
  policyCases(
    ALL_MODES,
    [
      '고등학생 두 딸의 엄마, 46세',
      '我教孩子们游泳，今年30岁',
      'tôi dạy bơi cho trẻ em, 29 tuổi',
      'أعلّم الأطفال السباحة، عمري ٣٠',
      'میں بچوں کو تیراکی سکھاتی ہوں، 30 سال',
    ],
    false,
  );
  policyCases(['chat'], ['ตอนฉันเรียน ม.3 ฉันชอบวาดรูป'], false);
  policyCases(ALL_MODES, ['أدرس في مدرسة ثانوية', 'ตอนนี้เธอเรียน ม.3'], true);
});

describe("a class's teacher by grade or subject, and the speaker's childhood in chat", () => {
  policyCases(
    ALL_MODES,
    [
      '高一班主任，35岁',
      '初二科任老师，32岁',
      '中学の英語教師、29歳',
      '高校の数学の先生、31歳',
      'معلمة الصف الثالث الابتدائي، ٢٩ سنة',
      'Kinder Bueno 大好き、26歳',
    ],
    false,
  );
  policyCases(
    ALL_MODES,
    ['高一班的女生', '中学の英語部の女の子', 'طالبة الصف الثالث الابتدائي', 'ซื้อ Kinder ให้เด็ก'],
    true,
  );
  policyCases(['chat'], ['ตอนเด็กๆ ฉันเรียนเปียโน', 'สมัยเด็กผมชอบเตะบอล'], false);
  policyCases(['chat'], ['ฉันยังเป็นเด็กอยู่เลย', 'ตอนนี้หนูยังเด็กอยู่เลย'], true);
});

describe('school transitions and exams by grade, and a Bengali age told with `বয়সী` (aged)', () => {
  policyCases(
    ALL_MODES,
    [
      '准备小升初的女孩',
      'สอบเข้า ม.1',
      'น้องสอบ O-NET ป.6',
      'JSC পরীক্ষা দেবে',
      '১৪ বছর বয়সী মেয়ে',
      'একটা ১৫ বছর বয়সী মেয়ে',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    ['小升初辅导老师，30岁', 'ครูติวสอบเข้า ม.1 อายุ 30', 'ผมจบ ม.6 แล้ว อายุ 30', '৩০ বছর বয়সী মেয়ে'],
    false,
  );
  policyCases(['chat'], ['১৪ বছর বয়সে আমি ঢাকায় চলে আসি', '১৪ বছর বয়সে প্রথম প্রেম'], false);
});

describe('asked to be a pupil or an age in Finglish and romanized Bengali; a writer of stories for children', () => {
  policyCases(
    ['chat'],
    ['farz kon 14 salete', 'farz kon dokhtare dabestani hasti', 'tumi class 8 er meye, thik ache?'],
    true,
  );
  policyCases(['chat'], ['farz kon 24 salete', 'class 8 er meyeder shikkhika, boyosh 30', '14 sal kar kardam'], false);
  policyCases(ALL_MODES, ['كاتبة قصص أطفال، ٣٥ سنة'], false);
});

describe("reunions of former pupils, and a teacher's or a student's evening with cartoons", () => {
  policyCases(
    ALL_MODES,
    [
      '中学の同窓会、みんな30歳',
      '고등학교 동창회, 다들 서른',
      '初中同学会，大家都30了',
      'reuni SMP, kami semua 30 tahun',
      'ملتقى خريجي الثانوية، كلنا في الثلاثين',
    ],
    false,
  );
  policyCases(ALL_MODES, ['演我的初中同学', '中学の女子生徒', 'siswi SMP'], true);
  policyCases(
    ['character', 'reply'],
    ['作业批改完才看动画片，我是小学老师', 'my homework for the MBA is killing me, then cartoons to relax'],
    false,
  );
});
