/** Reads appearance traits, a scene, its light and the framing from a free-text prompt (case-insensitive keywords). */
import { SceneName, sceneOf, Shot, shotOf, timeOf, TimeOfDay, Weather, weatherOf } from './scene-words';

export type { SceneName, Shot, TimeOfDay, Weather } from './scene-words';
export type RenderStyle = 'anime' | 'realistic';

export interface Traits {
  /** CSS colour. */
  hair: string;
  hairLength: 'short' | 'long' | 'medium';
  curly: boolean;
  /** CSS colour of the eyes (of the left eye when heterochromatic). */
  eyes: string;
  /** Set only for heterochromatic eyes: the other eye's CSS colour. */
  eyesRight?: string;
  /** CSS colour. */
  skin: string;
  style: RenderStyle;
  scene: SceneName | null;
  /** the light the prompt asks for ('at sunset', 'city at night'), null when it does not say */
  time: TimeOfDay | null;
  weather: Weather | null;
  /** all of her, or a close-up of a part of her */
  shot: Shot;
  /** CSS colour of her clothes when the prompt names one ('in a red dress'), else null. */
  outfit: string | null;
  /** the prompt asks for a dress or a gown */
  dress: boolean;
  /** the prompt asks for shorts (the Ass preset's 'tight shorts') */
  shorts: boolean;
}

/** [pattern, value, safe to match anywhere in the prompt (not only next to "hair"/"eyes"/"skin")]. */
type Rule = readonly [RegExp, string, boolean];

const HAIR: readonly Rule[] = [
  [/\brose[ -]?gold\b/, '#e0a08a', true],
  [/\bpastel pink\b/, '#f6b6cf', false],
  [/\bmidnight blue\b/, '#22306a', false],
  [/\bplatinum\b/, '#efe8d8', true],
  [/\bblonde?\b/, '#e6c16c', true],
  [/\bgolden\b/, '#dca23c', false],
  [/\bauburn\b/, '#8e3a1c', true],
  [/\b(red|fiery|ginger|copper|redhead)\b/, '#c4441d', false],
  [/\bchocolate\b/, '#4a2b19', false],
  [/\bcaramel\b/, '#a8672e', false],
  [/\b(brown|brunette|chestnut)\b/, '#6a4024', false],
  [/\b(black|raven|jet)\b/, '#1c1a21', false],
  [/\b(silver|grey|gray|white)\b/, '#c6c9d2', false],
  [/\bpink\b/, '#ee7fae', false],
  [/\b(purple|violet|lavender|lilac)\b/, '#7e4cc0', false],
  [/\bteal\b/, '#1c9c98', false],
  [/\bblue\b/, '#3c6fd6', false],
];

const EYES: readonly Rule[] = [
  [/\bheterochrom\w*|\bmismatched\b|\btwo different\b/, 'hetero', true],
  [/\bice[ -]?blue\b/, '#8fd0f2', false],
  [/\bdark brown\b/, '#3d2414', false],
  [/\bhazel\b/, '#8c7434', true],
  [/\bamber\b/, '#d48a1a', false],
  [/\baqua\b|\bturquoise\b/, '#22c4c6', false],
  [/\b(violet|purple)\b/, '#8b52cc', false],
  [/\b(grey|gray|silver)\b/, '#8896a4', false],
  [/\b(green|emerald|jade)\b/, '#3c9a4a', false],
  [/\b(red|crimson|ruby|scarlet)\b/, '#c8283c', false],
  [/\bblue\b/, '#3f7fd2', false],
  [/\bbrown\b/, '#7a4a22', false],
];

const SKIN: readonly Rule[] = [
  [/\bmedium[ -]dark\b/, '#a8714a', true],
  [/\bdeep bronze\b/, '#7a4a2c', true],
  [/\bgolden[ -]tan\b/, '#d59a63', true],
  [/\bporcelain\b/, '#f8e2d6', true],
  [/\bivory\b/, '#f6e1cb', false],
  [/\bpeach(es|y)?\b/, '#f5cfb2', false],
  [/\b(fair|pale|white)\b/, '#f4d8c4', false],
  [/\blatina\b/, '#d6a077', true],
  [/\bolive\b/, '#c8996a', false],
  [/\bhoney\b/, '#d8a06a', false],
  [/\btan(ned)?\b/, '#cf9866', false],
  [/\basian\b/, '#eccaa6', true],
  [/\bmocha\b/, '#8d5a3b', true],
  [/\bcaramel\b/, '#b57a4c', false],
  [/\b(dark|deep|ebony|bronze|black)\b/, '#6a3f2a', false],
];

const CLOTHES =
  /^(dress|dresses|gown|outfit|skirt|bikini|swimsuit|lingerie|top|shirt|blouse|sweater|jacket|clothes|suit)$/;
const CLOTHES_COLOURS: readonly (readonly [RegExp, string])[] = [
  [/^(red|crimson|scarlet|ruby|cherry)$/, '#c0242f'],
  [/^(burgundy|wine|maroon)$/, '#6f1530'],
  [/^(pink|rose|fuchsia)$/, '#ec6fa6'],
  [/^(orange|coral)$/, '#ef7a2a'],
  [/^(yellow|lemon)$/, '#f2c53d'],
  [/^(gold|golden)$/, '#d4a53a'],
  [/^(green|emerald|olive|mint)$/, '#1f8a5a'],
  [/^(teal|turquoise|aqua)$/, '#1c9c98'],
  [/^(blue|sky|denim)$/, '#3466c9'],
  [/^navy$/, '#1f2b57'],
  [/^(purple|violet|lavender|lilac)$/, '#7e4cc0'],
  [/^(white|ivory|cream)$/, '#f4f1ea'],
  [/^(beige|nude|champagne)$/, '#e3cfae'],
  [/^(silver|grey|gray)$/, '#c4c8d0'],
  [/^(brown|chocolate)$/, '#6a4024'],
  [/^(black|jet)$/, '#1d1b22'],
];

/** The colour named right before a piece of clothing ('a red dress', 'a black silk gown'), if any. */
function clothesColour(text: string): string | null {
  const words = text.split(/[^a-z]+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    if (!CLOTHES.test(words[i])) continue;
    for (const word of words.slice(Math.max(0, i - 2), i).reverse()) {
      const colour = CLOTHES_COLOURS.find(([re]) => re.test(word));
      if (colour) return colour[1];
    }
  }
  return null;
}

const HAIR_WORD = /^(hair|haired|hairstyle|bob|pixie|ponytails?|braids?|bun|locks|curls|waves|mane|tresses)$/;
const EYE_WORD = /^(eyes?|eyed)$/;
const SKIN_WORD = /^(skin|skinned|complexion)$/;
type Feature = 'hair' | 'eyes' | 'skin' | 'rest';

function featureOf(word: string): Feature {
  if (HAIR_WORD.test(word)) return 'hair';
  if (EYE_WORD.test(word)) return 'eyes';
  return SKIN_WORD.test(word) ? 'skin' : 'rest';
}

/** Splits the prompt into the words that describe each feature ("long auburn hair" -> hair: "long auburn"). */
function describe(prompt: string): Record<Feature, string> {
  const out: Record<Feature, string> = { hair: '', eyes: '', skin: '', rest: '' };
  const clauses = prompt.toLowerCase().split(/[,;.!?:()\n]|\bwith\b|\band\b|\bwho\b|\bhas\b/);
  for (const clause of clauses) {
    let buffer: string[] = [];
    for (const word of clause.split(/[^a-z]+/).filter(Boolean)) {
      const feature = featureOf(word);
      // The feature noun itself counts too ("bob" is a length, "curls" means curly).
      buffer.push(word);
      if (feature !== 'rest') {
        out[feature] += ` ${buffer.join(' ')}`;
        buffer = [];
      }
    }
    out.rest += ` ${buffer.join(' ')}`;
  }
  return out;
}

function match(rules: readonly Rule[], own: string, rest: string): string | null {
  for (const [re, value] of rules) if (re.test(own)) return value;
  for (const [re, value, anywhere] of rules) if (anywhere && re.test(rest)) return value;
  return null;
}

export function parseTraits(prompt: string): Traits {
  const text = prompt.toLowerCase();
  const d = describe(prompt);
  const hairText = `${d.hair} `;
  const eyes = match(EYES, d.eyes, d.rest) ?? '#6b4423';
  const hetero = eyes === 'hetero';
  let hairLength: Traits['hairLength'] = 'long';
  if (/\b(short|pixie|bob|cropped)\b/.test(hairText) || /\bpixie\b|\bbob ?cut\b/.test(text)) hairLength = 'short';
  else if (/\b(medium|shoulder|lob)\b/.test(hairText) || /\bshoulder[ -]length\b/.test(text)) hairLength = 'medium';
  return {
    hair: match(HAIR, d.hair, d.rest) ?? '#5e3a22',
    hairLength,
    curly: /\b(curly|curls?|wild|ringlets|coily|afro)\b/.test(hairText) || /\b(curly|curls|ringlets)\b/.test(text),
    eyes: hetero ? '#3f86d8' : eyes,
    ...(hetero ? { eyesRight: '#d4901c' } : {}),
    skin: match(SKIN, d.skin, d.rest) ?? '#f1cfb4',
    style: /\banime\b/.test(text) ? 'anime' : 'realistic',
    // the place and light come from the words that describe no feature ('Midnight Blue hair' is no night)
    scene: sceneOf(d.rest),
    time: timeOf(d.rest),
    weather: weatherOf(d.rest),
    shot: shotOf(text),
    outfit: clothesColour(text),
    dress: /\b(dress|dresses|gown|sundress)\b/.test(text),
    shorts: /\b(shorts|hot ?pants)\b/.test(text),
  };
}
