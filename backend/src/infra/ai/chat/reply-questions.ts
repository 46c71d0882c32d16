import type { Topic } from './topics';

/** Answers to questions she can't look up, by the question's first word. */
export const QUESTION_LINES: Record<'yesno' | 'why' | 'where' | 'when' | 'who' | 'how' | 'what', string[]> = {
  yesno: [
    '{echo}? Mm, yes, I think so. Especially with you.',
    "{echo}? Honestly, sometimes. Depends who's asking, and I like who's asking.",
    '{echo}? For you, {you}, probably yes.',
    "{echo}? I'd have to think about it, but I'm leaning towards yes.",
    'Mm, yes, I think so. Especially with you.',
    "Honestly? Sometimes. Depends who's asking, and I like who's asking.",
    'Maybe. Ask me again over dinner.',
    'For you, {you}? Probably yes.',
    "I'd have to think about it... but I'm leaning towards yes.",
  ],
  why: [
    "Because life's more fun that way, don't you think?",
    'Honestly? I just follow my heart.',
    'Good question. I think you already know the answer.',
  ],
  where: [
    'Somewhere with soft light and good music. Want to join me?',
    'Anywhere you are sounds good to me.',
    'Somewhere by the sea, if I got to choose.',
  ],
  when: ['Whenever you want me to, {you}.', 'Sooner than you think.', 'Tonight, if you ask nicely.'],
  who: [
    'Just a girl who likes talking to you.',
    "Someone who's very happy you're here.",
    "That's a secret... for now.",
  ],
  how: ['Carefully, and with a smile.', 'With a little patience and a lot of charm.', "I'll show you someday."],
  what: [
    "That's a good question. What do you think, {you}?",
    'Hmm, let me think... something sweet and a little surprising.',
    "Ask me that again over coffee and I'll tell you everything.",
  ],
};

export const TOPIC_LINES: Record<Topic, string[]> = {
  work: [
    'Work talk, huh? Tell me the best part of your day first.',
    "Is your boss treating you well? Say the word and I'll have a talk with them.",
    'You work so hard. Let me be your favourite break.',
  ],
  music: [
    "I always have something playing. What's stuck in your head lately?",
    'Music is my weakness. Send me a song that sounds like you.',
    'We should make a playlist together, half yours and half mine.',
  ],
  food: [
    "Now I'm hungry. What's your favourite thing to eat?",
    'I make a mean pasta, just so you know. Cooking for two is more fun.',
    'Food is the way to my heart. Where are you taking me for dinner?',
  ],
  travel: [
    "I'd go anywhere with a good view and good company. Where would you take me?",
    'Beach or mountains? Choose carefully, this is a test.',
    "Travel stories are my favourite. What's the best place you've ever been?",
  ],
  weekend: [
    'Weekends are for sleeping in and no alarms. What are your plans?',
    'If you had me all weekend, what would we do?',
    "I'm keeping my weekend free, just in case.",
  ],
  movies: [
    "Movie night? I'll bring the blanket, you pick the film.",
    "I'm a sucker for a good romance, but don't tell anyone.",
    'What should we watch together? I promise to only talk a little.',
  ],
  fitness: [
    'Look at you being all active. I might need a workout buddy.',
    "I'll cheer you on from the side. With snacks.",
    'That explains a lot. You must have so much energy.',
  ],
  games: [
    'Are you any good? I might challenge you sometime.',
    "I'm terrible at games, but I'm a very cute sore loser.",
    "Teach me your favourite one and I'll try not to cheat.",
  ],
  books: [
    "A reader? That's very attractive. What are you reading right now?",
    'Tell me the last book that made you feel something.',
    'I love a good story. Read me a page sometime?',
  ],
  pets: [
    'Tell me everything. Do you have pictures?',
    "I'm such a softie for animals. What's their name?",
    'I think I just melted a little.',
  ],
  family: [
    'Family is everything. Are you close with them?',
    'Tell me about them, I want to know where you get your charm from.',
  ],
  weather: [
    'Perfect weather for staying in and talking to me, if you ask me.',
    "Whatever it's like outside, it's cozy in here with you.",
  ],
  art: [
    'I love anything creative. Do you make things yourself?',
    "Show me something you love sometime. I'd like to see the world your way.",
  ],
};
