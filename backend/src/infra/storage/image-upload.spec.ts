import sharp from 'sharp';

import { decodeImageUpload, sniffImageType } from './image-upload';

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

describe('image uploads', () => {
  it('recognises images by their bytes, not their declared type', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f0a' } })
      .png()
      .toBuffer();
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(Buffer.from('hello, I am text'))).toBeNull();
    await expect(
      decodeImageUpload(dataUrl(Buffer.from('just some text pretending'), 'image/png')),
    ).rejects.toMatchObject({ status: 415 });
  });

  it('refuses more than 10 MiB with 413', async () => {
    await expect(decodeImageUpload(dataUrl(Buffer.alloc(11 * 1024 * 1024, 1)))).rejects.toMatchObject({ status: 413 });
  });

  it('refuses a decompression bomb (over 40 megapixels) with 413 before decoding it', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(10 * 1024 * 1024);
    await expect(decodeImageUpload(dataUrl(bomb))).rejects.toMatchObject({
      status: 413,
      message: 'The image is larger than 40 megapixels.',
    });
  });

  it('re-encodes what it keeps, dropping metadata such as EXIF', async () => {
    const jpeg = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#0af' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret place' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const out = await decodeImageUpload(dataUrl(jpeg, 'image/jpeg'));
    expect(out).toMatchObject({ type: 'image/jpeg', width: 20, height: 10 });
    expect((await sharp(out.data).metadata()).exif).toBeUndefined();
  });

  it('refuses something that is not a data URL with 400', async () => {
    await expect(decodeImageUpload('https://example.com/a.png')).rejects.toMatchObject({ status: 400 });
  });
});
