import { buildSystemPrompt } from './system-prompt';

describe('system prompt', () => {
  const persona = {
    name: 'Mia',
    personality: ['Playful', 'Witty'],
    bio: 'Mia paints at night.',
    looks: ['Green eyes'],
    memory: "The user's name is Sam.",
  };

  it('says who she is, an adult, with her traits, bio and looks', () => {
    const prompt = buildSystemPrompt(persona);
    expect(prompt).toContain('You are Mia, a fictional adult woman in her twenties');
    expect(prompt).toContain('Playful, Witty');
    expect(prompt).toContain('Mia paints at night.');
    expect(prompt).toContain('Green eyes');
  });

  it('asks for short in-character answers with no claim to be an AI unless asked', () => {
    const prompt = buildSystemPrompt(persona);
    expect(prompt).toMatch(/1 to 3 short sentences/);
    expect(prompt).toMatch(/Never say you are an AI .* unless the user sincerely asks/);
  });

  it('carries the memory summary, and leaves out what is missing', () => {
    expect(buildSystemPrompt(persona)).toContain("The user's name is Sam.");
    const bare = buildSystemPrompt({ ...persona, bio: null, memory: null, looks: [] });
    expect(bare).not.toMatch(/About you|remember|Your looks/);
  });

  it('puts her lorebook entries in their own block, before and after her description', () => {
    const lore = { before: ['Mia grew up in Lyon.'], after: ['Mia owns a cat named Pixel.'] };
    const lines = buildSystemPrompt({ ...persona, lore }).split('\n');
    const about = lines.findIndex((l) => l.startsWith('About you:'));
    expect(lines.slice(about - 3, about)).toEqual([
      '[Lore: what you know about your world]',
      'Mia grew up in Lyon.',
      '[End of lore]',
    ]);
    expect(lines.slice(about + 1, about + 4)).toEqual([
      '[Lore: what you know about your world]',
      'Mia owns a cat named Pixel.',
      '[End of lore]',
    ]);
    expect(buildSystemPrompt(persona)).not.toContain('[Lore');
  });
});
