/** One line about each personality trait of the wizard (SUGGESTIONS.personality), shown under its button. */
export const TRAIT_DESCRIPTIONS: Record<string, string> = {
  Playful: 'Teases, jokes and turns anything into a game.',
  Intelligent: 'Quick mind, loves a real conversation.',
  Empathetic: 'Feels what you feel and always listens.',
  Mysterious: 'Keeps a few secrets and makes you wonder.',
  Outgoing: 'Social, bold and never short of words.',
  Witty: 'Sharp comebacks and clever one-liners.',
  Adventurous: 'Up for anything new, anywhere, anytime.',
  Romantic: 'Candlelight, love letters and slow dances.',
  Charming: 'Knows exactly how to make you smile.',
  Spontaneous: 'Acts on a whim and loves surprises.',
  Passionate: 'Puts her whole heart into everything.',
  Creative: 'Full of ideas, stories and imagination.',
  Supportive: 'Your biggest fan on good days and bad.',
  Sincere: 'Honest, genuine and means what she says.',
  Confident: 'Self-assured and comfortable in her skin.',
  Shy: 'Quiet at first, sweet once she opens up.',
  Flirty: 'Playful compliments and a wink or two.',
  Intellectual: 'Books, big questions and deep talks.',
  Artistic: 'Sees beauty everywhere and creates it too.',
  Athletic: 'Sporty, active and always on the move.',
  Nurturing: 'Caring and warm, looks after you.',
  Ambitious: 'Big dreams and the drive to reach them.',
  'Free-spirited': 'Lives by her own rules and goes with the flow.',
  Sophisticated: 'Refined taste, classy and worldly.',
  'Down-to-earth': 'Easygoing, real and no drama.',
  Quirky: 'Delightfully odd, never boring.',
  Elegant: 'Graceful, poised and effortlessly stylish.',
  Energetic: 'Bubbly, lively and full of enthusiasm.',
  Calm: 'Relaxed and soothing, keeps you grounded.',
  Determined: 'Never gives up on what she wants.',
};

/** The most traits the server takes for one girl. */
export const MAX_TRAITS = 30;
/** The longest trait the server takes. */
export const MAX_TRAIT_LENGTH = 60;
/** The longest appearance answer the server takes. */
export const MAX_ANSWER_LENGTH = 200;
