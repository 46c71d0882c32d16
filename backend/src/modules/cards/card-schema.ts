import { APPEARANCE_FIELDS, CARD_EXTENSION, type CharacterCardV2 } from '../../contracts';
import type { PolicyMode } from '../safety/content-policy';
import { type CardText, CardWalk, type Check, type TextRule } from './card-fields';

/** The one schema of a character card (V1, V2, V3 and our own extension): sizes, characters, and the texts the policy reads. */
export const MAX_NAME = 200;
export const MAX_TEXT = 50_000;
export const MAX_SHORT = 200;
export const MAX_GREETINGS = 100;
export const MAX_TAGS = 100;
/** Our extension's looks and traits: the wizard's limits (girls/dto/create-girl.dto.ts). */
export const MAX_LOOK = 200;
export const MAX_TRAIT = 60;
export const MAX_TRAITS = 30;
export const MAX_BOOK_ENTRIES = 200;
export const MAX_ENTRY_KEYS = 50;
export const MAX_ENTRY_EXTENSIONS_BYTES = 4096;

const as = (field: string, mode: PolicyMode, max: number): TextRule => ({ max, policy: { field, mode } });
/** Who she is in prose is read as a character; what she says as chat; her name and looks (image prompts) as a prompt. */
const prose = (field: string, max = MAX_TEXT) => as(field, 'character', max);
const said = (field: string) => as(field, 'chat', MAX_TEXT);

function textFields(w: CardWalk): Record<string, Check> {
  const text =
    (rule: TextRule): Check =>
    (path, value) =>
      w.text(path, value, rule);
  return {
    name: text(as('name', 'prompt', MAX_NAME)),
    description: text(prose('description')),
    personality: text(prose('personality')),
    scenario: text(prose('scenario')),
    system_prompt: text(prose('system_prompt')),
    post_history_instructions: text(prose('post_history_instructions')),
    creator_notes: text(prose('creator_notes')),
    creator: text(prose('creator', MAX_SHORT)),
    character_version: text(prose('character_version', MAX_SHORT)),
    first_mes: text(said('first_mes')),
    mes_example: text(said('mes_example')),
  };
}

function dataFields(w: CardWalk): Record<string, Check> {
  return {
    ...textFields(w),
    alternate_greetings: (p, v) => w.list(p, v, MAX_GREETINGS, 'greetings', said('alternate_greetings')),
    tags: (p, v) => w.list(p, v, MAX_TAGS, 'tags', prose('tags', MAX_SHORT)),
    // V3
    nickname: (p, v) => w.text(p, v, as('nickname', 'prompt', MAX_NAME)),
    group_only_greetings: (p, v) => w.list(p, v, MAX_GREETINGS, 'greetings', said('group_only_greetings')),
    source: (p, v) => w.list(p, v, 50, 'sources', prose('source', 2048)),
    creation_date: (p, v) => w.scalar(p, v),
    modification_date: (p, v) => w.scalar(p, v),
    creator_notes_multilingual: (p, v) => w.object(p, v, {}, (q, x) => w.text(q, x, prose('creator_notes'))),
    assets: (p, v) => assets(w, p, v),
    extensions: (p, v) => w.object(p, v, { [CARD_EXTENSION]: (q, x) => ourExtension(w, q, x) }),
    character_book: (p, v) => book(w, p, v),
  };
}

/** V3 assets: where her pictures are (URLs, `embeded://`, `ccdefault:`), never data kept inline past 2 KiB. */
function assets(w: CardWalk, path: string, value: unknown): void {
  w.items(path, value, 50, 'assets', (at, asset) =>
    w.object(at, asset, {
      type: (p, v) => w.text(p, v, { max: MAX_SHORT }),
      uri: (p, v) => w.text(p, v, { max: 2048 }),
      name: (p, v) => w.text(p, v, prose('assets', MAX_SHORT)),
      ext: (p, v) => w.text(p, v, { max: 20 }),
    }),
  );
}

/** `extensions.ai_girls`: her looks, style and traits as our exporter writes them, with the wizard's limits. */
function ourExtension(w: CardWalk, path: string, value: unknown): void {
  const looks = Object.fromEntries(
    APPEARANCE_FIELDS.map((f): [string, Check] => [f, (p, v) => w.text(p, v, as(p, 'prompt', MAX_LOOK))]),
  );
  w.object(path, value, {
    ...looks,
    style: (p, v) => w.text(p, v, { max: 20 }),
    traits: (p, v) => w.list(p, v, MAX_TRAITS, 'traits', as(p, 'prompt', MAX_TRAIT)),
  });
}

/**
 * `character_book` (lorebook): at most 200 entries, each key and text with its limit, all read as who
 * she is; a refused text is named `character_book` in a card, by its own path on her profile (`named`).
 */
function book(w: CardWalk, path: string, value: unknown, named = (_at: string) => 'character_book'): void {
  const rule = (max: number, at: string) => prose(named(at), max);
  const entry = (at: string, item: unknown) =>
    w.object(at, item, {
      keys: (p, v) => w.items(p, v, MAX_ENTRY_KEYS, 'keys', (q, x) => w.text(q, x, rule(MAX_SHORT, q))),
      secondary_keys: (p, v) => w.items(p, v, MAX_ENTRY_KEYS, 'keys', (q, x) => w.text(q, x, rule(MAX_SHORT, q))),
      content: (p, v) => w.text(p, v, rule(MAX_TEXT, p)),
      name: (p, v) => w.text(p, v, rule(MAX_SHORT, p)),
      comment: (p, v) => w.text(p, v, rule(1000, p)),
      extensions: (p, v) => w.opaque(p, v, MAX_ENTRY_EXTENSIONS_BYTES),
      ...Object.fromEntries(
        [
          'id',
          'enabled',
          'insertion_order',
          'case_sensitive',
          'priority',
          'selective',
          'constant',
          'position',
          'use_regex',
        ].map((k): [string, Check] => [k, (p, v) => w.scalar(p, v)]),
      ),
    });
  w.object(path, value, {
    name: (p, v) => w.text(p, v, rule(MAX_SHORT, p)),
    description: (p, v) => w.text(p, v, rule(MAX_TEXT, p)),
    scan_depth: (p, v) => w.scalar(p, v),
    token_budget: (p, v) => w.scalar(p, v),
    recursive_scanning: (p, v) => w.scalar(p, v),
    entries: (p, v) => w.items(p, v, MAX_BOOK_ENTRIES, 'entries', entry),
  });
}

/**
 * Every field of a card, by the one schema: 400 naming the field (`character_book.entries[3].content
 * must be at most 50000 characters`) for a wrong type, a size past its limit or a forbidden character;
 * fields the app does not read are kept within 64 KiB in all. Answers the texts the policy reads.
 * The V1 fields some writers repeat at the top of a V2/V3 card are held to the same rules.
 */
export function checkCard(card: CharacterCardV2): CardText[] {
  const w = new CardWalk();
  const { spec: _spec, spec_version: _version, data, ...top } = card;
  w.object('', top, textFields(w));
  w.object('', data, dataFields(w));
  return w.texts;
}

/** A lorebook written on her profile, by the card's own `character_book` rules: the texts the policy reads. */
export function checkBook(value: unknown, path = 'book'): CardText[] {
  const w = new CardWalk();
  book(w, path, value, (at) => at);
  return w.texts;
}
