import { detectTopics, type Topic } from './topics';
import type { UserFacts } from './user-facts';

/** What the user's message calls for, most specific first. */
export type Cue =
  | 'askMyName'
  | 'askWhatYouKnow'
  | 'askMyLikes'
  | 'introName'
  | 'bye'
  | 'askHerName'
  | 'aboutHer'
  | 'askWeekend'
  | 'askLikes'
  | 'askOrigin'
  | 'askAge'
  | 'askJob'
  | 'likesMe'
  | 'doYouLike'
  | 'affection'
  | 'compliment'
  | 'sad'
  | 'howAreYou'
  | 'whatDoing'
  | 'greeting'
  | 'statedLike'
  | 'statedDislike'
  | 'statedJob'
  | 'statedHome'
  | 'statedPlan'
  | 'happy'
  | 'thanks'
  | 'favourite'
  | 'topic'
  | 'question'
  | 'smalltalk';

/** Cues in the order a reply answers them. */
const ORDER: Cue[] = [
  'askMyName',
  'askWhatYouKnow',
  'askMyLikes',
  'introName',
  'bye',
  'askHerName',
  'askWeekend',
  'askAge',
  'askOrigin',
  'askJob',
  'askLikes',
  'aboutHer',
  'likesMe',
  'doYouLike',
  'affection',
  'compliment',
  'sad',
  'statedLike',
  'statedDislike',
  'statedJob',
  'statedHome',
  'statedPlan',
  'favourite',
  'howAreYou',
  'whatDoing',
  'happy',
  'thanks',
  'topic',
  'greeting',
  'question',
  'smalltalk',
];

const PATTERNS: [Cue, RegExp][] = [
  [
    'askMyName',
    /\b(what'?s my name|what is my name|do you (know|remember) (my name|who i am)|who am i\b|remember my name)/,
  ],
  ['askWhatYouKnow', /\bwhat (do|did) you (know|remember|learn) about me\b|\bwhat have i told you\b/],
  [
    'askMyLikes',
    /\bwhat (do|did) i (like|love|enjoy)\b|\bremember what i (like|love|enjoy)\b|\bwhat are my (hobbies|interests)\b/,
  ],
  [
    'bye',
    /\b(bye|goodbye|good ?night|gn|see (you|ya)|gotta go|got to go|talk (to you )?later|ttyl|(going|off) to (bed|sleep))\b/,
  ],
  ['askHerName', /\b(what'?s your name|what is your name|who are you|your name\?)/],
  [
    'aboutHer',
    /\b(tell me about (yourself|you)|about yourself|describe yourself|what are you like|who are you really|what kind of (girl|woman|person) are you)\b/,
  ],
  [
    'askWeekend',
    /\b(weekends?|saturdays?|sundays?|days? off|free time|spare time|time off|after work)\b.*\b(you|u|ur|your)\b|\b(you|u|your|ur)\b.*\b(weekends?|saturdays?|sundays?|days? off|free time|spare time|time off)\b/,
  ],
  [
    'askLikes',
    /\bwhat (do|would) (you|u) (like|love|enjoy)\b|\bwhat do (you|u) do for fun\b|\b(what are|what'?s|tell me) (your|ur) (hobbies|hobby|interests|passions?)\b|\bany hobbies\b|\bwhat are (you|u) (into|passionate about)\b|\bwhat makes (you|u) happy\b|\bwhat'?s your thing\b|\bdo (you|u) have (any )?hobbies\b/,
  ],
  [
    'askOrigin',
    /\bwhere (are|r) (you|u) from\b|\bwhere (do|did) (you|u) (live|grow up|come from)\b|\bwhere were (you|u) born\b|\bwhere'?s (your )?home\b|\bwhere is (your )?home\b|\b(your|ur) hometown\b|\bwhat country\b.*\b(you|u)\b/,
  ],
  [
    'askAge',
    /\bhow old (are|r) (you|u)\b|\b(what'?s|what is|whats) (your|ur) age\b|\byour age\b|\bhow old'?s\b|\bwhen were (you|u) born\b|\bwhen'?s your birthday\b/,
  ],
  [
    'askJob',
    /\bwhat do (you|u) do (for (a )?(living|work|money)|for work)\b|\bwhat'?s (your|ur) job\b|\bwhat is (your|ur) job\b|\bwhere do (you|u) work\b|\bdo (you|u) (work|study)\b|\bwhat do (you|u) work\b/,
  ],
  ['likesMe', /\bdo you (really )?(like|love) (me|u)\b/],
  ['doYouLike', /\b(do you|do u|d'?you) (like|love|enjoy) (?!me\b|u\b)\w|\bare (you|u) (into|a fan of) \w/],
  [
    'affection',
    /\bi (really |truly )?(love|miss|like|adore) (you|u)\b|\bi('ve| have) missed you\b|\b(thinking|thought) (about|of) you\b|\bcan'?t stop thinking\b/,
  ],
  [
    'compliment',
    /\b(you'?re|you are|you look|you seem|ur)( so| really| very| super| truly| absolutely| just)? (beautiful|pretty|gorgeous|cute|hot|sexy|stunning|amazing|lovely|sweet|funny|smart|adorable|perfect|wonderful|kind|charming|cool|awesome|incredible|attractive|the best)\b|\b(love|like) your (smile|eyes|hair|style|voice|laugh|vibe|personality|face|look)\b/,
  ],
  [
    'sad',
    /(?<!not )\b(sad|tired|lonely|stressed|depressed|upset|anxious|exhausted|bored|awful|terrible|miserable|heartbroken|crying|sick)\b|\b(bad|rough|hard|long) day\b|\bfeel(ing)? (down|bad|low)\b/,
  ],
  [
    'favourite',
    /\b(what'?s|what is|what are|whats|which is|tell me) (your|ur) fav(ou?rite|orite|e)?\b|\b(your|ur) fav(ou?rite|orite|e)? \w+\?|\bdo (you|u) have a fav(ou?rite|orite)?\b/,
  ],
  [
    'howAreYou',
    /\b(how are (you|u)|how r u|how'?s it going|how is it going|how have you been|how'?s your day|how was your day|how is your day|what'?s up|whats up|sup\b|how are things|how do you feel)/,
  ],
  ['whatDoing', /\b(what are you (doing|up to)|wyd\b|what you up to|what are you wearing)/],
  [
    'happy',
    /(?<!not )\b(happy|great|excited|awesome|fantastic|wonderful|amazing day|good day|good mood|promoted|promotion|best day)\b/,
  ],
  ['thanks', /\b(thanks|thank you|thank u|thx|ty)\b/],
  ['greeting', /^\W*(hi|hey|hello|hiya|heya|yo|howdy|hallo|good (morning|afternoon|evening)|morning|evening)\b/],
  [
    'question',
    /\?\s*$|^\W*(do|does|did|are|is|was|were|would|will|can|could|have|has|what|why|where|when|who|how|which|should|wanna|want)\b/,
  ],
];

export interface Cues {
  /** most specific first; never empty */
  cues: Cue[];
  topics: Topic[];
}

/** Reads the message (and the facts it stated) for what a reply should react to. */
export function readCues(message: string, stated: UserFacts): Cues {
  const text = message.toLowerCase().replace(/[’‘`]/g, "'").trim();
  const found = new Set<Cue>(PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([cue]) => cue));
  if (stated.name) found.add('introName');
  if (stated.likes.length) found.add('statedLike');
  if (stated.dislikes.length) found.add('statedDislike');
  if (stated.job) found.add('statedJob');
  if (stated.home || stated.origin) found.add('statedHome');
  if (stated.plans.length) found.add('statedPlan');
  const topics = detectTopics(text);
  if (topics.length) found.add('topic');
  const cues = ORDER.filter((cue) => found.has(cue));
  return { cues: cues.length ? cues : ['smalltalk'], topics };
}
