import type { GirlEntity } from '../girls/girl.entity';
import { personaOf } from './persona';

const girl = (extra: Partial<GirlEntity>) =>
  ({
    name: 'Ivy',
    eyes: 'Green',
    hair: null,
    mouth: null,
    nose: null,
    body: null,
    skin: null,
    personality: [],
    bio: null,
    personalityText: null,
    scenario: null,
    ...extra,
  }) as GirlEntity;

describe('personaOf', () => {
  it("gives the model a card girl's personality text and scenario with her bio", () => {
    const persona = personaOf(
      girl({ bio: 'A jazz singer.', personalityText: 'confident, witty', scenario: 'A late set at a club.' }),
      null,
    );
    expect(persona.bio).toBe('A jazz singer.\n\nPersonality: confident, witty\n\nScenario: A late set at a club.');
  });

  it('keeps a wizard girl as she was: her bio only, or none', () => {
    expect(personaOf(girl({ bio: 'A painter.' }), null).bio).toBe('A painter.');
    expect(personaOf(girl({}), null).bio).toBeNull();
  });
});
