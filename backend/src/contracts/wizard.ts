/** The create wizard: steps, questions and suggestion lists, exactly as the product spec gives them. */

export const STYLES = ['Realistic', 'Anime'] as const;
export type Style = (typeof STYLES)[number];

export const SUGGESTIONS = {
  eyes: [
    'Green',
    'Blue',
    'Brown',
    'Hazel',
    'Ice Blue',
    'Amber',
    'Violet',
    'Grey',
    'Heterochromatic',
    'Cat-like',
    'Dark Brown',
    'Aqua',
  ],
  mouth: [
    'Smiling',
    'Seductive',
    'Sweet Smile',
    'Subtle Smirk',
    'Full Lips',
    'Heart-Shaped',
    'Gentle Pout',
    'Bright Grin',
    'Rosebud',
    "Defined Cupid's Bow",
  ],
  nose: ['Small', 'Defined', 'Round', 'Petite', 'Greek', 'Upturned', 'Refined', 'Celestial', 'Roman'],
  hair: [
    'Long',
    'Blonde',
    'Short',
    'Curly',
    'Straight',
    'Wild',
    '70s',
    'Auburn Curls',
    'Silver Pixie',
    'Chocolate Brown Bob',
    'Pastel Pink',
    'Platinum Blonde',
    'Raven Black Waves',
    'Caramel Balayage',
    'Fiery Red',
    'Purple Ombre',
    'Teal Mermaid',
    'Golden Brown',
    'Midnight Blue',
    'Rose Gold',
  ],
  body: ['Slim', 'Curvy', 'Fit', 'Voluptuous', 'Tall & Slender', 'Model-like', 'Dancer', 'Average'],
  skin: [
    'White',
    'Latina',
    'Asian',
    'Medium Dark',
    'Dark',
    'Fair Porcelain',
    'Golden Tan',
    'Olive',
    'Honey',
    'Caramel',
    'Deep Bronze',
    'Ivory',
    'Peaches & Cream',
    'Mocha',
  ],
  personality: [
    'Playful',
    'Intelligent',
    'Empathetic',
    'Mysterious',
    'Outgoing',
    'Witty',
    'Adventurous',
    'Romantic',
    'Charming',
    'Spontaneous',
    'Passionate',
    'Creative',
    'Supportive',
    'Sincere',
    'Confident',
    'Shy',
    'Flirty',
    'Intellectual',
    'Artistic',
    'Athletic',
    'Nurturing',
    'Ambitious',
    'Free-spirited',
    'Sophisticated',
    'Down-to-earth',
    'Quirky',
    'Elegant',
    'Energetic',
    'Calm',
    'Determined',
  ],
  style: [...STYLES],
} as const;

export type WizardField = 'name' | keyof typeof SUGGESTIONS;

export interface WizardStep {
  field: WizardField;
  question: string;
  kind: 'text' | 'single' | 'multi';
}

export const WIZARD_STEPS: readonly WizardStep[] = [
  { field: 'name', question: 'What do you want to call me?', kind: 'text' },
  { field: 'eyes', question: 'How are my eyes?', kind: 'single' },
  { field: 'mouth', question: 'How is my mouth?', kind: 'single' },
  { field: 'nose', question: 'How is my nose?', kind: 'single' },
  { field: 'hair', question: 'What about my hair?', kind: 'single' },
  { field: 'body', question: 'Describe my body type', kind: 'single' },
  { field: 'skin', question: "What's my skin like?", kind: 'single' },
  { field: 'personality', question: 'How is my personality?', kind: 'multi' },
  { field: 'style', question: 'What style do you want?', kind: 'single' },
];

export const SUGGESTIONS_PER_PAGE = 3;
