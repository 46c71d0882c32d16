/**
 * The words of a prompt that name the picture's place. Each entry is a small vocabulary with synonyms
 * (not a list of example prompts); the first place in PLACES that the prompt names wins, so a specific
 * place ("a café in Paris", "a rooftop above the city") beats a general one, and clothing or activity
 * cues only count when no place is named.
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

/** A word list as one regular expression, each alternative between word boundaries. */
export const words = (...list: string[]): RegExp => new RegExp(`\\b(?:${list.join('|')})\\b`);

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
