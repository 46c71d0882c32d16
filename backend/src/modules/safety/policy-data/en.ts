import type { LanguageData } from './types';

const school = '(?:student|pupil|class|classes|girl|girls|kid|kids|child|at school|in school|school|schooler|classroom|homework|and\\s|at\\s)';

export const en: LanguageData = {
  terms: [
    'child', 'children', 'childs', 'childlike', 'child like', 'childish', 'kid', 'kids', 'kiddo', 'kiddos', 'kiddie', 'kiddies', 'kiddy',
    'teen', 'teens', 'teenie', 'teenies', 'teenage', 'teenaged', 'teenager', 'teenagers', 'preteen', 'pre teen', 'preteens', 'pre teens',
    'tween', 'tweens', 'tweenager', 'tweenagers', 'underage', 'under age', 'underaged', 'under aged', 'minor', 'minors', 'juvenile', 'juveniles',
    'adolescent', 'adolescents', 'infant', 'infants', 'newborn', 'newborns', 'toddler', 'toddlers', 'baby face', 'babyface', 'baby faced', 'babyfaced',
    'prepubescent', 'pre pubescent', 'pubescent', 'prepubertal', 'puberty', 'prepuberty', 'pre puberty',
    'loli', 'lolis', 'lolicon', 'lolita', 'lolitas', 'shota', 'shotas', 'shotacon', 'jailbait', 'jail bait', 'nymphet', 'nymphets',
    'schoolgirl', 'schoolgirls', 'school girl', 'school girls', 'schoolboy', 'schoolboys', 'school boy', 'schoolkid', 'schoolkids', 'school kid', 'school kids',
    'schoolchild', 'schoolchildren', 'little girl', 'little girls', 'young girl', 'young girls', 'girl child', 'girlchild', 'sweet sixteen',
    'elementary', 'kindergarten', 'kindergartner', 'kindergartners', 'kindergartener', 'preschool', 'pre school', 'preschooler', 'preschoolers',
    'grade school', 'grade schooler', 'grade schoolers', 'primary school', 'primary schooler', 'middle school', 'middle schooler', 'middle schoolers',
    'junior high', 'high school', 'highschool', 'high schooler', 'high schoolers', 'highschooler', 'secondary school', 'nursery school',
    'sixth form', 'sixth former', 'gcse', 'gcses', 'jk', 'girl scout', 'girl scouts', 'boy scout', 'cub scout', 'girl guide', 'girl guides',
    'brownie scout', 'papergirl', 'paperboy', 'daycare kid', 'camp kid', 'kiddo', 'youngster', 'youngsters', 'pedo', 'pedos', 'pedobait', 'pedo bait', 'paedo', 'pedophile', 'paedophile', 'teenybopper', 'teeny bopper', 'teenyboppers', 'daycare girl', 'nursery girl', 'daycare kid', 'not legal', 'not of age',
  ],
  strong: [
    'preteen', 'pre teen', 'preteens', 'tween', 'tweens', 'underage', 'under age', 'underaged', 'prepubescent', 'pre pubescent', 'prepubertal',
    'loli', 'lolis', 'lolicon', 'lolita', 'shota', 'shotacon', 'jailbait', 'jail bait', 'nymphet', 'schoolgirl', 'schoolgirls', 'school girl',
    'kindergartner', 'preschooler', 'grade schooler', 'middle schooler', 'high schooler', 'highschooler', 'elementary schooler', 'toddler', 'infant',
  ],
  numbers: {
    one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
    thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  },
  strongPatterns: [
    // grades and school years with a school context
    `(?<![a-z])(?:year|form|grade|standard|class|primary|p)\\s?(?:[1-9]|1[0-3])(?![\\d.,])(?=\\s*(?:$|[,.;:!?)]|${school}))`,
    `(?<![a-z])(?:year|form|grade|standard|primary)\\s(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?![a-z])(?=\\s*(?:$|[,.;:!?)]|${school}))`,
    '(?<![a-z])(?:in|into|enters?|entering)\\s+(?:primary|p)\\s?[1-7](?![\\d.,])',
    '(?<![a-z])(?:in|into|enters?|entering|starting|repeating|finished)\\s+(?:year|form|grade)\\s?(?:[1-9]|1[0-3])(?![\\d.,])(?!\\s*(?:of|at uni|at college))',
    '(?<![a-z])(?:freshman|sophomore|junior|senior|first year|second year)\\s+(?:in|at|of)\\s+(?:high|middle|junior high|secondary)',
    '(?<![a-z])(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|1st|2nd|3rd|[4-9]th|1[0-2]th)[\\s-]*grade(?:rs?)?(?![a-z])',
    '(?<![a-z])(?:elementary|primary|grade|middle|high|secondary|junior)[\\s-]?school(?:er|ers)?\\s+(?:student|girl|kid|age|aged)',
  ],
  patterns: [
    // stages of childhood
    '(?<![a-z])(?:hit|hitting|through|going through|start(?:ed|ing)?|begun|began|before|pre|entering|reached|reaching|in)\\s+(?:early\\s+)?puberty',
    "(?<![a-z])(?:has ?n'?t|has not|have ?n'?t|not|never|not yet|only just|barely|yet to|starting to|just started|begun to|beginning to|started to)\\s+(?:fully\\s+|really\\s+|even\\s+)?(?:developed|develop|developing)(?![a-z])(?!\\s+(?:a|an|the|her|his|my|their|this|that|software|apps?|skills?|games?|film|photos?|pictures?)(?![a-z]))",
    '(?<![a-z])(?:undeveloped|underdeveloped)\\s+(?:body|chest|breasts?|figure|girl)',
    '(?<![a-z])(?:budding|developing)\\s+(?:breasts?|chest|body|figure)',
    "(?<![a-z])(?:first|her first|hasn'?t had her|no)\\s+period(?![a-z])",
    '(?<![a-z])(?:child|kid|girl|little girl)(?:\\s|-)?(?:sized|body|bodied|figure|proportions)',
    '(?<![a-z])training bras?(?![a-z])',
    "(?<![a-z])(?:has ?n'?t|has not|not|never|yet to)\\s+(?:gotten|got|had|started|begun|get)\\s+(?:her\\s+)?(?:first\\s+)?periods?(?![a-z])",
    '(?<![a-z])no\\s+(?:breasts|boobs|tits|chest|curves|hips)\\s+yet',
    "(?<![a-z])(?:breasts|boobs|tits|chest|hips|body)\\s+(?:haven'?t|have not|hasn'?t|has not|not|still not)\\s+(?:yet\\s+)?(?:grown|developed|come in|filled out)",
    '(?<![a-z])(?:will be|turns?|turning|becomes?|be)\\s+(?:18|eighteen)\\s+(?:in|next|soon|someday|one day)(?![a-z])',
    '(?<![a-z])(?:still|not yet)\\s+(?:in|at)\\s+school(?![a-z])',
    '(?<![a-z])(?:goes|going|still goes|walks|walking|rides|riding)\\s+to\\s+school(?![a-z])',
    '(?<![a-z])school\\s?(?:bus|recess|playground|lunchbox|backpack|bag|age|aged|uniform and pigtails)(?![a-z])(?!\\s*(?:driver|monitor|route|stop))',
    '(?<![a-z])(?:cheer|summer|band|day|scout)\\s+camp\\s+(?:kid|girl|camper)s?(?![a-z])',
    "(?<![a-z])(?:babysitter'?s?|nanny'?s?)\\s+(?:charge|kid|girl)(?![a-z])",
    '(?<![a-z])(?:the|a)\\s+(?:girl|child)\\s+(?:i|we|she|you)\\s+(?:babysit|babysat|nanny|look after)',
    '(?<![a-z])(?:little|baby|younger|kid)\\s+(?:sister|sis|cousin|niece|daughter)\\s+(?:who\\s+is|is|aged?|of)\\s+(?:still\\s+)?(?:in|at)\\s+(?:school|grade|year|middle|high|elementary|primary)',
    '(?<![a-z])(?:little|junior|youth|pee ?wee|peewee)\\s+(?:league|cheerleader|gymnast|pageant|pageant queen)s?(?![a-z])',
    '(?<![a-z])(?:child|kid|teen|junior|little miss|tiny tots?)\\s+(?:model|pageant|beauty queen|idol|star|actress)s?(?![a-z])',
    '(?<![a-z])little miss(?![a-z])',
    '(?<![a-z])(?:under|below|younger than|not yet|almost|nearly|less than)[\\s-]+(?:the age of\\s|age\\s)?(?:18|eighteen)(?![\\d.])(?!\\s*(?:%|\\$|percent|min|sec|hour|hr|inch|cm|kg|lb|pound|dollar|euro|mph|km))',
    '(?<![a-z])(?:not|isn\'?t|is not|wasn\'?t)\\s+(?:yet\\s+)?(?:18|eighteen|an adult|legal|of age|grown up)(?![a-z\\d])',
  ],
};
