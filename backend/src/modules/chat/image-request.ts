import type { ChatPreset } from '../../contracts';
import { PRESET_PHRASES } from '../girls/prompts';

const IMAGE_WORDS = /\b(pics?|pictures?|nudes?|photos?|photography|portraits?)\b/i;

/** A message with pic, picture, nude, photo, photography or portrait (as words, plural too) asks for a picture. */
export function isImageRequest(text: string): boolean {
  return IMAGE_WORDS.test(text);
}

/** The text a chat preset sends: a picture request with the preset's scene. */
export function presetRequest(preset: ChatPreset): string {
  return `Send me a picture of you ${PRESET_PHRASES[preset].phrase}`;
}
