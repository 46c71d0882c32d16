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

/** Her first message: one of her own greetings (a character card's) with `{{char}}` and `{{user}}` filled in, else one of the 7. */
export function greetingFor(
  girl: { name: string | null; greetings?: string[] | null },
  username: string,
  random = Math.random,
): string {
  const own = (girl.greetings ?? []).filter((g) => g.trim());
  if (!own.length) return randomGreeting(random);
  const name = girl.name?.trim() || 'me';
  return own[Math.floor(random() * own.length)]
    .replace(/\{\{char\}\}|<BOT>/gi, () => name)
    .replace(/\{\{user\}\}|<USER>/gi, () => username);
}
