import { foldData } from './normalize';
import { policyRegExp, WordStartUnion } from './patterns';
import { OTHERS_SUBSTRINGS } from './policy-data/others';
import { GLUED_PLACES, GLUED_WORK } from './policy-data/workplaces';
import { type ScopeMode } from './scope';

/**
 * Schools named as the place of her work in scripts written without spaces (`成都一所高中的31岁历史老师`,
 * `札幌の幼稚園で働く29歳の先生`, `ครูอายุ 29 ปีที่ทำงานในโรงเรียนอนุบาล`): in a text that states her adult age,
 * a place with her work a few characters before or after it is blanked before the substrings are read. Each place
 * reads a fixed span around it, so the work is linear in the text.
 */
const PLACES = new WordStartUnion(GLUED_PLACES.map((p) => `(?:${foldData(p)})`));
const WORK = policyRegExp(GLUED_WORK.map(foldData).join('|'));
/** How many characters each way her work is looked for. */
const SPAN = 32;

/** Children named as a group in scripts without spaces: beside her adult age, those of her work or day (others.ts). */
const OTHERS_GLUED = new WordStartUnion(OTHERS_SUBSTRINGS.map((s) => `(?:${foldData(s)})`));

/**
 * In a text that states her adult age, what scripts without spaces name of her work: the schools where she works,
 * and (but in a picture prompt, which would show them) children named as a group.
 */
export function blankGlued(text: string, mode: ScopeMode): string {
  return blankWorkplaces(mode === 'prompt' ? text : OTHERS_GLUED.blank(text));
}

function blankWorkplaces(text: string): string {
  const spans: [number, number][] = [];
  for (const m of PLACES.matches(text)) {
    const end = m.index + m[0].length;
    if (WORK.test(text.slice(Math.max(0, m.index - SPAN), end + SPAN))) spans.push([m.index, end]);
  }
  if (!spans.length) return text;
  const out = [...text];
  for (const [start, end] of spans) for (let i = start; i < end; i++) out[i] = ' ';
  return out.join('');
}
