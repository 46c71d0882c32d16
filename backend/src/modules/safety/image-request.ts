/**
 * Whether a chat message asks for a picture: chat sends those to the picture job, and the adults-only
 * guard reads them as an image prompt (they reach one).
 */
const IMAGE_WORDS = /\b(pics?|pictures?|nudes?|photos?|photography|portraits?)\b/i;

/** A message with pic, picture, nude, photo, photography or portrait (as words, plural too) asks for a picture. */
export function isImageRequest(text: string): boolean {
  return IMAGE_WORDS.test(text);
}
