import { APPEARANCE_FIELDS, CARD_EXTENSION, type CharacterCardData, type CharacterCardV2 } from '../../contracts';
import { loadSharp } from '../../infra/lazy-sharp';
import { GREETINGS } from '../chat/greetings';
import type { Girl } from '../girls/girl-records.writer';
import { writeTextChunk } from './png-chunks';

/** Her looks, style and traits, kept in the card's extensions so a re-import gives the same girl. */
export interface CardExtension {
  eyes?: string | null;
  mouth?: string | null;
  nose?: string | null;
  hair?: string | null;
  body?: string | null;
  skin?: string | null;
  style?: string;
  traits?: string[];
}

/** Her as a Character Card V2: the card she was imported from (unknown fields and extensions kept), updated with who she is now. */
export function cardOf(girl: Girl): CharacterCardV2 {
  const base = girl.card;
  const looks = Object.fromEntries(APPEARANCE_FIELDS.map((f) => [f, girl[f]]));
  const ours: CardExtension = { ...looks, style: girl.style, traits: girl.personality };
  // a girl of the wizard greets with one of the 7 at random: her card carries them all (SillyTavern's swipes)
  const own = (girl.greetings ?? []).filter((g) => g.trim());
  const [first, ...alternate] = own.length ? own : GREETINGS;
  // her lorebook as it is now (imported, or written on her profile): none, no `character_book`
  const { character_book: _imported, ...data }: Partial<CharacterCardData> = base?.data ?? {};
  return {
    ...base,
    spec: 'chara_card_v2',
    spec_version: '2.0',
    data: {
      mes_example: '',
      creator_notes: '',
      system_prompt: '',
      post_history_instructions: '',
      tags: [],
      creator: '',
      character_version: '',
      ...data,
      ...(girl.lorebook ? { character_book: girl.lorebook } : {}),
      name: girl.name ?? '',
      description: girl.bio ?? '',
      personality: girl.personalityText ?? girl.personality.join(', '),
      scenario: girl.scenario ?? '',
      first_mes: first,
      alternate_greetings: alternate,
      extensions: { ...base?.data.extensions, [CARD_EXTENSION]: ours },
    },
  };
}

/** Her portrait (or a plain placeholder when she has none) as a PNG carrying her card in a `chara` tEXt chunk. */
export async function cardPng(card: CharacterCardV2, portrait: Buffer | null): Promise<Buffer> {
  const sharp = await loadSharp();
  const placeholder = () =>
    sharp({ create: { width: 400, height: 600, channels: 3, background: { r: 236, g: 72, b: 153 } } })
      .png()
      .toBuffer();
  const png = portrait ? await sharp(portrait).png().toBuffer().catch(placeholder) : await placeholder();
  return writeTextChunk(png, 'chara', Buffer.from(JSON.stringify(card), 'utf8').toString('base64'), ['chara', 'ccv3']);
}
