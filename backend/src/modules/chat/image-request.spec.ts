import { CHAT_PRESETS } from '../../contracts';
import { isImageRequest } from '../safety/image-request';
import { presetRequest } from './image-request';

describe('picture requests in chat', () => {
  it.each([
    'send me a pic',
    'more pics please',
    'a picture of you',
    'Pictures!',
    'nudes?',
    'a photo',
    'photos of the beach',
    'I love photography',
    'draw a portrait',
    'portraits',
  ])('"%s" asks for a picture', (text) => expect(isImageRequest(text)).toBe(true));

  it.each(['hello there', 'epic day', 'photosynthesis is cool', 'picturesque view', 'topic'])(
    '"%s" does not',
    (text) => {
      expect(isImageRequest(text)).toBe(false);
    },
  );

  it.each(CHAT_PRESETS)('the %s chat preset sends a picture request', (preset) => {
    expect(isImageRequest(presetRequest(preset))).toBe(true);
  });
});
