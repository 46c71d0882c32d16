import { BadRequestException } from '@nestjs/common';

import { charactersNotAllowed } from '../../contracts';
import { hasForbiddenCharacters } from '../../infra/http/json-guards';
import type { PolicyMode } from '../safety/content-policy';

/** Everything a card may hold that the app does not read, in all: JSON bytes. */
export const MAX_UNKNOWN_BYTES = 64 * 1024;

/** One text of a card for the content policy: the field it is named by in a 422, and how it is read. */
export interface CardText {
  field: string;
  text: string;
  mode: PolicyMode;
}

export type Check = (path: string, value: unknown) => void;

/** How a text field is checked: its size, and the policy field and mode (none: size and characters only). */
export interface TextRule {
  max: number;
  policy?: { field: string; mode: PolicyMode };
}

export const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const bad = (message: string) => new BadRequestException(message);

/**
 * The walk of one card: every field is checked by its rule as it is met (400 naming the field, by its
 * path), texts for the policy are gathered, and what no rule knows is counted against MAX_UNKNOWN_BYTES.
 * The card is at most MAX_JSON_DEPTH deep (parsed after the nesting check), so every walk is bounded.
 */
export class CardWalk {
  readonly texts: CardText[] = [];
  private unknownBytes = 0;

  /** A text (or absent: undefined or null); `required` texts must be strings. */
  text(path: string, value: unknown, rule: TextRule): string | null {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') throw bad(`${path} must be text`);
    if (value.length > rule.max) throw bad(`${path} must be at most ${rule.max} characters`);
    if (hasForbiddenCharacters(value)) throw bad(charactersNotAllowed(path));
    if (rule.policy && value.trim()) this.texts.push({ ...rule.policy, text: value });
    return value;
  }

  /** A list (or absent) of at most `maxItems` items, each checked by `each`. */
  items(
    path: string,
    value: unknown,
    maxItems: number,
    noun: string,
    each: (path: string, item: unknown) => void,
  ): void {
    if (value === undefined || value === null) return;
    if (!Array.isArray(value)) throw bad(`${path} must be a list`);
    if (value.length > maxItems) throw bad(`${path} may have at most ${maxItems} ${noun}`);
    value.forEach((item, i) => each(`${path}[${i}]`, item));
  }

  /** A list of texts (or absent), at most `maxItems` of them. */
  list(path: string, value: unknown, maxItems: number, noun: string, rule: TextRule): void {
    this.items(path, value, maxItems, noun, (at, item) => this.text(at, item, rule));
  }

  /** A number, a boolean or a short text (or absent): the settings of a lorebook entry, dates. */
  scalar(path: string, value: unknown): void {
    if (value === undefined || value === null || typeof value === 'number' || typeof value === 'boolean') return;
    if (typeof value === 'string') {
      this.text(path, value, { max: 200 });
      return;
    }
    throw bad(`${path} must be a number, true or false`);
  }

  /**
   * An object (or absent) whose known keys are checked by `known`; any other key by `rest` when given
   * (at most `maxKeys` of them), else counted as unknown.
   */
  object(path: string, value: unknown, known: Record<string, Check>, rest?: Check, maxKeys = 50): void {
    if (value === undefined || value === null) return;
    if (!isRecord(value)) throw bad(`${path} must be an object`);
    let others = 0;
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (hasForbiddenCharacters(key)) throw bad(charactersNotAllowed(path || 'card'));
      const rule = Object.hasOwn(known, key) ? known[key] : undefined;
      if (rule) rule(at, item);
      else if (!rest) this.unknown(at, item);
      else if (++others > maxKeys) throw bad(`${path} may have at most ${maxKeys} keys`);
      else rest(at, item);
    }
  }

  /** A value no rule knows: kept when its texts pass the character check and all of them fit MAX_UNKNOWN_BYTES. */
  unknown(path: string, value: unknown): void {
    this.unknownBytes += Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
    if (this.unknownBytes > MAX_UNKNOWN_BYTES)
      throw bad(`${path} is not a card field this app reads: such fields may hold at most 64 KiB in all`);
    this.opaque(path, value);
  }

  /** JSON kept as it is, its texts and keys checked for characters, within `max` bytes when given. */
  opaque(path: string, value: unknown, max?: number): void {
    if (max !== undefined && Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8') > max)
      throw bad(`${path} must be at most ${max} bytes`);
    const stack: [string, unknown][] = [[path, value]];
    while (stack.length) {
      const [at, item] = stack.pop()!;
      if (typeof item === 'string') {
        if (hasForbiddenCharacters(item)) throw bad(charactersNotAllowed(at));
      } else if (Array.isArray(item)) {
        item.forEach((v, i) => stack.push([`${at}[${i}]`, v]));
      } else if (isRecord(item)) {
        for (const [key, v] of Object.entries(item)) {
          if (hasForbiddenCharacters(key)) throw bad(charactersNotAllowed(at));
          stack.push([`${at}.${key}`, v]);
        }
      }
    }
  }
}
