import { MAX_JSON_DEPTH } from '../../contracts';

/**
 * The body checks, built from nothing outside this function (no import, no module binding): the
 * CPU worker threads run this very source on large bodies (infra/workers/cpu.pool.ts), and this
 * module exports the same functions for the main thread.
 */
export function jsonGuards(maxDepth: number) {
  /** NUL, a lone surrogate half (a paired one is one code point here), or a Unicode non-character. */
  const NOT_ALLOWED = new RegExp(
    `[\\u0000\\uD800-\\uDFFF\\uFDD0-\\uFDEF\\uFFFE\\uFFFF${Array.from({ length: 16 }, (_, i) => `\\u{${(i + 1).toString(16)}FFFE}\\u{${(i + 1).toString(16)}FFFF}`).join('')}]`,
    'u',
  );

  /** Whether a text holds a character that no field may hold. */
  const hasForbiddenCharacters = (text: string) => NOT_ALLOWED.test(text);

  /**
   * How deep a JSON text nests, from its bytes and without building anything (no recursion, no
   * objects): `[` and `{` outside strings open a level, `]` and `}` close one. Stops as soon as `max` is passed.
   */
  function nestsDeeperThan(raw: Uint8Array, max = maxDepth): boolean {
    let depth = 0;
    let inString = false;
    for (let i = 0; i < raw.length; i++) {
      const c = raw[i];
      if (inString) {
        if (c === 0x5c)
          i++; // backslash: skip the escaped byte
        else if (c === 0x22) inString = false;
      } else if (c === 0x22) inString = true;
      else if (c === 0x5b || c === 0x7b) {
        if (++depth > max) return true;
      } else if (c === 0x5d || c === 0x7d) depth--;
    }
    return false;
  }

  /**
   * The name of the first field whose text (or key) holds a forbidden character, or null. Values are at
   * most MAX_JSON_DEPTH deep by then, so the walk is bounded; an array element is named by its array's field.
   */
  function fieldWithForbiddenCharacters(value: unknown, field = 'body'): string | null {
    if (typeof value === 'string') return hasForbiddenCharacters(value) ? field : null;
    if (Array.isArray(value)) {
      for (const item of value) {
        const found = fieldWithForbiddenCharacters(item, field);
        if (found) return found;
      }
      return null;
    }
    if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (hasForbiddenCharacters(key)) return field;
        const found = fieldWithForbiddenCharacters(item, key);
        if (found) return found;
      }
    }
    return null;
  }

  return { hasForbiddenCharacters, nestsDeeperThan, fieldWithForbiddenCharacters };
}

const guards = jsonGuards(MAX_JSON_DEPTH);
export const hasForbiddenCharacters: (text: string) => boolean = guards.hasForbiddenCharacters;
export const nestsDeeperThan: (raw: Uint8Array, max?: number) => boolean = guards.nestsDeeperThan;
export const fieldWithForbiddenCharacters: (value: unknown, field?: string) => string | null =
  guards.fieldWithForbiddenCharacters;
