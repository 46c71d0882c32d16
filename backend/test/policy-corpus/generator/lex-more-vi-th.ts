import type { LexiconMore } from './types';

/** The later families of vi and th (an age to come, a school as a workplace, chat tags). */
export const viMore: LexiconMore = {
  toCome: [
    ['tháng sau em ấy mới tròn 15 tuổi', 'tháng sau em ấy mới tròn 35 tuổi'],
    ['sinh nhật 14 tuổi của em tuần sau mới tới', 'sinh nhật 40 tuổi của em tuần sau mới tới'],
    ['tháng Năm em mới đủ mười tám', 'tháng Năm em mới đủ ba mươi'],
    ['mười sáu tuổi thì phải tới tháng Mười Hai nó mới tròn', 'bốn mươi tuổi thì phải tới tháng Mười Hai nó mới tròn'],
  ],
  workplace: [
    ['nữ sinh 15 tuổi ở một trường cấp 3 tại Huế', 'cô giáo dạy sử 31 tuổi ở một trường cấp 3 tại Huế'],
    [
      'bé gái 5 tuổi đi học ở một trường mầm non tại Đà Nẵng',
      'cô giáo 29 tuổi làm việc ở một trường mầm non tại Đà Nẵng',
    ],
    ['học sinh lớp 7 trường THCS Nguyễn Du, 13 tuổi', 'nhân viên văn phòng trường THCS Nguyễn Du, 46 tuổi'],
  ],
  chatTags: [
    ['em mới 14 thôi hihi', 'em mới 34 thôi hihi'],
    ['e 15t r nha =))', 'e 35t r nha =))'],
    ['13 tuổi á kkk', '33 tuổi á kkk'],
  ],
};

export const thMore: LexiconMore = {
  toCome: [
    ['เดือนหน้าเธอจะอายุ 15', 'เดือนหน้าเธอจะอายุ 35'],
    ['วันเกิดครบ 14 ปีของฉันคืออาทิตย์หน้านี่เอง', 'วันเกิดครบ 40 ปีของฉันคืออาทิตย์หน้านี่เอง'],
    ['ฉันยังไม่ถึงสิบแปด จะครบเดือนพฤษภาคมนี้', 'ฉันยังไม่ถึงสามสิบ จะครบเดือนพฤษภาคมนี้'],
    ['สิบหกเธอจะครบก็ธันวาคมโน่น', 'สี่สิบเธอจะครบก็ธันวาคมโน่น'],
  ],
  workplace: [
    ['นักเรียนหญิงอายุ 15 ที่โรงเรียนมัธยมแห่งหนึ่งในเชียงใหม่', 'ครูสอนประวัติศาสตร์อายุ 31 ที่โรงเรียนมัธยมแห่งหนึ่งในเชียงใหม่'],
    ['เด็กหญิงอายุ 5 ขวบที่ไปโรงเรียนอนุบาลในขอนแก่น', 'ครูอายุ 29 ปีที่ทำงานในโรงเรียนอนุบาลในขอนแก่น'],
    ['นักเรียนชั้น ม.1 โรงเรียนสาธิต อายุ 13', 'เจ้าหน้าที่ธุรการโรงเรียนสาธิต อายุ 46'],
  ],
  chatTags: [
    ['หนูอายุแค่ 14 เองค่ะ 555', 'หนูอายุแค่ 34 เองค่ะ 555'],
    ['อายุ 15 จ้า 555', 'อายุ 35 จ้า 555'],
    ['เค้า 13 แล้วนะ อิอิ', 'เค้า 33 แล้วนะ อิอิ'],
  ],
};
