/**
 * Characters that change how the text around a name is shown without being seen: the bidirectional
 * controls (embeddings, overrides, isolates, marks) and invisible spaces. Joiners (ZWJ, ZWNJ) stay:
 * emoji and Persian or Indic words need them.
 */
const HIDDEN_FORMATTING = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

/** A name as it is stored (a girl's, a public name): without hidden formatting, trimmed; null when nothing is left. */
export function cleanName(name: string | null | undefined): string | null {
  const clean = (name ?? '').replace(HIDDEN_FORMATTING, '').trim();
  return clean || null;
}

/** The longest public name: the name shown with a person's feed posts, when they choose one. */
export const PUBLIC_NAME_MAX = 40;
