import type { ChatPreset } from '../../contracts';
import { PRESET_PHRASES } from '../girls/prompts';

/** The text a chat preset sends: a picture request with the preset's scene. */
export function presetRequest(preset: ChatPreset): string {
  return `Send me a picture of you ${PRESET_PHRASES[preset].phrase}`;
}
