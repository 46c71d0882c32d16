/**
 * Brand and title names that hold a listed word (SAFETY.md: `Teen Vogue`, `Miss Teen USA judge, 52`): songs,
 * bands, shows, pageants, sweets and a singer, as people write them in any language. Regex sources, folded
 * (Indic marks fold away: `কিশোর কুমার` reads `কশর কমর`); blanked before the word check like ADULT_PHRASES.
 */
const PAGEANT_PLACES =
  'usa|america|universe|international|world|earth|globe|asia|asia pacific|pacific|thailand|philippines|indonesia|malaysia|vietnam|india|nepal|japan|korea|china|taiwan|singapore|myanmar|cambodia|laos|sri lanka|bangladesh|pakistan|iran|israel|turkey|europe|latina|colombia|mexico|brazil|peru|chile|venezuela|puerto rico|canada|australia|nicaragua|el salvador|panama|georgia|texas|california|florida|new york';

export const TITLES = [
  // pageants: `Miss Teen Thailand`, `Miss Teen Universe Philippines 2019`
  `miss\\s+teen(?:age)?\\s+(?:${PAGEANT_PLACES})`,
  // songs, bands and shows
  'smells\\s+like\\s+teen\\s+spirit|teen\\s+spirit\\s+(?:deodorant|song|by\\s+nirvana)|teenage\\s+(?:dirtbag|kicks|fanclub)|teen\\s+age\\s+riot|teen\\s+beach\\s+movie|stray\\s+kids|kids\\s+see\\s+ghosts|the\\s+kid\\s+laroi',
  // the Kinder sweets after a word for chocolate or a box of them: `شکلات‌های Kinder`, `cokelat Kinder`, `巧克力 Kinder`
  '(?:chocolates?|chocolat|schokolade|cioccolat[oi]|cokelat|coklat|socola|sô cô la|ช็อกโกแลต|巧克力|チョコ(?:レート)?|초콜릿|चॉकलेट|چاکلیٹ|চকলেট|شکلات(?:های|ها|ی)?|شوكولات(?:ة|ه)?|شوكولا|شكولاتة|שוקולד)\\s*kinder',
  'kinder\\s*(?:bueno|joy|surprise|country|maxi|delice|cards|pingui|happy\\s+hippo|riegel|schokolade|chocolate|egg|eggs|ei|huevo|ovo|oeuf|œuf|uovo|jajko|vajíčko|vajicko|яйцо|яйце|巧克力|チョコ|초콜릿|ช็อกโกแลต)',
  '(?:健达|健達|킨더)\\s*kinder',
  // the singer Kishore Kumar and the magazine Kishor Alo
  'কিশোর\\s+কুমার(?:ের|এর)?|किशोर\\s+कुमार|کشور\\s+کمار|kishore\\s+kumar|কিশোর\\s+আলো',
  // a young woman in Urdu (`نوجوان خاتون`): Persian `نوجوان` alone is a teenager
  'نوجوان\\s+(?:خاتون|خواتین|عورت|ماں|بیوی|ڈاکٹر|اداکارہ|صحافی|مصنفہ|وکیل|افسر)',
];
