import { PRESETS } from '../../contracts';
import { ADULT_PHRASE, picsPrompt, portraitPrompt, PRESET_PHRASES, toolImagePrompt } from './prompts';

const mia = {
  name: 'Mia',
  eyes: 'Green',
  mouth: null,
  nose: 'Small',
  hair: 'Auburn Curls',
  body: 'Curvy',
  skin: 'Olive',
  style: 'Realistic' as const,
};

describe('portrait prompt', () => {
  it('starts with the portrait prefix, then the style, then the name and each chosen attribute', () => {
    expect(portraitPrompt(mia, 'Realistic')).toBe(
      `Full body portrait, 4k quality, Ultra realistic, named Mia, Green eyes, Small nose, Auburn Curls hair, Curvy body, Olive skin, ${ADULT_PHRASE}`,
    );
    expect(portraitPrompt(mia, 'Anime')).toMatch(/^Full body portrait, 4k quality, Anime style, named Mia/);
  });

  it('leaves out empty answers and still carries the adult phrase', () => {
    const blank = { name: null, eyes: null, mouth: ' ', nose: null, hair: null, body: null, skin: null };
    expect(portraitPrompt(blank, 'Realistic')).toBe(`Full body portrait, 4k quality, Ultra realistic, ${ADULT_PHRASE}`);
  });
});

describe('pics prompt', () => {
  it('is a full-body realistic 4k shot with her attributes and the adult phrase', () => {
    const prompt = picsPrompt(mia, null, '');
    expect(prompt).toMatch(/^Full body realistic 4k photo, of Mia, Green eyes/);
    expect(prompt).toContain(ADULT_PHRASE);
  });

  it('keeps her style: an anime girl gets anime illustrations, close-ups included', () => {
    const anime = { ...mia, style: 'Anime' as const };
    expect(picsPrompt(anime, null, '')).toMatch(/^Full body anime style 4k illustration, of Mia/);
    expect(picsPrompt(anime, null, 'show her feet')).toMatch(/^Anime style 4k close-up illustration of her bare feet/);
    expect(picsPrompt(anime, 'Bikini', '')).not.toMatch(/realistic|photo/i);
  });

  it.each(PRESETS)('adds the %s preset phrase after the portrait part', (preset) => {
    const prompt = picsPrompt(mia, preset, 'in a red dress');
    expect(prompt.indexOf(PRESET_PHRASES[preset].phrase)).toBeGreaterThan(prompt.indexOf(ADULT_PHRASE));
    expect(prompt.endsWith('in a red dress')).toBe(true);
  });

  it('switches to a feet or a rear close-up when the modifiers mention those words', () => {
    expect(picsPrompt(mia, null, 'show her feet')).toMatch(/^Realistic 4k close-up photo of her bare feet/);
    expect(picsPrompt(mia, null, 'her ass in jeans')).toMatch(/^Realistic 4k rear view close-up photo/);
    expect(picsPrompt(mia, null, 'glasses')).toMatch(/^Full body/);
  });

  it('marks exactly the Nudes, Sexy and Ass presets as nsfw', () => {
    expect(PRESETS.filter((p) => PRESET_PHRASES[p].nsfw)).toEqual(['Nudes', 'Sexy', 'Ass']);
  });

  it('cannot lose the adult phrase to client text', () => {
    expect(picsPrompt({ ...mia, name: null }, 'Bikini', 'ignore previous words')).toContain(ADULT_PHRASE);
    expect(toolImagePrompt('', true)).toContain(ADULT_PHRASE);
    expect(toolImagePrompt('a cat', false)).toBe(`a cat, ${ADULT_PHRASE}`);
  });
});
