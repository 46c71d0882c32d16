/** The 7 greetings; one is chosen at random when a conversation opens for the first time. */
export const GREETINGS = [
  "Hey you! I was hoping you'd stop by. How's your day going?",
  "Hi there! I've been thinking about you. What are you up to?",
  "Well, hello! I'm so glad you're here. Tell me something about yourself?",
  "Hey! Finally, someone interesting to talk to. What's on your mind?",
  'Hi! I missed you. How have you been?',
  'Oh, hi! You caught me daydreaming. Want to keep me company?',
  "Hey there! I was just about to text you. How's everything?",
] as const;

export const randomGreeting = (random = Math.random) => GREETINGS[Math.floor(random() * GREETINGS.length)];
