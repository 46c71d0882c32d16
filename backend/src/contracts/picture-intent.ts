/**
 * What makes a chat message a picture request, read from what people write: the seed's words (pic,
 * picture, nude, photo, photography, portrait) and the other ways of asking (a selfie, a snap, "show
 * me", "can I see you", "what are you wearing", "send me one"), in the content policy's languages.
 * Shared by the server (which queues the picture) and the web app (which shows its placeholder).
 *
 * A phrase matches as whole words (not inside a longer word: "photosynthesis", "picturesque" do not);
 * a space in a phrase stands for any run of spaces, a hyphen for a hyphen, a space or nothing. In
 * languages written without spaces (Chinese, Japanese, Thai) a phrase matches anywhere.
 */
// prettier-ignore
const SPACED: readonly string[] = [
  // English (the seed's words first)
  'pic', 'pics', 'picture', 'pictures', 'nude', 'nudes', 'photo', 'photos', 'photography', 'portrait', 'portraits',
  'selfie', 'selfies', 'snapshot', 'snapshots', 'snaps', 'a snap of you', 'send me a snap', 'pix', 'an image of you',
  'show me', 'show yourself', 'can i see you', 'could i see you', 'let me see you', 'i want to see you',
  'i wanna see you', 'wanna see you', 'i need to see you', 'what are you wearing', "what're you wearing",
  'what r u wearing', 'what u wearing', 'what you wearing', 'send me one', 'send me another',
  // Spanish, Portuguese, Italian, Romanian
  'foto', 'fotos', 'selfi', 'imagen', 'muéstrame', 'enséñame', 'quiero verte', 'déjame verte', 'qué llevas puesto', 'que llevas puesto',
  'mándame una', 'imagem', 'me mostra', 'mostra-me', 'mostre-me', 'quero te ver', 'deixa eu te ver',
  'o que você está vestindo', 'me manda uma', 'immagine', 'fammi vedere', 'mostrami', 'voglio vederti',
  'cosa indossi', 'mandamene una', 'poză', 'poza', 'poze', 'fotografie', 'arată-mi', 'vreau să te văd', 'ce porți',
  // French, German, Dutch, Swedish
  'photographie', 'montre-moi', 'montre-toi', 'je veux te voir', 'fais-moi voir', 'tu portes quoi',
  "qu'est-ce que tu portes", "envoie-m'en une", 'bild', 'bilder', 'zeig mir', 'zeig dich', 'ich will dich sehen',
  'kann ich dich sehen', 'was trägst du', 'was hast du an', 'schick mir eins', "foto's", 'laat me zien',
  'laat eens zien', 'ik wil je zien', 'wat heb je aan', 'stuur me er een', 'visa mig', 'jag vill se dig',
  'vad har du på dig',
  // Polish, Czech, Russian, Ukrainian, Greek
  'zdjęcie', 'zdjęcia', 'fotka', 'fotkę', 'fotki', 'pokaż mi', 'pokaż się', 'chcę cię zobaczyć', 'co masz na sobie',
  'fotku', 'fotky', 'ukaž mi', 'ukaž se', 'chci tě vidět', 'co máš na sobě', 'фото', 'фотку', 'фотка', 'фотки',
  'фотографию', 'селфи', 'снимок', 'покажи мне', 'покажись', 'хочу тебя увидеть', 'что на тебе надето',
  'світлину', 'селфі', 'покажи мені', 'хочу тебе побачити', 'що на тобі', 'φωτογραφία', 'φωτογραφίες', 'φωτο',
  'σέλφι', 'δείξε μου', 'θέλω να σε δω', 'τι φοράς',
  // Turkish, Arabic, Persian, Hebrew, Urdu, Hindi, Bengali
  'fotoğraf', 'fotoğrafını', 'resim', 'resmini', 'göster', 'göstersene', 'görmek istiyorum', 'ne giyiyorsun',
  'صورة', 'صورتك', 'صور', 'سيلفي', 'أرني', 'ارني', 'أريد أن أراك', 'ماذا ترتدين', 'عکس', 'سلفی', 'نشانم بده',
  'نشونم بده', 'چی پوشیدی', 'תמונה', 'תמונות', 'סלפי', 'תראי לי', 'אני רוצה לראות אותך', 'מה את לובשת', 'تصویر',
  'سیلفی', 'مجھے دکھاؤ', 'فوٹو', 'फोटो', 'फ़ोटो', 'तस्वीर', 'सेल्फी', 'सेल्फ़ी', 'मुझे दिखाओ', 'दिखाओ', 'ছবি',
  'সেলফি', 'আমাকে দেখাও', 'দেখাও',
  // Indonesian, Malay, Tagalog, Vietnamese, Korean
  'gambar', 'swafoto', 'tunjukkan', 'kirim foto', 'mau lihat kamu', 'pakai baju apa', 'lagi pakai apa', 'litrato', 'larawan', 'ipakita mo',
  'patingin', 'tấm ảnh', 'gửi ảnh', 'chụp ảnh', 'ảnh của em', 'tấm hình', 'gửi hình', 'chụp hình',
  'hình của em', 'cho anh xem', 'cho em xem', 'mặc gì', '사진', '셀카', '보여줘', '보여 줘',
  '뭐 입고 있어',
];

// prettier-ignore
const UNSPACED: readonly string[] = [
  // Chinese, Japanese, Thai
  '照片', '相片', '自拍', '图片', '圖片', '给我看', '給我看', '看看你', '穿什么', '穿什麼', '写真', '自撮り', '画像',
  'セルフィー', '見せて', '何着てる', 'ส่งรูป', 'ขอรูป', 'รูปถ่าย', 'ถ่ายรูป', 'เซลฟี่', 'ขอดู', 'ใส่อะไร',
];

const escape = (phrase: string) =>
  phrase
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/-/g, '[-\\s]?')
    .replace(/ /g, '\\s+');

/** Alternatives longest first, so a phrase wins over a word it starts with. */
const alternation = (phrases: readonly string[]) =>
  [...phrases]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

const PICTURE_INTENT = new RegExp(
  `(?<![\\p{L}\\p{M}\\p{N}])(?:${alternation(SPACED)})(?![\\p{L}\\p{M}\\p{N}])|${alternation(UNSPACED)}`,
  'u',
);

/** Whether a chat message asks her for a picture (the seed's words, or another way of asking, in any policy language). */
export function isImageRequest(text: string): boolean {
  return PICTURE_INTENT.test(text.normalize('NFC').toLowerCase().replace(/[‘’ʼ]/g, "'"));
}
