import { MAX_CARD_JSON_CHARS } from '../../contracts';
import { cpuPool } from '../../infra/workers/cpu.pool';
import { CARD_TOO_LARGE, readCard } from './card-parse';

const jsonUrl = (text: string) => `data:application/json;base64,${Buffer.from(text, 'utf8').toString('base64')}`;
/** A card whose description is `chars` characters of 3 bytes each in UTF-8. */
const cjkCard = (chars: number) =>
  JSON.stringify({
    spec: 'chara_card_v2',
    spec_version: '2.0',
    data: { name: 'Mei', description: '漢'.repeat(chars) },
  });

afterAll(() => cpuPool.close());

describe('readCard: a JSON card of at most MAX_CARD_JSON_CHARS characters', () => {
  it('reads a card just under the limit in characters, at nearly 3 bytes a character', async () => {
    const text = cjkCard(MAX_CARD_JSON_CHARS - 200);
    expect(Buffer.byteLength(text)).toBeGreaterThan(3 * MAX_CARD_JSON_CHARS - 1000);
    const { card } = await readCard(jsonUrl(text));
    expect(card.data.description).toHaveLength(MAX_CARD_JSON_CHARS - 200);
  });

  it('answers 413 for one character more, and for more bytes than the most characters can take', async () => {
    const ascii = JSON.stringify({
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: { name: 'Mei', description: '' },
    });
    const over = ascii.replace(
      '"description":""',
      `"description":"${'a'.repeat(MAX_CARD_JSON_CHARS + 1 - ascii.length)}"`,
    );
    expect(over).toHaveLength(MAX_CARD_JSON_CHARS + 1);
    await expect(readCard(jsonUrl(over))).rejects.toMatchObject({ status: 413, message: CARD_TOO_LARGE });
    const under = cjkCard(MAX_CARD_JSON_CHARS - 200);
    const bytes = ' '.repeat(3 * MAX_CARD_JSON_CHARS + 1 - Buffer.byteLength(under)) + under;
    expect(Buffer.byteLength(bytes)).toBe(3 * MAX_CARD_JSON_CHARS + 1);
    await expect(readCard(jsonUrl(bytes))).rejects.toMatchObject({ status: 413, message: CARD_TOO_LARGE });
  });
});
