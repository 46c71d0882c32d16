import { Client } from 'pg';

import type { CreateGirlResponse, Memory } from '../src/contracts';
import { FACTS_PROMPT_TOKENS } from '../src/modules/chat/facts-prompt';
import { call, signUp } from './support/http';
import { type RunningApi, startApi } from './support/in-process';
import { OpenAiServer } from './support/openai-server';

// What she remembers reaches her replies: the offline writer answers questions about facts said long
// ago (beyond the 50 messages she sees), and an OpenAI-compatible server is sent them in the system prompt.
const server = new OpenAiServer();
let offline: RunningApi;
let openai: RunningApi;
let db: Client;
beforeAll(async () => {
  await server.start();
  offline = await startApi({ CHAT_WORD_DELAY_MS: '0', CHAT_MESSAGES_PER_MINUTE: '1000' });
  openai = await startApi({ CHAT_PROVIDER: 'openai', OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'test-key' });
  db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
});
afterAll(async () => {
  await offline.close();
  await openai.close();
  await server.stop();
  await db.end();
});

/** A subscriber chatting with their own new girl on `api`. */
async function chatting(api: RunningApi) {
  const { token, user } = await signUp(api.url);
  await db.query(`UPDATE users SET sub_end = now() + interval '1 month' WHERE id = $1`, [user.id]);
  const girl = (
    await call<CreateGirlResponse>(api.url, 'POST', '/api/girls', {
      token,
      body: { name: 'Mia', personality: ['Playful', 'Romantic'], style: 'Realistic' },
    })
  ).body.girl;
  await call(api.url, 'GET', `/api/chats/${girl.id}`, { token });
  const say = async (text: string) => {
    const res = await call<{ response: string }>(api.url, 'POST', '/api/girl-chat', {
      token,
      body: { girlId: girl.id, newUserMessage: text },
    });
    expect(res.status).toBe(200);
    return res.body.response;
  };
  return { token, girl, say };
}

const FACTS: [string, string, string][] = [
  ["Hi! I'm Sam, by the way.", "what's my name?", 'Sam'],
  ['My sister Anna is coming to visit next month.', "what's my sister's name?", 'Anna'],
  ['I live in Denver, it snows a lot here.', 'where do I live?', 'Denver'],
  ['My birthday is May 3rd, just so you know.', 'when is my birthday?', 'May 3'],
  ['I really love hiking.', 'what do I like?', 'hiking'],
  ['I have a dog named Rex, he is a good boy.', "do you remember my dog's name?", 'Rex'],
  ['I work as a nurse at the hospital.', 'what do I do for work?', 'nurse'],
  ["I'm from Ohio originally.", 'where am I from?', 'Ohio'],
  ['Tom is my best friend since school.', 'who is my best friend?', 'Tom'],
  ["My cat's name is Luna.", "what's my cat called?", 'Luna'],
];

const FILLERS = [
  'How was your day?',
  'That sounds nice.',
  'Haha, you are funny.',
  'Tell me something about yourself.',
  'What are you doing right now?',
  'I had a long day today.',
  'What music do you listen to?',
  'Okay, that makes sense.',
  'Do you like movies?',
  'Good morning!',
];

describe('what she remembers, in a long chat', () => {
  it('the offline writer answers at least 9 of 10 questions about facts spread through 60 messages', async () => {
    const { say } = await chatting(offline);
    // 60 messages of the person's: a fact every 6th, the questions only after all of them
    for (let i = 0; i < 60; i++) await say(i % 6 === 0 ? FACTS[i / 6][0] : FILLERS[i % FILLERS.length]);
    let right = 0;
    const wrong: string[] = [];
    for (const [, question, value] of FACTS) {
      const reply = await say(question);
      if (reply.includes(value)) right++;
      else wrong.push(`${question} → ${reply}`);
    }
    // on failure, the questions she got wrong are shown
    expect(right >= 9 ? [] : wrong).toEqual([]);
    expect(right).toBeGreaterThanOrEqual(9);
  });

  it('pinned facts, then the newest learned, reach the system prompt sent to an OpenAI-compatible server, within the budget', async () => {
    const { token, girl, say } = await chatting(openai);
    server.script({ kind: 'normal', deltas: ['Nice', ' to meet you'] });
    await say('My sister Anna is visiting and I live in Denver.');
    const pinned = await call<Memory>(openai.url, 'POST', `/api/chats/${girl.id}/memories`, {
      token,
      body: { text: 'I am allergic to cats' },
    });
    expect(pinned.status).toBe(201);
    // long notes of the person's own, unpinned: more than the budget holds
    for (let i = 0; i < 8; i++) {
      const note = await call<Memory>(openai.url, 'POST', `/api/chats/${girl.id}/memories`, {
        token,
        body: { text: `Long story number ${i}: ${'a detail to keep in mind '.repeat(7)}`.trim() },
      });
      await call(openai.url, 'PATCH', `/api/chats/${girl.id}/memories/${note.body.id}`, {
        token,
        body: { pinned: false },
      });
    }
    server.script({ kind: 'normal', deltas: ['Of course'] });
    await say('Do you remember anything about me?');
    const system = server.requests.at(-1)!.body.messages[0];
    expect(system.role).toBe('system');
    const lines = system.content.split('\n').filter((l) => l.startsWith('- '));
    expect(lines[0]).toBe('- I am allergic to cats');
    expect(lines).toEqual(expect.arrayContaining(['- Sister: Anna', '- Lives in: Denver']));
    expect(lines.join('\n').length / 4).toBeLessThanOrEqual(FACTS_PROMPT_TOKENS);
    // the newest unpinned notes made it in, the oldest did not fit
    expect(system.content).toContain('Long story number 7');
    expect(system.content).not.toContain('Long story number 0');
  });
});
