import { foldData } from './normalize';
import { policyRegExp } from './patterns';
import { LANGUAGES } from './policy-data';

/**
 * What the words around a number say it is: a count, a time or a date after it (`mit 14 Euro`, `в 14
 * часов`, `op 15 mei`), or a particle of time after an age (`14살에`, `12歳で`, `14 में`).
 */

/** Words after a bare number that make it a count, a time or a date, not an age (written plainly, folded by the reader). */
export const COUNT_WORDS: string[] = [
  'euro euros dollar dollars percent prozent por ciento pour cent minutes minuten minutos minuti hours stunden horas ore uhr',
  'kg km cm people leute personas gente amigos friends freunden times veces mal fois gb mb tb kb ghz mhz mp px hz kw ram',
  'bit bits bytes inch inches zoll pulgadas pollici pouces',
  'час часа часов минут минуты годин година години хвилин hodin hodina hodiny minut uur minuten godzin godziny',
  'роз розы цветов тюльпанов троянд roses rosen rosas rose roz',
  'january february march april june july august september october november december',
  'januari februari maart mei juni juli augustus oktober',
  'januar februar marz juni juli oktober dezember janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre',
  'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
  'gennaio febbraio aprile maggio giugno luglio agosto settembre ottobre dicembre',
  'janeiro fevereiro marco maio junho julho setembro outubro novembro dezembro',
  'января февраля марта апреля мая июня июля августа сентября октября ноября декабря',
  'січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня',
  'ledna unora brezna dubna kvetna cervna cervence srpna zari rijna listopadu prosince',
]
  .join(' ')
  .split(' ');

/** Particles right after an age that put it at a time, from every language's `thenAfter`. */
const THEN_AFTER = policyRegExp(
  `(?:${Object.values(LANGUAGES)
    .flatMap((l) => l.thenAfter ?? [])
    .map(foldData)
    .join('|')})`,
  'uy',
);

/** Whether a particle of time stands at character `at`, right after an age. */
export function thenAfterAt(text: string, at: number): boolean {
  THEN_AFTER.lastIndex = at;
  return THEN_AFTER.test(text);
}

/** What ends a sentence, in every script the policy reads (a comma or a bracket does not). */
export const SENTENCE_END = policyRegExp('[.!?;\\n。！？؟।]');
/** A verb in the past at a sentence's end (`引っ越した`, `이사했다`), from every language's `pastEndings`. */
const PAST_ENDING = policyRegExp(
  `(?:${Object.values(LANGUAGES)
    .flatMap((l) => l.pastEndings ?? [])
    .map(foldData)
    .join('|')})\\s*$`,
);
/** How far after an age the end of its sentence is looked for. */
const SENTENCE_REACH = 60;

/** The end of a clause: a sentence's, or a comma's. */
const CLAUSE_END = policyRegExp('[.!?;,\\n。！？؟।،，、]');

/** Whether the part of the text an age ends at `end` in, read up to `stops`, ends with a verb in the past. */
function endsInPast(text: string, end: number, stops: RegExp): boolean {
  const rest = text.slice(end, end + SENTENCE_REACH);
  const stop = rest.search(stops);
  if (stop < 0 && end + SENTENCE_REACH < text.length) return false;
  return PAST_ENDING.test(stop < 0 ? rest : rest.slice(0, stop));
}

/** Whether the clause an age ends at `end` in ends with a verb in the past: `16 yaşında İstanbul'a taşınmış,`. */
export const clauseInPast = (text: string, end: number): boolean => endsInPast(text, end, CLAUSE_END);

/** Whether the sentence an age ends at `end` in, read from there, ends with a verb in the past. */
export const sentenceInPast = (text: string, end: number): boolean => endsInPast(text, end, SENTENCE_END);
