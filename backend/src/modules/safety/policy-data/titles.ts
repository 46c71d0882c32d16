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
  // magazines: `像Teen Vogue封面一样` (glued to other scripts), `Seventeen` is read as a number only
  'teen\\s?vogue|teen\\s?people|teen\\s?titans|소녀시대|少女時代',
  // films, books and cartoons: `Little Women`'s translations are no listed word, these are
  'little\\s+miss\\s+sunshine|powerpuff\\s+girls?|(?:meninas|chicas|niñas)\\s+superpoderosas|super\\s+nanas|飞天小女警|飛天小女警|パワーパフガールズ|小妇人|小婦人|若草物語|작은\\s?아씨들',
  // the cookies Girl Scouts sell, in either order: `Girl Scout cookies`, `كوكيز Girl Scouts`, `galletas de las Girl Scouts`
  'girl\\s*scouts?\\s*(?:cookies?|cookie\\s+stand|thin\\s+mints|samoas|tagalongs)|(?:cookies?|كوكيز|biscoitos|galletas|biscuits|kekse|kue|bánh quy|fursecuri|ciasteczka|sušenky|печенье|печиво|μπισκότα|kurabiye|koekjes|småkakor|biscotti)\\s+(?:de\\s+las\\s+|das\\s+|des\\s+|der\\s+)?girl\\s*scouts?',
  // a children's room or books in a library: `儿童阅览区`, `儿童图书`
  '儿童(?:阅览室|阅览区|图书馆|图书区|图书|读物|文学|绘本)|兒童(?:閱覽室|閱覽區|圖書館|圖書|讀物|文學|繪本)',
  // the Kinder sweets after a word for chocolate or a box of them: `شکلات‌های Kinder`, `cokelat Kinder`, `巧克力 Kinder`
  '(?:chocolates?|chocolat|schokolade|cioccolat[oi]|cokelat|coklat|socola|sô cô la|ช็อกโกแลต|巧克力|チョコ(?:レート)?|초콜릿|चॉकलेट|چاکلیٹ|চকলেট|شکلات(?:های|ها|ی)?|شوكولات(?:ة|ه)?|شوكولا|شكولاتة|שוקולד)\\s*kinder',
  'kinder\\s*(?:bueno|joy|surprise|country|maxi|delice|cards|pingui|happy\\s+hippo|riegel|schokolade|chocolate|egg|eggs|ei|huevo|ovo|oeuf|œuf|uovo|jajko|vajíčko|vajicko|яйцо|яйце|巧克力|チョコ|초콜릿|ช็อกโกแลต)',
  '(?:健达|健達|킨더)\\s*kinder',
  // the singer Kishore Kumar and the magazine Kishor Alo
  'কিশোর\\s+কুমার(?:ের|এর)?|किशोर\\s+कुमार|کشور\\s+کمار|kishore\\s+kumar|কিশোর\\s+আলো',
  // a young woman in Urdu (`نوجوان خاتون`): Persian `نوجوان` alone is a teenager
  'نوجوان\\s+(?:خاتون|خواتین|عورت|ماں|بیوی|ڈاکٹر|اداکارہ|صحافی|مصنفہ|وکیل|افسر)',
];
