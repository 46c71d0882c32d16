import type { LanguageData } from './types';

/** Japanese. Written without spaces, so the words are matched as substrings; `!` marks those refused in chat too. */
export const ja: LanguageData = {
  terms: ['jk', 'joshikousei', 'joshikosei', 'shougakusei', 'shogakusei', 'chuugakusei', 'chugakusei', 'lolicon', 'rori'],
  strong: ['joshikousei', 'joshikosei', 'shougakusei', 'shogakusei', 'chuugakusei', 'chugakusei'],
  substrings: [
    '!小学生', '!中学生', '!高校生', '!女子高生', '!女子中学生', '!女子小学生', '!幼女', '!児童', '!未成年', '!ロリコン', '!ロリータ', '!(?<![ァ-ヺー])ロリ',
    '子供', '子ども', 'こども', '女児', '少女', '幼児', '幼稚園', '保育園', '小学校', '中学校', '小学', '中学', 'ランドセル', '思春期', '幼い', '女の子供',
    '!(?:小学|中学|高校)\\s*(?:[1-6一二三四五六])\\s*年',
  ],
  numbers: {},
};
