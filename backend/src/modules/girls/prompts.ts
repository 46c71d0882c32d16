import { BadRequestException } from '@nestjs/common';

import { MESSAGES, type Preset, type Style } from '../../contracts';

/** Every image prompt the server builds carries this phrase; no client text can remove it (SAFETY.md). */
export const ADULT_PHRASE = 'adult woman in her twenties';

/** Each preset adds one fixed phrase after the portrait part; `nsfw` marks the feed post. */
export const PRESET_PHRASES: Record<Preset, { phrase: string; nsfw: boolean }> = {
  Bikini: { phrase: 'wearing a bikini on a sunny beach', nsfw: false },
  School: { phrase: 'as a university student on a college campus', nsfw: false },
  Nudes: { phrase: 'tasteful artistic boudoir photo, implied nudity', nsfw: true },
  Sexy: { phrase: 'in elegant lingerie, seductive pose, bedroom', nsfw: true },
  Ass: { phrase: 'rear view, tight shorts, looking over her shoulder', nsfw: true },
  Restaurant: { phrase: 'having dinner in an upscale restaurant, candlelight', nsfw: false },
  Club: { phrase: 'dancing in a nightclub, neon lights', nsfw: false },
  Feet: { phrase: 'close-up of her bare feet, sitting on a sofa', nsfw: false },
};

export interface Looks {
  name: string | null;
  eyes: string | null;
  mouth: string | null;
  nose: string | null;
  hair: string | null;
  body: string | null;
  skin: string | null;
}

/** "Green eyes, Long hair, ...": each chosen attribute with the feature it describes. */
function attributes(girl: Looks): string[] {
  const parts: [string | null, string][] = [
    [girl.eyes, 'eyes'],
    [girl.mouth, 'mouth'],
    [girl.nose, 'nose'],
    [girl.hair, 'hair'],
    [girl.body, 'body'],
    [girl.skin, 'skin'],
  ];
  return parts.filter(([value]) => value?.trim()).map(([value, feature]) => `${value!.trim()} ${feature}`);
}

const join = (parts: (string | null | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');

/** The wizard portrait: 'Full body portrait, 4k quality', the style, then the name and each attribute. */
export function portraitPrompt(girl: Looks, style: Style): string {
  const prompt = join([
    'Full body portrait, 4k quality',
    style === 'Anime' ? 'Anime style' : 'Ultra realistic',
    girl.name ? `named ${girl.name.trim()}` : null,
    ...attributes(girl),
    ADULT_PHRASE,
  ]);
  if (!prompt) throw new BadRequestException(MESSAGES.noPrompt);
  return prompt;
}

/** The words that set a picture's look: a realistic photo, or an anime illustration. */
const MEDIUM: Record<Style, { kind: string; look: string }> = {
  Realistic: { kind: 'photo', look: 'realistic 4k' },
  Anime: { kind: 'illustration', look: 'anime style 4k' },
};

const capitalised = (text: string) => text[0].toUpperCase() + text.slice(1);

/**
 * The pics prompt: a full-body 4k shot in her style (or a feet or rear close-up when the modifiers ask
 * for one), her attributes, the adult phrase, the preset's phrase, then the user's modifiers.
 */
export function picsPrompt(
  girl: Looks & { style: Style },
  preset: Preset | null,
  modifiers: string | null | undefined,
): string {
  const extra = modifiers?.trim() ?? '';
  const { kind, look } = MEDIUM[girl.style];
  const shot = /\bfeet\b|\bfoot\b/i.test(extra)
    ? `${capitalised(look)} close-up ${kind} of her bare feet`
    : /\bass\b|\bbutt\b|\bbehind\b/i.test(extra)
      ? `${capitalised(look)} rear view close-up ${kind}`
      : `Full body ${look} ${kind}`;
  const prompt = join([
    shot,
    girl.name ? `of ${girl.name.trim()}` : null,
    ...attributes(girl),
    ADULT_PHRASE,
    preset ? PRESET_PHRASES[preset].phrase : null,
    extra,
  ]);
  if (!prompt) throw new BadRequestException(MESSAGES.promptEmpty);
  return prompt;
}

/** The image tool's prompt: the user's words, then the adult phrase. */
export function toolImagePrompt(prompt: string | undefined, hasImage: boolean): string {
  const text = (prompt ?? '').trim();
  return join([text || (hasImage ? 'a portrait based on the reference image' : ''), ADULT_PHRASE]);
}
