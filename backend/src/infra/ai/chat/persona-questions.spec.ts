import type { ChatTurn, Persona } from '../chat-model.port';
import { OfflineChatModel } from './offline-chat.model';
import { PET_NAMES } from './reply-templates';

const model = new OfflineChatModel({ wordDelayMs: 0 });

const persona = (name: string, personality: string[], looks: string[] = []): Persona => ({
  name,
  personality,
  bio: null,
  looks,
  memory: null,
});
const ivy = persona(
  'Ivy',
  ['Calm', 'collects vinyl records', 'night owl', 'Sarcastic', 'from Porto'],
  ['Hazel eyes', 'Freckles skin'],
);
const nova = persona('Nova', ['Athletic', 'Witty']);

function ask(message: string, who: Persona, earlier: ChatTurn[] = []): string {
  return model.reply({ system: '', persona: who, history: [...earlier, { role: 'user', content: message }] });
}

describe('her bio uses what was typed in the custom boxes', () => {
  it.each([
    [['Playful', 'collects vinyl records'], [], [/collects vinyl records/]],
    [['I love baking', 'Sarcastic'], [], [/loves baking/, /sarcastic/]],
    [['night owl', 'Romantic'], [], [/a night owl/, /romantic/]],
    [['obsessed with astronomy', 'a bit shy', 'Calm'], [], [/is obsessed with astronomy/, /a bit shy/]],
    [['from Lisbon', 'Witty', 'bookworm'], [], [/from Lisbon/, /a bookworm/]],
    [
      ['Elegant', 'Quirky', 'Loyal'],
      ['Green eyes', 'Freckles skin', 'Sun-kissed skin', 'Dimples mouth'],
      [/freckles/, /sun-kissed skin/, /dimples/, /loyal/],
    ],
    [['dancing salsa', 'Caring'], [], [/loves dancing salsa/, /^Mia is a caring woman/]],
  ] as [string[], string[], RegExp[]][])('%j %j', async (personality, looks, expected) => {
    const bio = await model.bio(persona('Mia', personality, looks));
    for (const re of expected) expect(bio).toMatch(re);
    const sentences = bio.match(/[^.!?]+[.!?]/g) ?? [];
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(4);
    expect(bio).not.toMatch(/\bI\b|\bmy\b/);
    expect(bio).not.toMatch(/\ba a\b|\ban a\b|woman woman/);
  });
});

describe('she answers a question by its kind, from her traits', () => {
  it.each([
    'So what do you get up to on Saturdays?',
    'Any plans for your days off?',
    'how do you spend your weekends?',
    'What do you like to do on weekends?',
  ])('%s (weekends)', (message) => {
    expect(ask(message, ivy)).toMatch(/vinyl records/);
    expect(ask(message, nova)).toMatch(/run|hike|comedy/);
  });

  it.each([
    'What are you into?',
    'what do you enjoy doing?',
    'Got any hobbies?',
    'what are your interests?',
    'What do you do for fun?',
  ])('%s (likes)', (message) => {
    expect(ask(message, ivy)).toMatch(/I collect vinyl records/);
    expect(ask(message, nova)).toMatch(/\brun\b|hike|jokes/);
  });

  it.each([
    'Where did you grow up?',
    "Where's home for you?",
    'So where are you from originally?',
    'where were you born?',
  ])('%s (where from)', (message) => {
    expect(ask(message, ivy)).toMatch(/Porto/);
    // a place of her own, the same whatever the phrasing
    const place = (text: string) =>
      /(?:from|in) ([A-Z][a-z]+(?: [A-Z][a-z]+)?|a little town by the sea)|^([A-Z][a-z]+(?: [A-Z][a-z]+)?), born/
        .exec(text)
        ?.slice(1)
        .find(Boolean);
    expect(place(ask(message, nova))).toBe(place(ask('Where are you from?', nova)));
  });

  it.each(['How old r u?', "What's your age?", 'May I ask your age?', 'how old are you, if you dont mind me asking'])(
    '%s (age)',
    (message) => {
      const age = Number(/\b(\d\d)\b/.exec(ask(message, nova))?.[1]);
      expect(age).toBeGreaterThanOrEqual(21);
      expect(age).toBeLessThanOrEqual(29);
      expect(ask(message, nova)).toContain(String(age));
    },
  );

  it.each([
    ["What's your favorite movie?", /favourite movie/i],
    ['which is your favourite season?', /favourite season/i],
    ['Your fave drink?', /favourite drink/i],
  ])('%s (favourite)', (message, expected) => {
    expect(ask(message, nova)).toMatch(expected);
  });

  it('says what she is doing, whether she likes a thing, why, and answers yes-no questions about herself', () => {
    expect(ask('wyd rn', nova)).toMatch(/couch|waiting|tea|bed/i);
    expect(ask('What are you doing right now?', ivy)).toMatch(/couch|waiting|tea|bed/i);
    expect(ask('Do you like vinyl?', ivy)).toMatch(/weak spot|right girl/);
    expect(ask('Are you into records?', ivy)).toMatch(/weak spot|right girl/);
    expect(ask('Do you like opera?', ivy)).toMatch(/opera/i);
    expect(ask('But why though?', nova)).toMatch(/because|heart|answer/i);
    expect(ask('Are you a morning person?', nova)).toContain('Am I a morning person?');
    expect(ask('Would you ever go skydiving?', ivy)).toContain('Would I ever go skydiving?');
    expect(ask('can you keep a secret?', ivy)).toContain('Can I keep a secret?');
  });
});

describe('she does not repeat herself', () => {
  const named = (text: string, word: string) => (text.match(new RegExp(`\\b${word}\\b`, 'gi')) ?? []).length;
  const sentences = (text: string) =>
    (text.toLowerCase().match(/[^.!?]+[.!?]*/g) ?? []).map((s) => s.replace(/[^a-z' ]/g, '').trim()).filter(Boolean);

  it('calls the user by a pet name or a name at most once per reply', () => {
    for (const who of [ivy, nova, persona('Kai', ['Flirty', 'Romantic'])]) {
      const history: ChatTurn[] = [];
      const messages = [
        'Hey! How are you?',
        'hi',
        'hello, how r u doing',
        'good morning! how was your day?',
        'hey there',
        'thanks babe',
        'bye for now',
      ];
      for (let i = 0; i < 42; i++) {
        history.push({ role: 'user', content: messages[i % messages.length] });
        const reply = model.reply({ system: '', persona: who, history: [...history] });
        for (const name of PET_NAMES) expect(named(reply, name)).toBeLessThanOrEqual(1);
        expect(PET_NAMES.reduce((n, name) => n + named(reply, name), 0)).toBeLessThanOrEqual(1);
        history.push({ role: 'assistant', content: reply });
      }
      const withName: ChatTurn[] = [
        { role: 'user', content: "hi, I'm Theo" },
        { role: 'assistant', content: 'Hi Theo!' },
      ];
      for (const m of ['hey, how are you?', 'hello!', 'good evening, how is your day going?'])
        expect(named(ask(m, who, withName), 'Theo')).toBeLessThanOrEqual(1);
    }
  });

  it('never says a sentence she said in her last three replies', () => {
    for (const who of [ivy, nova]) {
      const history: ChatTurn[] = [];
      const replies: string[] = [];
      const messages = ['hey', 'how are you?', 'hey', 'how are you?', 'what are you doing?', 'ok', 'lol', 'hey'];
      for (let i = 0; i < 40; i++) {
        history.push({ role: 'user', content: messages[i % messages.length] });
        const reply = model.reply({ system: '', persona: who, history: [...history] });
        const earlier = new Set(replies.slice(-3).flatMap(sentences));
        for (const sentence of sentences(reply)) expect(earlier.has(sentence)).toBe(false);
        replies.push(reply);
        history.push({ role: 'assistant', content: reply });
      }
    }
  });
});
