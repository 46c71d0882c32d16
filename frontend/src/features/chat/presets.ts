import { type ChatPreset, isImageRequest } from '@contracts';

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

/**
 * The message the camera button sends: the text typed when it already asks for a picture, else a
 * picture of her in the scene typed, or of her as she is now when nothing is typed.
 */
export function pictureRequest(typed: string): string {
  const scene = typed.trim();
  if (isImageRequest(scene)) return scene;
  return scene ? `Send me a picture of you ${scene}` : 'Send me a picture of you right now';
}
