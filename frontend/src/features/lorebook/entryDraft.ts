import type { CharacterBookEntry, LorebookPosition } from '@contracts';

/** What the entry form edits; the entry's other fields (ids, extensions, unknown fields) are kept as they are. */
export interface EntryDraft {
  keys: string;
  content: string;
  enabled: boolean;
  constant: boolean;
  selective: boolean;
  secondaryKeys: string;
  caseSensitive: boolean;
  insertionOrder: string;
  position: LorebookPosition;
}

/** Keys as written in the form: comma-separated, blanks left out. */
export const parseKeys = (text: string) =>
  text
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);

const list = (keys: unknown) => (Array.isArray(keys) ? keys.filter((k) => typeof k === 'string').join(', ') : '');

export function draftOf(entry: CharacterBookEntry | null): EntryDraft {
  return {
    keys: list(entry?.keys),
    content: typeof entry?.content === 'string' ? entry.content : '',
    enabled: entry?.enabled !== false,
    constant: entry?.constant === true,
    selective: entry?.selective === true,
    secondaryKeys: list(entry?.secondary_keys),
    caseSensitive: entry?.case_sensitive === true,
    insertionOrder: String(typeof entry?.insertion_order === 'number' ? entry.insertion_order : 100),
    position: entry?.position === 'after_char' ? 'after_char' : 'before_char',
  };
}

/** What is wrong with a draft before it is sent (the server checks sizes and the content policy), or null. */
export function draftProblem(draft: EntryDraft): string | null {
  if (!draft.content.trim()) return 'Write what she knows: the content cannot be empty.';
  if (!draft.constant && !parseKeys(draft.keys).length) return 'Add at least one key, or make the entry constant.';
  if (!/^-?\d+$/.test(draft.insertionOrder.trim())) return 'The insertion order must be a whole number.';
  return null;
}

/** The entry with the draft over it; a new entry gets the next free id. */
export function entryOf(draft: EntryDraft, entry: CharacterBookEntry | null, entries: CharacterBookEntry[]) {
  const ids = entries.map((e) => e.id).filter((id): id is number => typeof id === 'number');
  const base: CharacterBookEntry = entry ?? {
    id: ids.length ? Math.max(...ids) + 1 : 1,
    keys: [],
    content: '',
    extensions: {},
    enabled: true,
    insertion_order: 100,
  };
  return {
    ...base,
    keys: parseKeys(draft.keys),
    content: draft.content.trim(),
    enabled: draft.enabled,
    constant: draft.constant,
    selective: draft.selective,
    secondary_keys: parseKeys(draft.secondaryKeys),
    case_sensitive: draft.caseSensitive,
    insertion_order: Number(draft.insertionOrder.trim()),
    position: draft.position,
  };
}

/** How an entry is named in the list: its name, else its keys, else 'Constant entry'. */
export function entryLabel(entry: CharacterBookEntry): string {
  if (typeof entry.name === 'string' && entry.name.trim()) return entry.name.trim();
  const keys = list(entry.keys);
  return keys || (entry.constant ? 'Constant entry' : 'Entry without keys');
}

/** The server's 422 or 400 names a field (`book.entries[2].content`): the entry it is about, counted from 1. */
export function entryOfField(field: unknown): number | null {
  const match = typeof field === 'string' ? /^book\.entries\[(\d+)\]/.exec(field) : null;
  return match ? Number(match[1]) + 1 : null;
}
