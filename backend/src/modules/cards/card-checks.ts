import { BadRequestException, UnprocessableEntityException } from '@nestjs/common';

import { type CharacterCardData, charactersNotAllowed, MESSAGES } from '../../contracts';
import { hasForbiddenCharacters } from '../../infra/http/json-guards';
import { type PolicyMode, violatesAdultPolicy } from '../safety/content-policy';

export const MAX_NAME = 200;
export const MAX_TEXT = 50_000;
export const MAX_GREETINGS = 100;
export const MAX_TAGS = 100;

interface CardText {
  field: string;
  text: string;
  mode: PolicyMode;
}

/**
 * Every text of a card that becomes part of her, by field. Who she is (name, description,
 * personality, scenario, prompts, tags) is read like the wizard's answers; what she says
 * (greetings, example dialogue) like chat.
 */
export function cardTexts(data: CharacterCardData, extra: Record<string, string | null | undefined> = {}): CardText[] {
  const prompt = (field: string, text: string | null | undefined): CardText[] =>
    text?.trim() ? [{ field, text, mode: 'prompt' }] : [];
  const chat = (field: string, text: string): CardText[] => (text.trim() ? [{ field, text, mode: 'chat' }] : []);
  return [
    ...prompt('name', data.name),
    ...prompt('description', data.description),
    ...prompt('personality', data.personality),
    ...prompt('scenario', data.scenario),
    ...prompt('system_prompt', data.system_prompt),
    ...prompt('post_history_instructions', data.post_history_instructions),
    ...prompt('creator_notes', data.creator_notes),
    ...data.tags.flatMap((tag) => prompt('tags', tag)),
    ...bookTexts(data.character_book).flatMap((text) => prompt('character_book', text)),
    ...Object.entries(extra).flatMap(([field, text]) => prompt(field, text)),
    ...chat('first_mes', data.first_mes),
    ...data.alternate_greetings.flatMap((g) => chat('alternate_greetings', g)),
    ...chat('mes_example', data.mes_example),
  ];
}

/** The texts of a character book (lorebook): its name, description and every entry's keys and content. */
function bookTexts(book: unknown): string[] {
  if (!book || typeof book !== 'object') return [];
  const { name, description, entries } = book as { name?: unknown; description?: unknown; entries?: unknown };
  const list: unknown[] = Array.isArray(entries) ? (entries as unknown[]) : [];
  const entryTexts = list.flatMap((e: unknown) => {
    if (!e || typeof e !== 'object') return [];
    const { keys, secondary_keys, content, comment, name: entryName } = e as Record<string, unknown>;
    return [keys, secondary_keys, content, comment, entryName].flatMap((v) =>
      Array.isArray(v) ? (v as unknown[]) : [v],
    );
  });
  return [name, description, ...entryTexts].filter((v): v is string => typeof v === 'string');
}

/** 400 for a field too long or holding characters no field may hold. */
export function assertCardSizes(data: CharacterCardData, texts: CardText[]): void {
  if (data.name.trim().length > MAX_NAME) throw new BadRequestException(`name must be at most ${MAX_NAME} characters`);
  if (data.alternate_greetings.length > MAX_GREETINGS)
    throw new BadRequestException(`alternate_greetings may have at most ${MAX_GREETINGS} greetings`);
  if (data.tags.length > MAX_TAGS) throw new BadRequestException(`tags may have at most ${MAX_TAGS} tags`);
  for (const { field, text } of texts) {
    if (text.length > MAX_TEXT) throw new BadRequestException(`${field} must be at most ${MAX_TEXT} characters`);
    if (hasForbiddenCharacters(text)) throw new BadRequestException(charactersNotAllowed(field));
  }
}

/** The content policy on every field alone, then on who she is as a whole: 422 with the wizard's text, naming the field. */
export function assertCardAdult(texts: CardText[]): void {
  for (const { field, text, mode } of texts) {
    if (violatesAdultPolicy(text, mode)) throw refused(field);
  }
  const who = texts.filter((t) => t.mode === 'prompt' && t.field !== 'tags' && t.field !== 'character_book');
  if (who.length > 1 && violatesAdultPolicy(who.map((t) => t.text).join(', '), 'prompt')) throw refused('card');
}

const refused = (field: string) => new UnprocessableEntityException({ message: MESSAGES.adultsOnly, field });
