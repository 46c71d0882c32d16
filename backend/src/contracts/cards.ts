import type { Girl } from './api';
import type { Style } from './wizard';

/** Character Card V2 (`chara_card_v2`); unknown fields are kept as they came. */
export interface CharacterCardData {
  name: string;
  description: string;
  personality: string;
  scenario: string;
  first_mes: string;
  mes_example: string;
  creator_notes: string;
  system_prompt: string;
  post_history_instructions: string;
  alternate_greetings: string[];
  tags: string[];
  creator: string;
  character_version: string;
  extensions: Record<string, unknown>;
  [unknown: string]: unknown;
}

export interface CharacterCardV2 {
  spec: 'chara_card_v2';
  spec_version: '2.0';
  data: CharacterCardData;
  [unknown: string]: unknown;
}

export const APPEARANCE_FIELDS = ['eyes', 'mouth', 'nose', 'hair', 'body', 'skin'] as const;
export type AppearanceField = (typeof APPEARANCE_FIELDS)[number];
export type CardOverrides = Partial<Record<AppearanceField, string | null>> & { style?: Style };

/** POST /api/girls/import. `card` is a data URL of a PNG card or of card JSON; `preview` saves nothing. */
export interface ImportCardRequest {
  card: string;
  overrides?: CardOverrides;
  preview?: boolean;
}

/** What an import would create (the answer to `preview: true`). */
export interface CardPreview {
  name: string;
  bio: string | null;
  personality: string | null;
  scenario: string | null;
  greetings: string[];
  /** traits kept by our own exporter */
  traits: string[];
  hasPortrait: boolean;
  appearance: Record<AppearanceField, string | null>;
  style: Style;
}

export interface ImportCardResponse {
  girl: Girl;
  jobId?: string;
}

export const CARD_MESSAGES = {
  notACard: 'This file is not a character card.',
  lorebookTooLarge: 'This lorebook is too large: it may take at most 2 MiB, as much as a character card carries.',
} as const;

/** The most JSON a character card may hold, in characters: the card import reads no more. */
export const MAX_CARD_JSON_CHARS = 2 * 1024 * 1024;
/**
 * PUT /api/girls/:id/lorebook: the body's limit in bytes. A character takes at least one byte, so a
 * book that fits is one her card carries (the card import reads it back), and the policy reads at most
 * that many characters of it.
 */
export const MAX_LOREBOOK_BODY_BYTES = MAX_CARD_JSON_CHARS;

/** The extension key our exporter writes her looks under, so a re-import gives the same girl. */
export const CARD_EXTENSION = 'ai_girls';
export const CHAT_EXPORT_FORMATS = ['jsonl', 'txt'] as const;
export type ChatExportFormat = (typeof CHAT_EXPORT_FORMATS)[number];

/** One line of a JSONL chat export. Failed replies (never her words) and replies still being written are left out. */
export interface ChatExportLine {
  sender: 'user' | 'ai';
  name: string;
  text: string;
  image: string | null;
  createdAt: string;
}

/** Where a lorebook entry goes in her system prompt: before or after her description. */
export type LorebookPosition = 'before_char' | 'after_char';

/** One entry of a `character_book` (Character Card V2/V3); unknown fields are kept as they came. */
export interface CharacterBookEntry {
  keys: string[];
  content: string;
  extensions: Record<string, unknown>;
  enabled: boolean;
  insertion_order: number;
  case_sensitive?: boolean;
  name?: string;
  priority?: number;
  id?: number | string;
  comment?: string;
  selective?: boolean;
  secondary_keys?: string[];
  constant?: boolean;
  position?: LorebookPosition;
  [unknown: string]: unknown;
}

/** A card's `character_book` (SillyTavern's World Info of one character); unknown fields are kept. */
export interface CharacterBook {
  name?: string;
  description?: string;
  scan_depth?: number;
  token_budget?: number;
  recursive_scanning?: boolean;
  extensions: Record<string, unknown>;
  entries: CharacterBookEntry[];
  [unknown: string]: unknown;
}

/** GET and PUT /api/girls/:id/lorebook: her lorebook (null: she has none). */
export interface Lorebook {
  book: CharacterBook | null;
}
