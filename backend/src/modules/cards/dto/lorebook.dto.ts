import { ApiProperty } from '@nestjs/swagger';
import { IsObject, ValidateIf } from 'class-validator';

import type { CharacterBook, Lorebook } from '../../../contracts';

const EXAMPLE: CharacterBook = {
  name: 'Mia',
  scan_depth: 2,
  token_budget: 1024,
  extensions: {},
  entries: [
    {
      id: 1,
      keys: ['gallery', 'paintings'],
      content: 'Mia shows her paintings at a small gallery on Rue Oberkampf.',
      extensions: {},
      enabled: true,
      insertion_order: 100,
      case_sensitive: false,
      constant: false,
      selective: false,
      secondary_keys: [],
      position: 'before_char',
    },
  ],
};

const DESCRIPTION =
  "a Character Card V2 `character_book` (SillyTavern's World Info): the card import's schema and limits " +
  '(at most 200 entries, 50 keys of 200 characters each, 50,000 characters of content, 4 KiB of entry ' +
  'extensions), at most 2 MiB in all (413 past it: what her card may carry); unknown fields and extensions are ' +
  'kept as they came. null: she has no lorebook';

/** Her lorebook, checked field by field by the card's `character_book` schema (card-schema.ts) and the content policy in the service. */
export class LorebookDto implements Lorebook {
  @ApiProperty({ type: Object, nullable: true, description: DESCRIPTION, example: EXAMPLE })
  @ValidateIf((body: LorebookDto) => body.book !== null)
  @IsObject({ message: 'book must be a lorebook (an object) or null' })
  book: CharacterBook | null;
}
