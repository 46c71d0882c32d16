import {
  type CreateGirlRequest,
  GIRL_LOOK_MAX,
  GIRL_NAME_MAX,
  type Style,
  STYLES,
  SUGGESTIONS,
  TRAIT_MAX,
  TRAITS_MAX,
  type WizardField,
} from '@contracts';

/** The appearance steps: one text answer each (a suggestion or the visitor's own words). */
export type LookField = 'eyes' | 'mouth' | 'nose' | 'hair' | 'body' | 'skin';

export interface Answers {
  name: string;
  /** the suggestion picked on each appearance step */
  picked: Record<LookField, string | null>;
  /** what the visitor typed on each appearance step (wins over a picked suggestion) */
  typed: Record<LookField, string>;
  personality: string[];
  style: Style;
}

export const LOOK_FIELDS: readonly LookField[] = ['eyes', 'mouth', 'nose', 'hair', 'body', 'skin'];

export const EMPTY: Answers = {
  name: '',
  picked: { eyes: null, mouth: null, nose: null, hair: null, body: null, skin: null },
  typed: { eyes: '', mouth: '', nose: '', hair: '', body: '', skin: '' },
  personality: [],
  style: 'Realistic',
};

export function isLookField(field: WizardField): field is LookField {
  return (LOOK_FIELDS as readonly string[]).includes(field);
}

/** The answer of an appearance step: typed text, else the picked suggestion, else null. */
export function lookAnswer(answers: Answers, field: LookField): string | null {
  return answers.typed[field].trim() || answers.picked[field] || null;
}

/** The request body: empty answers become null. */
export function toRequest(answers: Answers): CreateGirlRequest {
  const looks = Object.fromEntries(LOOK_FIELDS.map((field) => [field, lookAnswer(answers, field)])) as Record<
    LookField,
    string | null
  >;
  return { name: answers.name.trim() || null, ...looks, personality: answers.personality, style: answers.style };
}

/** What the visitor wrote in their own words on a step: only that needs the content policy's word. */
export function ownWords(answers: Answers, field: WizardField): string[] {
  if (field === 'name') return answers.name.trim() ? [answers.name.trim()] : [];
  if (isLookField(field)) return answers.typed[field].trim() ? [answers.typed[field].trim()] : [];
  if (field === 'personality')
    return answers.personality.filter((t) => !(SUGGESTIONS.personality as readonly string[]).includes(t));
  return [];
}

/** The answers live in this tab's session, so Back, Forward and a reload keep them. */
const STORAGE_KEY = 'wizardAnswers';

export function loadAnswers(): Answers {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? sanitize(JSON.parse(raw) as Partial<Answers>) : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function saveAnswers(answers: Answers): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(answers));
  } catch {
    // private mode or a full storage: the wizard still works, it just forgets on reload
  }
}

export function clearAnswers(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing was kept
  }
}

const text = (value: unknown, max = GIRL_LOOK_MAX) => (typeof value === 'string' ? value.slice(0, max) : '');

/** Whatever the storage holds (another version, a hand edit) becomes a valid set of answers. */
function sanitize(stored: Partial<Answers>): Answers {
  const picked = { ...EMPTY.picked };
  const typed = { ...EMPTY.typed };
  for (const field of LOOK_FIELDS) {
    const choice = stored.picked?.[field];
    picked[field] =
      typeof choice === 'string' && (SUGGESTIONS[field] as readonly string[]).includes(choice) ? choice : null;
    typed[field] = text(stored.typed?.[field]);
  }
  const personality = Array.isArray(stored.personality)
    ? stored.personality
        .filter((t): t is string => typeof t === 'string')
        .map((t) => t.slice(0, TRAIT_MAX))
        .slice(0, TRAITS_MAX)
    : [];
  const style = (STYLES as readonly string[]).includes(stored.style as string) ? (stored.style as Style) : EMPTY.style;
  return { name: text(stored.name, GIRL_NAME_MAX), picked, typed, personality, style };
}
