import type { ChatRequest, ChatTurn, Persona } from '../chat-model.port';
import { OfflineChatModel } from './offline-chat.model';

const mia: Persona = {
  name: 'Mia',
  personality: ['Playful', 'Romantic', 'Witty'],
  bio: null,
  looks: ['Blue eyes', 'Blonde hair', 'Slim body'],
  memory: null,
};

const model = new OfflineChatModel({ wordDelayMs: 0 });

function ask(message: string, persona: Persona = mia, earlier: ChatTurn[] = []): string {
  return model.reply({ system: 'ignored offline', persona, history: [...earlier, { role: 'user', content: message }] });
}

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const deltas: string[] = [];
  for await (const delta of stream) deltas.push(delta);
  return deltas;
}

describe('OfflineChatModel replies', () => {
  it('tells her name and describes herself from her traits', () => {
    expect(ask("What's your name?")).toContain('Mia');
    expect(ask('Tell me about yourself')).toMatch(/playful|romantic|witty/);
    const nova = { ...mia, name: 'Nova', personality: ['Athletic', 'Calm'] };
    expect(ask('what is your name?', nova)).toContain('Nova');
    expect(ask('tell me about yourself', nova)).toMatch(/athletic|calm/);
  });

  it('speaks from her bio when she has one', () => {
    const withBio = { ...mia, bio: 'Mia is a playful woman. She loves salsa dancing and rainy Sunday mornings.' };
    expect(ask('Tell me about yourself', withBio)).toContain('I love salsa dancing and rainy Sunday mornings.');
  });

  it('answers questions about what she likes', () => {
    expect(ask("What's your favourite food?")).toMatch(/favourite food/i);
    expect(ask('Do you like music?')).toMatch(/music/i);
    expect(ask('How are you?')).toMatch(/\b(I'm|I am|Honestly|Pretty|Better)\b/);
  });

  it('picks up the name the user gives and uses it', () => {
    expect(ask('Hi, my name is Sam')).toContain('Sam');
    const earlier: ChatTurn[] = [
      { role: 'user', content: "hey, I'm Alex" },
      { role: 'assistant', content: 'Hi Alex!' },
    ];
    expect(ask("What's my name?", mia, earlier)).toContain('Alex');
    expect(ask('hello', mia, earlier)).toContain('Alex');
  });

  it('reacts to what the user likes, feels and plans', () => {
    expect(ask('I love hiking and jazz').toLowerCase()).toMatch(/hiking|jazz/);
    expect(ask("I'm going to visit Rome next week")).toMatch(/visit Rome|amazing|Take me/);
    expect(ask('I had a really bad day')).toMatch(/sorry|rough|okay|hug|happened/i);
    expect(ask('You are so beautiful')).toMatch(/blush|smile|sweet|head|everywhere|kiss/i);
  });

  it('never calls the user "you" as a pet name ("Tell me more about that, you.")', () => {
    const messages = [
      'hi',
      'hello there',
      'thanks!',
      'you are so cute',
      'bye',
      'I had a bad day',
      'do you love me?',
      'tell me more',
      'what do you think?',
      'will you?',
      'when?',
      'I love pizza',
      'what is your favourite food?',
      'how are you?',
      'ok',
    ];
    const history: ChatTurn[] = [];
    for (let i = 0; i < 120; i++) {
      history.push({ role: 'user', content: messages[i % messages.length] });
      const reply = model.reply({ system: '', persona: mia, history: [...history] });
      expect(reply).not.toMatch(/, you[.!?]|\byou, you\b|^(hey|hi|hello|mm, hi),? you\b/i);
      history.push({ role: 'assistant', content: reply });
    }
  });

  it('never says the same thing twice in a row over 30 turns', () => {
    const messages = ['hi', 'hi', 'how are you?', 'ok', 'ok', 'lol', 'tell me more', 'hi'];
    const history: ChatTurn[] = [];
    const replies: string[] = [];
    for (let i = 0; i < 30; i++) {
      history.push({ role: 'user', content: messages[i % messages.length] });
      const reply = model.reply({ system: '', persona: mia, history: [...history] });
      replies.push(reply);
      history.push({ role: 'assistant', content: reply });
    }
    for (let i = 1; i < replies.length; i++) expect(replies[i]).not.toBe(replies[i - 1]);
    expect(new Set(replies).size).toBeGreaterThan(15);
    for (const reply of replies) {
      expect(reply.length).toBeGreaterThan(0);
      expect((reply.match(/[.!?]+(?=\s|$)/g) ?? []).length).toBeLessThanOrEqual(3);
    }
  });

  it('is not thrown by the same message over and over', () => {
    const history: ChatTurn[] = [];
    let previous = '';
    for (let i = 0; i < 30; i++) {
      history.push({ role: 'user', content: 'hi' });
      const reply = model.reply({ system: '', persona: mia, history: [...history] });
      expect(reply).not.toBe(previous);
      previous = reply;
      history.push({ role: 'assistant', content: reply });
    }
  });
});

describe('OfflineChatModel stream', () => {
  const request: ChatRequest = {
    system: '',
    persona: mia,
    history: [{ role: 'user', content: 'Hi! My name is Sam, how are you?' }],
  };

  it('streams several word deltas that join to the reply', async () => {
    const deltas = await collect(model.stream(request));
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe(model.reply(request));
    expect(deltas.join('')).toContain('Sam');
  });

  it('paces the words', async () => {
    const paced = new OfflineChatModel({ wordDelayMs: { min: 10, max: 12 } });
    const started = Date.now();
    const deltas = await collect(paced.stream(request));
    expect(Date.now() - started).toBeGreaterThanOrEqual((deltas.length - 1) * 9);
  });

  it('stops with an error when aborted', async () => {
    const paced = new OfflineChatModel({ wordDelayMs: 20 });
    const controller = new AbortController();
    const deltas: string[] = [];
    const run = (async () => {
      for await (const delta of paced.stream(request, controller.signal)) {
        deltas.push(delta);
        if (deltas.length === 2) controller.abort();
      }
    })();
    await expect(run).rejects.toThrow();
    expect(deltas).toHaveLength(2);
  });
});

describe('OfflineChatModel bio and memory', () => {
  it('writes a 2 to 4 sentence bio in the third person', async () => {
    const bio = await model.bio(mia);
    const sentences = bio.match(/[^.!?]+[.!?]/g) ?? [];
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(4);
    expect(bio).toMatch(/^Mia is a playful and romantic woman with blue eyes and blonde hair\./);
    expect(bio).toMatch(/\bShe\b/);
    expect(bio).not.toMatch(/\bI\b/);
  });

  it('leaves free-text traits out of the sentences that need an adjective', async () => {
    const zoe = { ...mia, name: 'Zoe', personality: ['loves cats', 'Quirky'] };
    const bio = await model.bio(zoe);
    expect(bio).toMatch(/^Zoe is a quirky woman/);
    expect(bio).not.toContain('loves cats woman');
    expect(ask('tell me about yourself', zoe)).not.toMatch(/loves cats/);
  });

  it('still knows the name from the first of 200 messages through her summaries', async () => {
    const all: ChatTurn[] = [{ role: 'user', content: "Hi there, I'm Sam. I love jazz and I work as a nurse." }];
    const fillers = [
      'how was your day?',
      'ok',
      'that sounds nice',
      'what are you doing?',
      'lol',
      'tell me more',
      'cool',
    ];
    for (let i = 1; i < 200; i++) {
      all.push(
        i % 2 === 1
          ? { role: 'assistant', content: `reply ${i}` }
          : { role: 'user', content: fillers[i % fillers.length] },
      );
    }
    // the memory service folds the messages older than the last 50, 20 at a time
    let memory: string | null = null;
    for (let start = 0; start < 150; start += 20) {
      memory = await model.summarize(memory, all.slice(start, Math.min(start + 20, 150)), { ...mia, memory });
    }
    expect(memory).toContain("The user's name is Sam.");
    expect(memory).toContain('They like jazz.');
    expect(memory).toContain('They work as a nurse.');
    const recent = all.slice(150);
    expect(recent.some((t) => t.content.includes('Sam'))).toBe(false);
    const persona = { ...mia, memory };
    const history: ChatTurn[] = [...recent, { role: 'user', content: "what's my name?" }];
    expect(model.reply({ system: '', persona, history })).toContain('Sam');
    expect(model.reply({ system: '', persona, history: [...recent, { role: 'user', content: 'hey' }] })).toContain(
      'Sam',
    );
    expect(
      model.reply({ system: '', persona, history: [...recent, { role: 'user', content: 'what do I like?' }] }),
    ).toMatch(/jazz/i);
  });
});
