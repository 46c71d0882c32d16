import { crc32 as nodeCrc32 } from 'node:zlib';

import { pngWith, tEXtChunks } from '../../../test/support/card-files';
import { crc32, PngError, readTextChunks, writeTextChunk } from './png-chunks';

describe('PNG text chunks', () => {
  it('computes the CRC the PNG spec uses', () => {
    for (const text of ['', 'IEND', 'tEXtchara\0abc', 'ü'.repeat(300)])
      expect(crc32(Buffer.from(text))).toBe(nodeCrc32(Buffer.from(text)));
  });

  it('reads tEXt, zTXt and iTXt (plain and compressed) chunks written by another writer', async () => {
    const png = await pngWith([
      { type: 'tEXt', keyword: 'a', text: 'plain' },
      { type: 'zTXt', keyword: 'b', text: 'deflated' },
      { type: 'iTXt', keyword: 'c', text: 'ünïcode' },
      { type: 'iTXt', keyword: 'd', text: 'ünïcode, deflated', compressed: true },
    ]);
    expect(Object.fromEntries(readTextChunks(png))).toEqual({
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
    expect(readTextChunks(written).has('ccv3')).toBe(false);
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
      expect(() => readTextChunks(bad)).toThrow(PngError);
    }
  });
});
