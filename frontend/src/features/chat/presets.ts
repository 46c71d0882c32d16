import type { ChatPreset } from '@contracts';

/**
 * The scene phrase of each chat preset. A copy of the server's PRESET_PHRASES
 * (backend/src/modules/girls/prompts.ts), which SAFETY.md fixes: change them there and here together.
 */
const PRESET_PHRASES: Record<ChatPreset, string> = {
  Bikini: 'wearing a bikini on a sunny beach',
  School: 'as a university student on a college campus',
  Nudes: 'tasteful artistic boudoir photo, implied nudity',
  Sexy: 'in elegant lingerie, seductive pose, bedroom',
  Restaurant: 'having dinner in an upscale restaurant, candlelight',
  Feet: 'close-up of her bare feet, sitting on a sofa',
};

/** The message a preset button sends: a picture request with the preset's scene. */
export function presetRequest(preset: ChatPreset): string {
  return `Send me a picture of you ${PRESET_PHRASES[preset]}`;
}

/** The server's rule (spec section 5): pic, picture, nude, photo, photography or portrait ask for a picture. */
const IMAGE_WORDS = /\b(pics?|pictures?|nudes?|photos?|photography|portraits?)\b/i;

export function isImageRequest(text: string): boolean {
  return IMAGE_WORDS.test(text);
}
