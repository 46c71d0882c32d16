import type { Girl, Message, User } from '@contracts';

/** A signed-in free user; `overrides` changes what a test cares about. */
export function makeUser(overrides: Partial<User> = {}): User {
  return { id: 'u1', username: 'alice', isSubscribed: false, subEnd: null, credits: 5, wallet: null, ...overrides };
}

/** Alice, the free user most tests sign in as. */
export const alice: User = makeUser();

/** A girl with only what the wizard requires (Mia, Alice's); `overrides` adds the rest. */
export function makeGirl(overrides: Partial<Girl> = {}): Girl {
  return {
    id: 'g1',
    owner: 'alice',
    name: 'Mia',
    eyes: null,
    mouth: null,
    nose: null,
    hair: null,
    body: null,
    skin: null,
    personality: ['Playful'],
    style: 'Realistic',
    bio: null,
    imageUrl: null,
    voice: 'soft',
    pics: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

let messageSeq = 0;
/** A stored chat message with a fresh id (m1, m2, ...). */
export function makeMessage(sender: 'user' | 'ai', text: string, overrides: Partial<Message> = {}): Message {
  messageSeq += 1;
  return {
    id: `m${messageSeq}`,
    sender,
    text,
    image: null,
    loading: false,
    premium: false,
    failed: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
