import { crc32 } from 'node:zlib';

import { pngWith, tEXtChunks } from '../../../test/support/card-files';
import { PngDuplicateText, PngError, PngTextTooLarge, readTextChunks, writeTextChunk } from './png-chunks';

describe('PNG text chunks', () => {
  it('reads tEXt, zTXt and iTXt (plain and compressed) chunks written by another writer', async () => {
    const png = await pngWith([
      { type: 'tEXt', keyword: 'a', text: 'plain' },
      { type: 'zTXt', keyword: 'b', text: 'deflated' },
      { type: 'iTXt', keyword: 'c', text: 'ünïcode' },
      { type: 'iTXt', keyword: 'd', text: 'ünïcode, deflated', compressed: true },
    ]);
    expect(Object.fromEntries(await readTextChunks(png, ['a', 'b', 'c', 'd']))).toEqual({
      a: 'plain',
      b: 'deflated',
      c: 'ünïcode',
      d: 'ünïcode, deflated',
    });
  });

  it('writes one tEXt chunk in place of the old ones of the dropped keywords, readable by another reader', async () => {
    const png = await pngWith([
      { type: 'tEXt', keyword: 'chara', text: 'old' },
      { type: 'iTXt', keyword: 'ccv3', text: 'old v3' },
      { type: 'tEXt', keyword: 'Software', text: 'x' },
    ]);
    const written = writeTextChunk(png, 'chara', 'new', ['chara', 'ccv3']);
    expect(Object.fromEntries(tEXtChunks(written))).toEqual({ Software: 'x', chara: 'new' });
    expect((await readTextChunks(written)).has('ccv3')).toBe(false);
  });

  it('throws PngError for a file that is truncated, damaged or not a PNG', async () => {
    const png = await pngWith([{ type: 'tEXt', keyword: 'chara', text: 'x' }]);
    const damaged = Buffer.from(png);
    damaged[40] ^= 1;
    for (const bad of [
      png.subarray(0, png.length - 5),
      png.subarray(0, 20),
      damaged,
      Buffer.from('GIF89a'),
      Buffer.alloc(0),
    ]) {
      await expect(readTextChunks(bad)).rejects.toThrow(PngError);
    }
  });

  it('reads only the card keywords: other text chunks are never inflated, whatever they hold', async () => {
    const png = await pngWith([{ type: 'tEXt', keyword: 'chara', text: 'card' }]);
    // a zTXt of another keyword whose data is not deflate at all: inflated, it would throw
    const data = Buffer.concat([Buffer.from('Comment\0\0', 'latin1'), Buffer.from('not deflate at all')]);
    const body = Buffer.concat([Buffer.from('zTXt'), data]);
    const junk = Buffer.alloc(body.length + 8);
    junk.writeUInt32BE(data.length, 0);
    body.copy(junk, 4);
    junk.writeUInt32BE(crc32(body), body.length + 4);
    const withJunk = Buffer.concat([png.subarray(0, 33), junk, junk, png.subarray(33)]);
    expect(Object.fromEntries(await readTextChunks(withJunk))).toEqual({ chara: 'card' });
    await expect(readTextChunks(withJunk, ['Comment'])).rejects.toThrow(PngError);
  });

  it('refuses a second chunk of a card keyword, and text past the budget without inflating past it', async () => {
    const twice = await pngWith([
      { type: 'tEXt', keyword: 'chara', text: 'one' },
      { type: 'zTXt', keyword: 'chara', text: 'two' },
    ]);
    await expect(readTextChunks(twice)).rejects.toThrow(PngDuplicateText);
    const bomb = await pngWith([{ type: 'zTXt', keyword: 'chara', text: 'a'.repeat(3000) }]);
    await expect(readTextChunks(bomb, ['chara'], 1000)).rejects.toThrow(PngTextTooLarge);
    const split = await pngWith([
      { type: 'tEXt', keyword: 'chara', text: 'a'.repeat(600) },
      { type: 'iTXt', keyword: 'ccv3', text: 'b'.repeat(600), compressed: true },
    ]);
    await expect(readTextChunks(split, ['chara', 'ccv3'], 1000)).rejects.toThrow(PngTextTooLarge);
  });
});
