/**
 * The words of a prompt that set the picture's place, light, weather and framing. Each entry is a
 * small vocabulary with synonyms (not a list of example prompts); the first place in PLACES that the
 * prompt names wins, so a specific place ("a café in Paris", "a rooftop above the city") beats a
 * general one, and clothing or activity cues only count when no place is named.
 */
export type SceneName =
  | 'beach'
  | 'pool'
  | 'campus'
  | 'boudoir'
  | 'bedroom'
  | 'restaurant'
  | 'cafe'
  | 'nightclub'
  | 'sofa-feet'
  | 'rooftop'
  | 'city'
  | 'forest'
  | 'snow'
  | 'studio';

export type TimeOfDay = 'day' | 'sunset' | 'night';
export type Weather = 'rain' | 'snow';
/** how much of her the picture shows: all of her, or a close-up of one part */
export type Shot = 'full' | 'face' | 'feet' | 'legs' | 'rear';

const words = (...list: string[]): RegExp => new RegExp(`\\b(?:${list.join('|')})\\b`);

/** Places, most specific first. */
const PLACES: readonly (readonly [SceneName, RegExp])[] = [
  ['boudoir', words('boudoir', 'silk sheets', 'satin sheets', 'chaise longue')],
  [
    'bedroom',
    words('bedroom', 'in bed', 'on (?:the|her|a) bed', 'hotel room', 'bedsheets', 'under the covers', 'pillow fort'),
  ],
  ['pool', words('pool', 'poolside', 'swimming pool', 'pool ?party', 'hot ?tub', 'jacuzzi', 'infinity pool', 'lido')],
  [
    'cafe',
    words(
      'caf[eé]s?',
      'coffee ?shop',
      'coffee ?house',
      'coffeehouse',
      'bakery',
      'patisserie',
      'tea ?room',
      'brunch',
      'bookshop',
      'bookstore',
    ),
  ],
  [
    'restaurant',
    words(
      'restaurant',
      'dinner',
      'dining',
      'candle ?lit',
      'candlelight',
      'bistro',
      'trattoria',
      'steakhouse',
      'wine bar',
      'date night',
      'fine dining',
    ),
  ],
  [
    'nightclub',
    words(
      'night ?club',
      'club',
      'disco',
      'dance ?floor',
      'rave',
      'neon',
      'cocktail bar',
      'lounge bar',
      'karaoke',
      'festival',
    ),
  ],
  ['sofa-feet', words('sofa', 'couch', 'living ?room', 'lounge chair', 'armchair', 'settee')],
  ['rooftop', words('roof ?top', 'on the roof', 'terrace', 'balcony', 'penthouse', 'sky ?bar', 'overlooking the city')],
  [
    'beach',
    words(
      'beach',
      'seaside',
      'sea ?shore',
      'shore',
      'ocean',
      'sea',
      'surf(?:ing)?',
      'sand(?:y)?',
      'tropical',
      'island',
      'coast(?:line)?',
      'lagoon',
      'boardwalk',
      'pier',
    ),
  ],
  [
    'snow',
    words(
      'ski(?:ing)?',
      'slopes?',
      'snowy',
      'snow ?covered',
      'winter',
      'chalet',
      'igloo',
      'snowman',
      'ice ?rink',
      'skating',
      'glacier',
    ),
  ],
  [
    'forest',
    words(
      'forest',
      'woods',
      'woodland',
      'jungle',
      'rain ?forest',
      'hik(?:e|ing)',
      'trail',
      'mountains?',
      'lake',
      'lakeside',
      'cabin',
      'campfire',
      'camping',
      'waterfall',
      'river',
      'nature',
      'meadow',
      'wildflowers?',
    ),
  ],
  ['campus', words('campus', 'college', 'university', 'school', 'classroom', 'library', 'lecture', 'dorm')],
  [
    'city',
    words(
      'city',
      'cities',
      'street',
      'streets',
      'downtown',
      'urban',
      'skyline',
      'skyscrapers?',
      'metropolis',
      'alley',
      'sidewalk',
      'crosswalk',
      'times square',
      'new york',
      'nyc',
      'paris',
      'london',
      'tokyo',
      'manhattan',
      'city lights',
      'town square',
    ),
  ],
  ['campus', words('park', 'garden', 'outdoors?', 'outside', 'picnic', 'courtyard')],
  ['studio', words('studio', 'photo ?shoot', 'backdrop')],
];

/** Not places, but they say where she is when no place is named. */
const CUES: readonly (readonly [SceneName, RegExp])[] = [
  ['bedroom', words('lingerie', 'pyjamas', 'pajamas', 'nightgown', 'negligee', 'waking up')],
  ['beach', words('bikini', 'swimsuit', 'swimwear', 'sunbath(?:e|ing)', 'sunscreen')],
  ['sofa-feet', words('bare ?feet', 'barefoot', 'feet', 'toes', 'soles', 'pedicure')],
  ['campus', words('student', 'studying', 'books')],
  ['nightclub', words('dancing', 'party', 'partying', 'clubbing', 'dj')],
  ['cafe', words('coffee', 'latte', 'cappuccino', 'espresso', 'croissant')],
  ['city', words('rain', 'raining', 'rainy', 'umbrella', 'shopping', 'taxi', 'night out')],
  ['snow', words('snow', 'snowing', 'snowfall', 'snowflakes', 'blizzard', 'frosty')],
  ['city', words('night', 'at night', 'sunset', 'dusk', 'golden hour')],
];

export function sceneOf(text: string): SceneName | null {
  return PLACES.find(([, re]) => re.test(text))?.[0] ?? CUES.find(([, re]) => re.test(text))?.[0] ?? null;
}

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
