import type { LanguageData } from './types';

/** Korean. Matched as substrings; `!` marks those refused in chat too. */
export const ko: LanguageData = {
  terms: ['yeogosaeng', 'yeojungsaeng'],
  strong: ['yeogosaeng', 'yeojungsaeng'],
  substrings: [
    '!여고생', '!여중생', '!초등학생', '!중학생', '!고등학생', '!미성년', '!로리', '!초딩', '!중딩', '!고딩', '!여초딩',
    '어린이', '어린아이', '어린 아이', '여자아이', '여자 아이', '꼬마', '소녀', '아동', '유아', '초등학교', '중학교', '고등학교', '유치원', '사춘기', '청소년',
    '!(?<![\\p{L}])(?:초|중|고)\\s*[1-6](?![\\d])', '!(?:초등|중학|고등)\\s*(?:[1-6]|일|이|삼|사|오|육)\\s*학년',
  ],
  numbers: {},
};
