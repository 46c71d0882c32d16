/**
 * The words of a prompt that set the picture's light, weather and framing; its place is in
 * scene-places.ts. Each entry is a small vocabulary with synonyms (not a list of example prompts).
 */
import { words } from './scene-places';

export type { SceneName } from './scene-places';
export { sceneOf } from './scene-places';

export type TimeOfDay = 'day' | 'sunset' | 'night';
export type Weather = 'rain' | 'snow';
/** how much of her the picture shows: all of her, or a close-up of one part */
export type Shot = 'full' | 'face' | 'feet' | 'legs' | 'rear';

const NIGHT = words(
  'night',
  'nighttime',
  'night ?time',
  'midnight',
  'moon ?lit',
  'moonlight',
  'moon',
  'stars',
  'starry',
  'after dark',
  'city lights',
  'neon',
  'late evening',
);
const SUNSET = words(
  'sunset',
  'sun ?set',
  'sundown',
  'dusk',
  'golden hour',
  'twilight',
  'sunrise',
  'dawn',
  'evening sky',
  'setting sun',
  'magic hour',
);
const DAY = words(
  'day',
  'daytime',
  'daylight',
  'sunny',
  'sunshine',
  'morning',
  'noon',
  'afternoon',
  'blue sky',
  'bright',
);

/** The light the prompt asks for; null when it does not say. */
export function timeOf(text: string): TimeOfDay | null {
  if (SUNSET.test(text)) return 'sunset';
  if (NIGHT.test(text)) return 'night';
  return DAY.test(text) ? 'day' : null;
}

const RAIN = words(
  'rain',
  'raining',
  'rainy',
  'drizzle',
  'downpour',
  'storm',
  'stormy',
  'thunderstorm',
  'umbrella',
  'wet streets?',
);
const SNOW = words(
  'snow',
  'snowing',
  'snowy',
  'snowfall',
  'snowflakes',
  'blizzard',
  'winter',
  'ski(?:ing)?',
  'slopes?',
  'frosty',
);

export function weatherOf(text: string): Weather | null {
  if (SNOW.test(text)) return 'snow';
  return RAIN.test(text) ? 'rain' : null;
}

const CLOSE =
  /\b(?:close[ -]?ups?|closeups?|macro|detail(?:ed)? shot|zoom(?:ed)? in|focus(?:ed|ing)? on|cropped|just her|only her|extreme close)\b/;
const PARTS: readonly (readonly [Shot, RegExp])[] = [
  ['feet', words('feet', 'foot', 'toes', 'soles', 'ankles?', 'pedicure', 'heels')],
  [
    'rear',
    words('ass', 'butt', 'booty', 'bum', 'behind', 'backside', 'derriere', 'glutes', 'rear', 'hips', 'from behind'),
  ],
  ['legs', words('legs', 'thighs', 'knees', 'calves')],
  ['face', words('face', 'eyes', 'lips', 'smile', 'head', 'freckles', 'makeup')],
];
/** Framings that are close-ups by themselves, with or without the word. */
const ALONE: readonly (readonly [Shot, RegExp])[] = [
  ['rear', words('rear view', 'from behind', 'view from behind', 'back view', 'over her shoulder')],
  ['face', words('head ?shot', 'face portrait', 'portrait of her face', 'selfie')],
  ['feet', words('her (?:bare )?feet', 'her toes', 'her soles', 'foot fetish', 'pedicure')],
  ['legs', words('her legs', 'leg shot')],
];

/** A close-up when the prompt asks for one of a part of her; otherwise all of her. */
export function shotOf(text: string): Shot {
  const alone = ALONE.find(([, re]) => re.test(text));
  if (alone) return alone[0];
  if (!CLOSE.test(text)) return 'full';
  // the part named nearest after the close-up word ("close-up of her bare feet")
  const after = text.slice(text.search(CLOSE));
  let best: { shot: Shot; at: number } | null = null;
  for (const [shot, re] of PARTS) {
    const at = after.search(re);
    if (at >= 0 && (!best || at < best.at)) best = { shot, at };
  }
  return best?.shot ?? 'face';
}
