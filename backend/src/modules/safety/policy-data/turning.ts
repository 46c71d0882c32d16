import { cs } from './cs';
import { de } from './de';
import { el } from './el';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { it } from './it';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import { ro } from './ro';
import { ru } from './ru';
import { sv } from './sv';
import type { LanguageData } from './types';
import { uk } from './uk';

/**
 * An age to come (`cumple quince`, `ela faz quinze anos no sábado`, `wird sie fünfzehn`, `коли мені виповниться
 * чотирнадцять`, `až mi bude patnáct`): she is younger still. A verb of turning an age, then a number under 18
 * (digits or the language's own number words), read in every mode; times, sums and counts after it are none.
 * Regex sources, folded by the engine.
 */
const TURN: [LanguageData, string][] = [
  [es, '(?:cumple|cumplira|cumplo|cumplire|va a cumplir|voy a cumplir|vas a cumplir|cumples)\\s(?:ya\\s|los\\s)*'],
  [
    pt,
    '(?:(?:ela|ele|eu|voce|tu|ja)\\s(?:faz|fara|faco|farei|completa|completo)|vai fazer|vou fazer|vais fazer|vai completar|vou completar)\\s',
  ],
  [
    de,
    '(?:wird sie|werde ich|werd ich|wirst du|sie wird|ich werde|ich werd|du wirst)\\s(?:bald\\s|erst\\s|jetzt\\s|morgen\\s|nachstes jahr\\s|nachsten monat\\s)*',
  ],
  [it, '(?:compie|compira|compio|compiro|compi)\\s(?:gia\\s|appena\\s)*'],
  [
    nl,
    '(?:ze wordt|zij wordt|ik word|jij wordt|je wordt|wordt ze|word ik|wordt ze)\\s(?:bijna\\s|al\\s|morgen\\s|volgend jaar\\s)*',
  ],
  [pl, '(?:skonczy|skoncze|skonczysz|konczy|koncze|konczysz)\\s(?:juz\\s|dopiero\\s)*'],
  [ru, '(?:исполнится|исполняется|стукнет)\\s(?:уже\\s|только\\s)*'],
  [uk, '(?:виповниться|виповнюється)\\s(?:вже\\s|тільки\\s)*'],
  [cs, '(?:mi bude|ti bude|ji bude|mu bude|bude mi|bude ti|bude ji)\\s(?:uz\\s|teprve\\s)*'],
  [sv, '(?:fyller|fyller hon|fyller jag|fyller du)\\s(?:snart\\s|bara\\s)*'],
  [ro, '(?:implineste|implinesc|va implini|voi implini)\\s(?:abia\\s)*'],
  [he, '(?:חוגגת|חוגג|תחגוג|אחגוג|נהיית|אהיה בת|תהיה בת)\\s'],
  [el, '(?:κλεινει τα|κλεινω τα|θα κλεισει τα|θα κλεισω τα|γινεται|θα γινει)\\s'],
];

/** Not an age: `cumple 15 minutos`, `wird sie 15 Uhr`, a sum or a share; a word that only starts like a unit is none (`16 на следующей неделе`). */
const NOT_AN_AGE =
  '(?!\\d|[.,:]\\d)(?!\\s?(?:h|uhr|min\\p{L}{0,5}|hor\\p{L}{0,3}|or\\p{L}{0,3}|час\\p{L}{0,3}|годин\\p{L}{0,3}|hodin\\p{L}{0,2}|timm\\p{L}{0,3}|euro\\p{L}{0,2}|grad\\p{L}{0,2}|grau\\p{L}{0,2}|degr\\p{L}{0,4}|שנים|שנות|km|kg|cm)(?![\\p{L}])|\\s?(?:%|€|\\$))';

/**
 * Not yet an age, or that age still to come (`мені ще нема 18`, `ještě mi není ani šestnáct`, `j'aurai 18 ans en
 * juin`): she is younger, up to 18 itself.
 */
const NOT_YET: [LanguageData, string][] = [
  [uk, '(?:мені|їй|тобі)\\s(?:ще\\s)?(?:нема|немає|не\\sвиповнилось|не\\sвиповнилося)\\s(?:й\\s|навіть\\s)?'],
  [ru, '(?:мне|ей|тебе)\\s(?:ещё|еще)\\s(?:нет|не\\sисполнилось)\\s(?:и\\s|даже\\s)?'],
  [cs, '(?:mi|jí|ji|ti)\\s(?:ještě\\s)?(?:není|nebylo)\\s(?:ani\\s)?'],
  [de, '(?:bin|ist|bist)\\s(?:noch\\s)?nicht\\s(?:mal\\s|einmal\\s)?'],
  [fr, "(?:j'aurai|j\\saurai|elle\\saura|tu\\sauras|il\\saura)\\s"],
  [pl, '(?:nie\\smam|nie\\sma)\\s(?:jeszcze\\s)?(?:nawet\\s)?'],
  [ro, '(?:n-am|nu\\sam|n-a|nu\\sa|n-ai|nu\\sai)\\s(?:inca\\s|încă\\s)?(?:facut|făcut|implinit|împlinit)\\s'],
  [uk, '(?:мені|тобі|їй)\\s(?:ж\\s|же\\s)?(?:буде|виповниться)\\s(?:вже\\s|лише\\s|тільки\\s)?'],
  [ru, '(?:мне|тебе|ей)\\s(?:ж\\s|же\\s)?(?:будет|исполнится)\\s(?:уже\\s|только\\s)?'],
];

/** The same age to come with the number first: `тобі ж чотирнадцять буде лише в травні`, `osmnáct jí bude až v prosinci`. */
const NUMBER_FIRST: [LanguageData, string, string, string][] = [
  [uk, 'вісімнадцять', '(?:мені|тобі|їй)\\s(?:ж\\s|же\\s)?', '\\s(?:ж\\s|же\\s)?(?:буде|виповниться)'],
  [ru, 'восемнадцать', '(?:мне|тебе|ей)\\s(?:ж\\s|же\\s)?', '\\s(?:ж\\s|же\\s)?(?:будет|исполнится)'],
  [cs, 'osmnáct', '', '\\s(?:mi|ti|ji|jí|mu)\\s(?:bude|teprve bude|bude teprve)'],
];

/** The language's number words up to `top`, longest first. */
const numberWords = (lang: LanguageData, top: number) =>
  Object.entries(lang.numbers ?? {})
    .filter(([, value]) => value <= top)
    .map(([word]) => word)
    .sort((a, b) => b.length - a.length)
    .join('|');

const pattern = ([lang, verb]: [LanguageData, string], top: string) => {
  const words = numberWords(lang, 17);
  return `(?<![\\p{L}])${verb}(?:${top}|[1-9]${words ? `|${words}` : ''})(?![\\p{L}])${NOT_AN_AGE}`;
};

const numberFirst = ([lang, eighteen, before, verb]: [LanguageData, string, string, string]) =>
  `(?<![\\p{L}\\d])${before}(?:1[0-8]|[1-9]|${eighteen}|${numberWords(lang, 17)})${verb}(?![\\p{L}])`;

export const TURNING_PATTERNS = [
  ...TURN.map((t) => pattern(t, '1[0-7]')),
  ...NOT_YET.map((t) => pattern(t, '1[0-8]')),
  ...NUMBER_FIRST.map(numberFirst),
];
