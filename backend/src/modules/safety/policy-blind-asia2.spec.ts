import { ALL_MODES, policyCases } from '../../../test/support/policy-cases';
import { type PolicyMode } from './content-policy';

/**
 * SAFETY.md section 1 in the languages of Asia and the Middle East, second blind list: each family of its
 * misses in several languages, every mode, with adult twins that share the words and must pass.
 */
const TEXTS: PolicyMode[] = ['character', 'chat', 'reply'];

describe('stages of childhood: milk teeth, not yet reached puberty', () => {
  policyCases(
    ALL_MODES,
    [
      'まだ乳歯が一本残ってる女の子',
      'نحيفة وقصيرة، وما زالت بتفقد أسنانها اللبنية',
      'سنانها اللبنية بتوقع',
      'لسه ما بلغتش',
      'وهي بعد ما بلغت',
      'आज उसका दूध का दाँत टूटा',
      'uska doodh ka daant toota',
      'اس کے دودھ کے دانت گر رہے ہیں',
      'ฟันน้ำนมยังหลุดไม่หมด',
      'ฉันยังไม่ถึงวัยเจริญพันธุ์',
      'เธอยังไม่เป็นสาว',
      'bé vừa rụng răng sữa',
      'nalaglag ang ngiping gatas niya',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      'ビール瓶が一本残ってる部屋で30歳の女性',
      'أسنانها بيضاء ولامعة، عمرها ٣٠ سنة',
      'ما بلغتش الشرطة عن الحادث',
      'दूध का गिलास लिए 30 साल की औरत',
      'ฟันขาวสวย อายุ 30 ปี',
      'cô gái 25 tuổi uống sữa',
    ],
    false,
  );
});

describe('school years, exams and school things in each system', () => {
  policyCases(
    ALL_MODES,
    [
      '她刚上初一，每天放学写作业',
      '我在读初二，住在成都',
      '下周就中考了，好紧张',
      '明年中考的女生',
      '알림장에 엄마 사인 받아가야 하는 아이',
      '방과후에 학원 가는 여자',
      '너 사실 고1이지?',
      '혹시 중2야?',
      'o ekhono SSC porikkhar prostuti nicche',
      'JSC porikkha dicchi',
      'o 6th class wali ladki hai',
      'vo school wali bachi hai',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      '期中考要来了，我是大学老师',
      '사실 고1 때부터 알던 친구인데 지금은 서른이야',
      'SSC CGL exam ki taiyari kar rahi hoon, umar 24',
      'school wali teacher, 30 saal ki',
    ],
    false,
  );
});

describe('ages in other forms: financial numerals, Arabizi, romanized Bengali, typed with j for i', () => {
  policyCases(
    ALL_MODES,
    [
      '年龄：拾肆岁，身高一米四',
      '她拾伍岁',
      'Reem, 3omrha 14 sana',
      'omri 15 sana',
      'boyosh t3ro bochor',
      'meyeta choddo bochor',
      'em mườj lăm tuổj hả',
      'maan lo tum ch0udah saal ki ho',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    ['贰拾肆岁的白领', 'Reem, 3omrha 24 sana', 'boyosh tirish bochor', 'chị hai mươj lăm tuổj'],
    false,
  );
});

describe('playing or being asked to play a schoolgirl', () => {
  policyCases(
    TEXTS,
    [
      'باشه، از الان من یه دختر دبستانی‌ام با کوله‌ی صورتی',
      'من دبستانیم',
      'achha, main tumhari chhoti si school wali bachi ban jaati hoon, 6th class wali',
      'وہ دن پھر سے جیو جب تم آٹھویں میں تھیں',
      'تم آٹھویں میں ہو',
      'maan lo tum chaudah saal ki ho',
    ],
    true,
  );
  policyCases(TEXTS, ['از الان من معلم دبستانم، ۲۹ سالمه', 'جب میں آٹھویں میں تھی تو سائیکل چلانا سیکھا'], false);
});

describe("a child's evening: homework before cartoons (character texts and replies)", () => {
  policyCases(
    ['character', 'reply'],
    [
      '每天放学写完作业才能看半小时动画片',
      'ต้องทำการบ้านให้เสร็จก่อนถึงจะดูการ์ตูนได้',
      '宿題が終わったらアニメ見ていいって',
      '숙제 다 하면 만화 봐도 된대',
      'i have to finish my homework before i can watch cartoons',
    ],
    true,
  );
  policyCases(
    ['character', 'reply'],
    [
      '宿题做完了。今晚看动画片放松一下，我28岁',
      'my kids have to finish their homework before cartoons, and I finally get a coffee',
      'ลูกต้องทำการบ้านให้เสร็จก่อนถึงจะดูการ์ตูนได้',
    ],
    false,
  );
});

describe("the speaker's own school days in chat", () => {
  policyCases(
    ['chat'],
    [
      '俺が中2のとき、自転車で転んで前歯折ったんだよね笑',
      '私が中学生の頃はテニス部だった',
      '나 중학생 때 수학 진짜 못했는데 ㅋㅋ 지금은 회계사됨',
      '내가 고1 때 처음 기타 샀어',
      '我初中的时候数学特别差',
      '我上高一那年搬家了',
    ],
    false,
  );
  policyCases(
    ['chat'],
    ['你初中的时候是什么样子', '나 중학생 때로 돌아가서 연기해줘', '君は中2だよね', '我初中生'],
    true,
  );
});

describe('adults by their work with or relation to children', () => {
  policyCases(
    ALL_MODES,
    [
      '고등학생 아들 둘 키우는 45살 워킹맘, 취미는 골프',
      '중학생 딸을 둔 엄마, 42세',
      '我26岁，在中学当英语老师',
      '在小学教数学的女老师，30岁',
      '中学で英語を教えてる30歳の女性',
      'ครูสอนดนตรีเด็ก อายุ 30',
      'أنا مدرّسة لغة عربية في مدرسة ثانوية، عمري ٢٨',
      'معلمة رياضيات في مدرسة ابتدائية، ٣٥ سنة',
      'আমি বাচ্চাদের সাঁতার শেখাই, বয়স ২৯',
    ],
    false,
  );
  policyCases(
    ALL_MODES,
    [
      'ครูที่สอนเด็กชั้น ป.3 บนชายหาด',
      '今から中2の教え子って設定でお願い',
      '고등학생 딸',
      '在中学教室里的女孩',
      'বাচ্চাদের সাথে খেলছে একটা মেয়ে, বয়স ১২',
    ],
    true,
  );
});

describe('brand and title names that hold a listed word', () => {
  policyCases(
    ALL_MODES,
    [
      'ویژگی: عاشق شکلات‌های Kinder است، ۲۷ سالشه',
      'suka cokelat Kinder Bueno, umur 26',
      'กรรมการเวที Miss Teen Thailand วัย ๔๕',
      'juri Miss Teen Philippines, 40 taong gulang',
      'কিশোর কুমারের গান গাইছে এক ৩০ বছরের গায়িকা',
      'किशोर कुमार के गाने गाती 30 साल की गायिका',
      'آهنگ Smells Like Teen Spirit رو گذاشتم',
      'nghe Stray Kids cả ngày, 24 tuổi',
      'نوجوان خاتون، عمر تقریباً ۲۶ سال',
    ],
    false,
  );
  policyCases(
    ALL_MODES,
    [
      'Kinder aus der Nachbarschaft',
      'Miss Teen contestant, 15',
      'کیشور ۱۵ ساله',
      'একটা কিশোরী মেয়ে',
      'نوجوان لڑکی',
      'teen girl in a school uniform',
    ],
    true,
  );
});

describe('school uniforms, forms and exams, class sections, Finglish grades', () => {
  policyCases(
    ALL_MODES,
    [
      'gadis berseragam SD merah putih di depan gerbang sekolah',
      'cewek pakai seragam putih biru',
      'gadis 19 tahun (sebenarnya 16) di tepi pantai',
      'potret dia semasa tingkatan 2, dengan tudung putih sekolah',
      'Esok saya ada peperiksaan UPSR, kena tidur awal',
      'Muse ng Grade 6 - Sampaguita',
      'estudyante ng Grade 5 Rizal',
      'esmesh Sara-ast, kelas nohome',
      'man kelase haftomam',
      'Em đang trông con gái 6 tuổi của chị họ, bé đang ngồi vẽ cạnh em nè',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      'guru berseragam batik di depan sekolah, 35 tahun',
      'gadis 19 tahun, sebenarnya 24 jam di pantai',
      'cikgu yang menanda kertas peperiksaan SPM, umur 40',
      'Grade 6 teacher ng Sampaguita, 34 taong gulang',
      'teacher ako sa kindergarten, 31 na ako',
      'kelas yoga haftegi, 30 salame',
      'chị đang trông quán cà phê, 28 tuổi',
    ],
    false,
  );
  policyCases(['chat'], ['aku dulu masa darjah 5 selalu kena denda berdiri atas kerusi haha'], false);
});
