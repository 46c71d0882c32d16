import { greetingFor, GREETINGS } from './greetings';

describe('greetingFor', () => {
  it('picks one of her own greetings with {{char}} and {{user}} filled in, literally (no $ patterns)', () => {
    const girl = { name: 'Mia $&', greetings: ['', 'Hi {{user}}, I am {{CHAR}}.', '<BOT> waves at <USER>.'] };
    expect(greetingFor(girl, 'bob', () => 0)).toBe('Hi bob, I am Mia $&.');
    expect(greetingFor(girl, 'bob', () => 0.99)).toBe('Mia $& waves at bob.');
  });

  it('falls back to one of the 7 when she has none', () => {
    expect(GREETINGS).toContain(greetingFor({ name: 'Mia', greetings: [] }, 'bob'));
    expect(GREETINGS).toContain(greetingFor({ name: 'Mia', greetings: ['  '] }, 'bob'));
  });
});
