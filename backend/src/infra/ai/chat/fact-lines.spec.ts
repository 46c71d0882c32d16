import { answerAboutUser } from './fact-answers';
import { learnFacts, readFacts } from './fact-lines';

const texts = (message: string) => learnFacts(message).map((f) => f.text);

describe('learning facts from a message', () => {
  it.each([
    ["Hi, I'm Sam by the way", ['Name: Sam']],
    ['My sister Anna is visiting next week', ['Sister: Anna']],
    ['I live in Denver with my dog Rex', ['Lives in: Denver', 'Dog: Rex']],
    ['my birthday is May 3rd', ['Birthday: May 3']],
    ['I really love hiking and jazz', ['Likes: hiking', 'Likes: jazz']],
    ['I work as a nurse', ['Job: nurse']],
    ['I live in Boston, and I work as a nurse', ['Job: nurse', 'Lives in: Boston']],
    ['Tom is my best friend', ['Best friend: Tom']],
    ["my cat's name is luna", ['Cat: Luna']],
    ['my mom is Italian and my boss is Mark', ['Boss: Mark']],
    ['our anniversary is on the 12th of June', ['Anniversary: June 12']],
    ['I was born on March 5, 1994', ['Birthday: March 5, 1994']],
    ["my sister's birthday is in July", ["Sister's birthday: July"]],
    ['I have a dog named Biscuit', ['Dog: Biscuit']],
  ])('%s', (message, expected) => {
    expect(texts(message)).toEqual(expected);
  });

  it.each([
    'my sister is coming over tonight',
    'my dog is so cute',
    'She is my best friend',
    'I may come by later',
    'my boss is American',
  ])('learns nothing from "%s"', (message) => {
    expect(learnFacts(message)).toEqual([]);
  });

  it('reads a long message in linear time', () => {
    const long = 'my sister '.repeat(200) + 'my birthday is '.repeat(130);
    const start = process.hrtime.bigint();
    learnFacts(long.slice(0, 2000));
    expect(Number(process.hrtime.bigint() - start) / 1e6).toBeLessThan(50);
  });
});

describe('answering from the lines she keeps', () => {
  const known = readFacts([
    'Sister: Anna',
    'Lives in: Denver',
    'Birthday: May 3',
    'Likes: hiking',
    'Dog: Rex',
    'Name: Sam',
    'Job: nurse',
    'From: Ohio',
    'Best friend: Tom',
    'My cat is called Luna',
  ]);
  it.each([
    ["what's my sister's name?", 'Anna'],
    ['where do I live?', 'Denver'],
    ['when is my birthday?', 'May 3'],
    ['what do I like?', 'hiking'],
    ["do you remember my dog's name?", 'Rex'],
    ["what's my name?", 'Sam'],
    ['what do I do for work?', 'nurse'],
    ['where am I from?', 'Ohio'],
    ['who is my best friend?', 'Tom'],
    ["what's my cat called?", 'Luna'],
  ])('%s → %s', (question, value) => {
    const answers = answerAboutUser(question, known, known.user)!;
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) expect(answer).toContain(value);
  });

  it('the first line wins for one-of facts (pinned first, then the newest)', () => {
    expect(readFacts(['Lives in: Boston', 'Lives in: Denver']).user.home).toBe('Boston');
  });

  it('says so when it was not told, and leaves other messages alone', () => {
    expect(answerAboutUser("what's my brother's name?", known, known.user)![0]).toMatch(/haven't told me/);
    expect(answerAboutUser('I had a long day at work', known, known.user)).toBeNull();
  });
});
