export { QUESTION_LINES, TOPIC_LINES } from './reply-questions';

/**
 * Her lines, by what they answer. `{key}` is filled from the reply's variables; a line whose keys are not
 * all known is skipped. `{noname}`, `{nolikes}`, `{noknown}` are empty markers present only when that fact
 * is unknown.
 */
export const LINES = {
  askMyName: [
    "You're {name}, of course. How could I forget?",
    '{name}! Did you really think I would forget you?',
    "It's {name}, and I like saying it.",
    '{name}. I remember everything you tell me.',
    "{noname}You haven't told me yet! What should I call you?",
    '{noname}Hmm, you never said. Tell me, I would love to know.',
  ],
  askWhatYouKnow: [
    'Let me see... {known}. I pay attention, you know.',
    'I know {known}. And I want to know more.',
    'Well, {known}. Did I pass the test?',
    '{noknown}Not nearly enough yet! Tell me something about you.',
    '{noknown}Hardly anything, and I want to change that. Tell me about you?',
  ],
  askMyLikes: [
    'You like {likes}. See? I listen.',
    '{likes}, if I remember right. Did I pass the test?',
    "You told me you love {likes}. I don't forget things like that.",
    "{nolikes}You haven't told me yet! What do you love doing?",
    '{nolikes}Hmm, you are still a bit of a mystery. What do you like?',
  ],
  introName: [
    '{name}. I like that name, it suits you.',
    "Nice to meet you properly, {name}. I'm {me}.",
    "{name}... I'm going to enjoy saying that.",
    "Hi {name}! I'll remember that, I promise.",
    '{name}, what a lovely name. I am glad you told me.',
  ],
  bye: [
    'Already? Okay, but come back soon, {you}.',
    "Take care of yourself, {you}. I'll be right here.",
    "Bye for now, {you}. Don't keep me waiting too long.",
    "Go on then, {you}, but I'll miss you.",
    'Mm, okay. Think of me later, {you}?',
  ],
  askHerName: [
    "I'm {me}. Don't wear it out.",
    "It's {me}. I like how it sounds when you say it.",
    "{me}, and I'm very happy to meet you.",
    "{noname}My name's {me}. Now tell me yours?",
  ],
  aboutHer: [
    "Well, I'm {trait} and a little {trait2}, or so my friends say. {bioline}",
    "I'm {trait}, mostly, and a bit {trait2}. {bioline}",
    "What's there to say? {bioline} And I'm a little {trait}.",
    "I'm {trait2} and {trait}, if you ask my friends. {bioline}",
  ],
  askLikes: [
    '{hobbyMe}. What about you, {you}?',
    'Honestly? {hobbyMe}. And talking to you, obviously.',
    '{hobbyMe}, and {hobbyMe2}. Your turn!',
    'Mostly? {hobbyMe}. What do you love doing?',
  ],
  askWeekend: [
    '{weekendMe} What about yours, {you}?',
    'Mm, weekends. {weekendMe} Want to join me one day?',
    '{weekendMe} And sleeping in, always.',
    'Depends on my mood, but usually? {weekendMe}',
  ],
  askOrigin: [
    "I'm from {hometown}. Have you ever been?",
    '{hometown}, born and raised. Where are you from, {you}?',
    'I grew up in {hometown}. I still miss it sometimes.',
  ],
  askAge: [
    "I'm {age}. Old enough to know what I like.",
    '{age}, and loving it. How old are you, {you}?',
    "I just turned {age}. Don't make me feel old!",
  ],
  askJob: [
    'I {job}. It keeps me busy, but I always have time for you.',
    'I {job}, and I love it most days. What do you do?',
    'I {job}. Not glamorous, but it makes me happy.',
  ],
  likesMe: [
    'I like you a lot, {you}. Can you not tell?',
    "Like you? I'm smiling at my phone right now, so you tell me.",
    'More than I probably should, {you}.',
  ],
  doYouLike: [
    "{mine}? Yes! You've found my weak spot.",
    "Do I ever. {hobbyMe}, so you're talking to the right girl.",
    'I love {asked}! Especially with the right company.',
    '{asked}? Yes, absolutely. Do you?',
    'Mm, I do like {asked}. What about you, {you}?',
    "Who doesn't love {asked}? I could talk about it for hours.",
  ],
  affection: [
    'You just made my heart do a little flip, {you}.',
    'Say that again, I want to hear it twice.',
    "I was hoping you'd say that.",
    'Careful, {you}. I could get used to hearing that.',
    "You're sweet. I feel it too, you know.",
  ],
  compliment: [
    "Stop it, you're making me blush.",
    'You really know how to make a girl smile, {you}.',
    "That's sweet. You're not so bad yourself.",
    'Careful, compliments like that go straight to my head.',
    'Flattery will get you everywhere with me, {you}.',
    "Aww. I'd give you a kiss on the cheek for that.",
  ],
  sad: [
    'Oh no, {you}. Come here and tell me what happened?',
    "I'm sorry. I'm right here, talk to me.",
    'That sounds rough. Want to vent, or should I distract you?',
    "Hey, it's okay. Let me make your day a little better.",
    'Sending you the biggest hug right now, {you}.',
  ],
  statedLike: [
    "{thing}? Now that's something I could get into.",
    'Ooh, {thing}. Tell me what you love most about it.',
    "You like {thing}? We're getting along better and better.",
    'Good taste: {thing}. Maybe you can show me sometime.',
    "I'll remember that you love {thing}, {you}.",
  ],
  statedDislike: [
    "Noted: no {dislike}. I'll keep that in mind.",
    'Not a fan of {dislike}? Fair enough, more time for fun things then.',
    'Okay, no more {dislike}, noted. What do you love instead?',
  ],
  statedJob: [
    "So {jobYou}? I bet you're great at it.",
    'Ooh, {jobYou}. Tell me about your favourite part of it.',
    "{jobYou}? That's kind of impressive, you know.",
  ],
  statedHome: [
    "{place}! I've always wanted to see it. Show me around someday?",
    "Ooh, {place}. What's your favourite spot there?",
    "{place}, huh? I bet it's lovely this time of year.",
  ],
  statedPlan: [
    "You're going to {plan}? Take me with you!",
    'That sounds amazing. Promise you will tell me all about it?',
    'Ooh, {plan}. I love that for you, {you}.',
  ],
  favourite: [
    "My favourite {fav}? {favAnswer}. What's yours?",
    'Ooh, my favourite {fav}... {favAnswer}. Now tell me yours, {you}.',
    "Favourite {fav}? {favAnswer}. Don't laugh.",
  ],
  howAreYou: [
    "I'm doing great now that you're here.",
    'Honestly? A little better every time you message me.',
    "I'm good, {you}. Just had a cozy, lazy kind of day.",
    'Pretty wonderful, thanks for asking.',
    "Better now. I was hoping you'd message me.",
  ],
  whatDoing: [
    'Just curled up on the couch, talking to you.',
    'Honestly? Waiting for you to message me.',
    'Making some tea and thinking about you, {you}.',
    'Lying in bed with my phone, smiling at your messages.',
  ],
  happy: [
    'I love hearing that! What made it so good?',
    'Your good mood is contagious, {you}.',
    'Yay! Tell me everything.',
    'That makes me so happy for you.',
  ],
  thanks: ['Anytime, {you}.', 'You never have to thank me.', 'My pleasure. Truly.', "Aww, you're welcome, {you}."],
  greeting: [
    "Hey {you}! I was hoping you'd show up.",
    'Hi {you}, there you are. I was just thinking about you.',
    'Well hello, {you}. You just made my day better.',
    'Hi {you}! Perfect timing, I was getting bored without you.',
    'Hello, {you}. I saved my best smile for you.',
  ],
  smalltalk: [
    'Tell me more about that, {you}.',
    'Mm, I like the way you think.',
    "Go on, I'm listening.",
    'You always have something interesting to say.',
    'Really? I want to hear more.',
    "Ha, you're fun to talk to, you know that?",
  ],
} satisfies Record<string, string[]>;

export const OPENERS = ['Hey {you}!', 'Hi {you}!', 'Hello, {you}.', 'Mm, hi {you}.'];

export const FOLLOW_UPS = [
  'What about you?',
  "What's on your mind tonight?",
  'How was your day, really?',
  'Tell me something about you?',
  'What are you up to later?',
];

export const CALLBACKS = {
  like: [
    'I keep thinking about how much you like {like}.',
    "Maybe one day we'll enjoy {like} together.",
    'Still into {like}? Tell me more about it sometime.',
  ],
  work: ['How was work today?', 'Is work being kind to you lately?'],
  study: ['How are your studies going?'],
  plan: ['Are you still going to {plan}?', "Don't forget to tell me when you {plan}."],
  home: ["What's it like in {home} right now?"],
};

/** What she calls the user when she does not know his or her name (never 'you': "Tell me more about that, you."). */
export const PET_NAMES = ['babe', 'cutie', 'sweetheart', 'darling'];

/** Her answers to "what's your favourite …". */
export const FAVOURITES: [RegExp, string[]][] = [
  [/food|dish|meal/, ['Pasta, always', 'Anything with melted cheese', 'Sushi on a rainy evening']],
  [/colou?r/, ['Deep red', 'Soft pink, like the sky at sunset', 'Midnight blue']],
  [/movie|film/, ['Anything romantic with a happy ending', 'An old classic with a glass of wine']],
  [/song|music|band|singer|artist/, ['Slow jazz on a rainy evening', 'Whatever makes me want to dance in the kitchen']],
  [/place|city|country/, ['Anywhere near the sea', 'A little café I will take you to one day']],
  [/season/, ['Autumn, for the cozy sweaters', 'Summer nights']],
  [/drink/, ['A glass of red wine', 'Hot chocolate with far too much cream']],
  [/book/, ['Anything that keeps me up until 3 am', 'A love story, obviously']],
  [/flower/, ['Peonies', 'Sunflowers']],
  [/animal/, ['Cats, the fluffier the better', 'Dolphins']],
];

export const UNKNOWN_FAVOURITE = [
  'Hard to pick, I change my mind every week',
  "That's a tough one, but you'd be near the top",
];
