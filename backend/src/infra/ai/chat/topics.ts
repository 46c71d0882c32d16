/** What a message is about, by keywords. */
export const TOPICS = {
  work: /\b(work|working|job|boss|office|shift|career|meeting|coworkers?|colleagues?|clients?|overtime)\b/,
  music:
    /\b(music|songs?|bands?|concerts?|guitar|piano|jazz|rock|pop|rap|hip hop|singing|sing|playlist|album|spotify)\b/,
  food: /\b(food|eat|eating|ate|dinner|lunch|breakfast|cook|cooking|pizza|pasta|sushi|restaurant|hungry|snack|dessert|coffee|wine|burger)\b/,
  travel:
    /\b(travel|travell?ing|trip|vacation|holiday|beach|flight|fly|abroad|countries|country|visit|visiting|journey|hotel|passport)\b/,
  weekend: /\b(weekend|saturday|sunday|friday night|day off|days off)\b/,
  movies: /\b(movies?|films?|netflix|series|tv shows?|cinema|anime|episode)\b/,
  fitness:
    /\b(gym|workout|work out|running|run|jog|jogging|football|soccer|basketball|tennis|yoga|hike|hiking|sports?|swim|swimming|cycling|climbing)\b/,
  games: /\b(games?|gaming|gamer|playstation|xbox|nintendo|video games?|board games?|chess)\b/,
  books: /\b(books?|reading|novels?|read|author|poetry)\b/,
  pets: /\b(dogs?|cats?|puppy|kitten|pets?)\b/,
  family: /\b(family|mom|mum|dad|mother|father|sister|brother|parents|kids|son|daughter)\b/,
  weather: /\b(weather|rain|raining|sunny|snow|snowing|cold|hot outside|storm)\b/,
  art: /\b(art|painting|paint|drawing|draw|sketch|museum|gallery|photography|photos?)\b/,
} as const;

export type Topic = keyof typeof TOPICS;

export const TOPIC_NAMES = Object.keys(TOPICS) as Topic[];

export function isTopic(word: string): word is Topic {
  return (TOPIC_NAMES as string[]).includes(word);
}

/** Topics the text touches, in the order of the table. */
export function detectTopics(text: string): Topic[] {
  const lower = text.toLowerCase();
  return TOPIC_NAMES.filter((t) => TOPICS[t].test(lower));
}
