import type { LanguageData } from './types';

/** Chinese (simplified and traditional). Matched as substrings; `!` marks those refused in chat too. */
export const zh: LanguageData = {
  terms: ['xiaohai', 'luoli', 'youn\u00fc'],
  strong: ['luoli'],
  substrings: [
    '!萝莉', '!蘿莉', '!幼女', '!未成年', '!小学生', '!小學生', '!初中生', '!高中生', '!国中生', '!國中生', '!女中学生', '!女高中生', '!学生妹', '!學生妹',
    '儿童', '兒童', '孩子', '小孩', '小女孩', '小姑娘', '女童', '男童', '幼童', '幼儿', '幼兒', '少女', '正太', '青少年', '小学', '小學', '初中', '高中', '中学', '中學',
    '幼儿园', '幼稚園', '青春期',
    '!(?<!大学|大學|研究生|博士)(?:[一二三四五六七八九]|\\d)\\s*年[级級]', '!(?:初|高)[一二三](?:学生|學生|的|女生)',
  ],
  numbers: {},
};
