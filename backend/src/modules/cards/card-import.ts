import {
  APPEARANCE_FIELDS,
  type AppearanceField,
  CARD_EXTENSION,
  type CardOverrides,
  type CardPreview,
  type CharacterBook,
  type CharacterCardV2,
  type Style,
  STYLES,
} from '../../contracts';
import type { CardExtension } from './card-export';

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Who the card makes her: the card's fields, her looks from our own extension (a re-import) with the person's answers over them. */
export function girlFromCard(card: CharacterCardV2, overrides: CardOverrides = {}, hasPortrait = false) {
  const data = card.data;
  const ext: CardExtension = isRecord(data.extensions[CARD_EXTENSION]) ? data.extensions[CARD_EXTENSION] : {};
  const appearance = Object.fromEntries(
    APPEARANCE_FIELDS.map((f) => [f, f in overrides ? blankToNull(overrides[f]) : blankToNull(ext[f])]),
  ) as Record<AppearanceField, string | null>;
  const style: Style = overrides.style ?? (STYLES.includes(ext.style as Style) ? (ext.style as Style) : 'Realistic');
  const traits = Array.isArray(ext.traits)
    ? [
        ...new Set(
          ext.traits
            .filter((t): t is string => typeof t === 'string')
            .map((t) => t.trim())
            .filter((t) => t && t.length <= 60),
        ),
      ].slice(0, 30)
    : [];
  const personality = blankToNull(data.personality);
  const preview: CardPreview = {
    name: data.name.trim(),
    bio: blankToNull(data.description),
    // our exporter writes the traits as the personality text when she had none: they come back as traits
    personality: personality === traits.join(', ') ? null : personality,
    scenario: blankToNull(data.scenario),
    greetings: [data.first_mes, ...data.alternate_greetings].filter((g) => g.trim()),
    traits,
    hasPortrait,
    appearance,
    style,
  };
  return preview;
}

/** The card as kept with her, and her lorebook (its `character_book`) kept in a column of its own. */
export function splitBook(card: CharacterCardV2): { card: CharacterCardV2; lorebook: CharacterBook | null } {
  const { character_book: book, ...data } = card.data;
  return { card: { ...card, data }, lorebook: isRecord(book) ? (book as CharacterBook) : null };
}
