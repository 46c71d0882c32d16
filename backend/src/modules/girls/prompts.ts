/** Every image prompt the server builds carries this phrase; no client text can remove it (SAFETY.md). */
export const ADULT_PHRASE = 'adult woman in her twenties';

/** The image tool's prompt: the user's words, then the adult phrase. */
export function toolImagePrompt(prompt: string | undefined, hasImage: boolean): string {
  const text = (prompt ?? '').trim();
  const subject = text || (hasImage ? 'a portrait based on the reference image' : '');
  return `${subject}, ${ADULT_PHRASE}`;
}
