import { CHAT_PRESETS, isImageRequest } from '../../contracts';
import { PRESET_PHRASES } from '../girls/prompts';

describe('picture requests in chat', () => {
  it.each([
    // the seed's words
    'send me a pic',
    'more pics please',
    'a picture of you',
    'Pictures!',
    'nudes?',
    'a photo',
    'photos of the beach',
    'I love photography',
    'draw a portrait',
    // other ways of asking
    'send me a selfie at the beach',
    'Selfie time?',
    'send me a snap',
    'show me',
    'Show me your new dress',
    'can I see you?',
    'Can  I see you in that dress',
    'i wanna see you',
    'what are you wearing right now',
    'What’re you wearing?',
    'what r u wearing',
    'send me one',
    // other languages
    'mándame una foto en la playa',
    'muéstrame tu vestido',
    'montre-moi ta robe',
    'Montre moi',
    'zeig mir dein Kleid',
    'schick mir ein Bild',
    'fammi vedere',
    'me mostra uma foto',
    'pokaż mi się',
    'покажи мне себя',
    'скинь фотку',
    'δείξε μου',
    'bana fotoğrafını gönder',
    'أرسلي لي صورة',
    'עכשיו תראי לי',
    'मुझे अपनी फोटो भेजो',
    'kirim foto dong',
    'gửi anh một tấm ảnh',
    'chụp hình cho anh',
    '사진 보내줘',
    '发张自拍给我',
    '写真を見せて',
    'ขอดูรูปหน่อย',
  ])('"%s" asks for a picture', (text) => expect(isImageRequest(text)).toBe(true));

  it.each([
    'hello there',
    'epic day',
    'photosynthesis is cool',
    'picturesque view',
    'topic',
    'I saw you yesterday',
    'what are you doing',
    "don't snap at me",
    'the showroom was closed',
    'anh yêu em',
    'fotografer yang baik',
    'we went to the theatre',
    "I'll be there in a snap",
    "I'll send one later",
    'hình như em buồn',
    'ảnh hưởng lớn',
    'สภาพอากาศดี',
    'pakai apa untuk masak',
  ])('"%s" does not', (text) => expect(isImageRequest(text)).toBe(false));

  it.each(CHAT_PRESETS)('the %s chat preset sends a picture request', (preset) => {
    expect(isImageRequest(`Send me a picture of you ${PRESET_PHRASES[preset].phrase}`)).toBe(true);
  });
});
