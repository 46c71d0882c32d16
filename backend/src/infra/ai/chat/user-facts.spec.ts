import { readMemory, renderMemory, summarizeOffline } from './memory-text';
import { emptyFacts, extractUserFacts, factsFromMessages, mergeUserFacts } from './user-facts';

describe('extractUserFacts', () => {
  it.each([
    ['my name is sam', 'Sam'],
    ["Hi! My name's Alex, nice to meet you", 'Alex'],
    ['you can call me Jo', 'Jo'],
    ["I'm Sam, by the way", 'Sam'],
    ['i am Priya', 'Priya'],
  ])('reads the name in %j', (message, name) => {
    expect(extractUserFacts(message).name).toBe(name);
  });

  it.each([["I'm tired"], ["I'm Tired today"], ["I'm English"], ["I'm not sure"], ['call me later'], ["I'm a nurse"]])(
    'reads no name in %j',
    (message) => {
      expect(extractUserFacts(message).name).toBeNull();
    },
  );

  it('reads likes, splitting lists and turning "to cook" into "cooking"', () => {
    expect(extractUserFacts('I like hiking and jazz.').likes).toEqual(['hiking', 'jazz']);
    expect(extractUserFacts('I really love to cook, but not on Mondays').likes).toEqual(['cooking']);
    expect(extractUserFacts('I enjoy swimming, chess and Star Wars too').likes).toEqual([
      'swimming',
      'chess',
      'Star Wars',
    ]);
    expect(extractUserFacts("I'm really into photography").likes).toEqual(['photography']);
  });

  it('does not take feelings about her for likes', () => {
    expect(extractUserFacts('I love you').likes).toEqual([]);
    expect(extractUserFacts('I like your smile').likes).toEqual([]);
    expect(extractUserFacts('I like talking to you').likes).toEqual([]);
  });

  it('reads dislikes', () => {
    expect(extractUserFacts("I don't like mornings").dislikes).toEqual(['mornings']);
    expect(extractUserFacts('I hate traffic and rain').dislikes).toEqual(['traffic', 'rain']);
  });

  it.each([
    ['I work as a nurse', 'work as a nurse'],
    ['I work at Google', 'work at Google'],
    ["I'm a software engineer at a startup", 'work as a software engineer'],
    ['I am an architect', 'work as an architect'],
    ["I'm a student", 'are a student'],
    ['I study law', 'study law'],
    ["I'm retired now", 'are retired'],
  ])('reads the job in %j', (message, job) => {
    expect(extractUserFacts(message).job).toBe(job);
  });

  it('reads no job from "I\'m a big fan of jazz" or "I work in the morning"', () => {
    expect(extractUserFacts("I'm a big fan of jazz").job).toBeNull();
    expect(extractUserFacts("I'm a big fan of jazz").likes).toEqual(['jazz']);
    expect(extractUserFacts('I work in the morning').job).toBeNull();
  });

  it('reads where they live and come from', () => {
    const facts = extractUserFacts("I live in Denver with my dog. I'm from Ohio originally");
    expect(facts.home).toBe('Denver');
    expect(facts.origin).toBe('Ohio originally');
    expect(extractUserFacts('I come from Brazil').origin).toBe('Brazil');
  });

  it('reads plans', () => {
    expect(extractUserFacts("I'm going to visit Rome next month").plans).toEqual(['visit Rome next month']);
    expect(extractUserFacts("I'm going to the beach tomorrow").plans).toEqual(['go to the beach tomorrow']);
    expect(extractUserFacts('I plan to learn guitar').plans).toEqual(['learn guitar']);
    expect(extractUserFacts("I'm going to miss you").plans).toEqual([]);
  });
});

describe('mergeUserFacts', () => {
  it('lets the latest name, job and home win', () => {
    const facts = factsFromMessages(emptyFacts(), [
      'my name is Sam',
      'I work as a nurse',
      'actually call me Sammy',
      'I work at a bakery now',
    ]);
    expect(facts.name).toBe('Sammy');
    expect(facts.job).toBe('work at a bakery');
  });

  it('keeps likes once, newest last, and drops a like that became a dislike', () => {
    const facts = factsFromMessages(emptyFacts(), [
      'I like jazz and hiking',
      'I love Jazz',
      "I don't like hiking anymore",
    ]);
    expect(facts.likes).toEqual(['Jazz']);
    expect(facts.dislikes).toEqual(['hiking']);
  });

  it('keeps what the later facts leave out', () => {
    const earlier = { ...emptyFacts(), name: 'Sam', likes: ['jazz'], home: 'Denver' };
    expect(mergeUserFacts(earlier, emptyFacts())).toEqual(earlier);
  });
});

describe('memory text', () => {
  it('renders facts compactly and reads its own format back', () => {
    const memory = {
      facts: {
        name: 'Sam',
        likes: ['hiking', 'jazz'],
        dislikes: ['mornings'],
        job: 'work as a nurse',
        home: 'Denver',
        origin: 'Ohio',
        plans: ['visit Rome', 'go to the beach'],
      },
      topics: ['music' as const, 'travel' as const],
      notes: [],
    };
    const text = renderMemory(memory);
    expect(text).toBe(
      "The user's name is Sam. They like hiking and jazz. They don't like mornings. They work as a nurse. They live in Denver. " +
        'They are from Ohio. Their plans: visit Rome; go to the beach. So far they talked about music and travel.',
    );
    expect(readMemory(text)).toEqual(memory);
  });

  it('finds the name in a summary another model wrote, and keeps its sentences as notes', () => {
    const memory = readMemory('The user, Sam, is a nurse who loves jazz. They talked about her weekend.');
    expect(memory.facts.name).toBe('Sam');
    expect(memory.notes).toHaveLength(2);
  });

  it('folds new messages into the previous summary, the newest name winning', () => {
    const first = summarizeOffline(null, [
      { role: 'user', content: 'Hi, my name is Sam and I like hiking' },
      { role: 'assistant', content: 'Hi Sam! I love hiking too.' },
      { role: 'user', content: 'I work as a nurse' },
    ]);
    expect(first).toBe(
      "The user's name is Sam. They like hiking. They work as a nurse. So far they talked about fitness and work.",
    );
    const second = summarizeOffline(first, [
      { role: 'user', content: 'I love jazz. Call me Samuel, actually.' },
      { role: 'assistant', content: 'Samuel it is.' },
    ]);
    expect(second).toBe(
      "The user's name is Samuel. They like hiking and jazz. They work as a nurse. So far they talked about fitness, work and music.",
    );
  });

  it('stays under 800 characters however much was said', () => {
    const messages = Array.from({ length: 60 }, (_, i) => ({
      role: 'user' as const,
      content: `I love thing number ${i} very much. I'm going to visit place number ${i}. I live in a very long town name number ${i}`,
    }));
    const summary = summarizeOffline('A note that another model wrote. '.repeat(40), messages);
    expect(summary.length).toBeLessThanOrEqual(800);
    expect(summary).toContain('They like');
  });
});
