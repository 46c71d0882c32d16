import sharp from 'sharp';

import { parseTraits, portraitSvg, renderPortrait, SceneName, sizeForAspect } from './portrait-renderer';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PORTRAIT = { width: 576, height: 1024 };

async function pixels(png: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Mean absolute per-channel difference between two same-sized images (0..255). */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([pixels(a), pixels(b)]);
  let sum = 0;
  for (let i = 0; i < x.data.length; i++) sum += Math.abs(x.data[i] - y.data[i]);
  return sum / x.data.length;
}

/** Average [r, g, b] over a rectangle. */
async function averageColour(png: Buffer, left: number, top: number, w: number, h: number): Promise<number[]> {
  const { data, width } = await pixels(png);
  const sum = [0, 0, 0];
  for (let y = top; y < top + h; y++) {
    for (let x = left; x < left + w; x++) {
      for (let c = 0; c < 3; c++) sum[c] += data[(y * width + x) * 3 + c];
    }
  }
  return sum.map((v) => v / (w * h));
}

const render = (prompt: string, seed = 'seed-a', size = PORTRAIT): Promise<Buffer> =>
  renderPortrait(prompt, { ...size, seed });

describe('sizeForAspect', () => {
  it.each([
    ['9:16', 576, 1024],
    ['1:1', 1024, 1024],
    ['16:9', 1024, 576],
    ['4:5', 816, 1024],
    ['3:2', 1024, 680],
  ] as const)('%s -> %ix%i with the long side 1024 and multiples of 8', (ratio, width, height) => {
    const size = sizeForAspect(ratio);
    expect(size).toEqual({ width, height });
    expect(size.width % 8).toBe(0);
    expect(size.height % 8).toBe(0);
  });
});

describe('parseTraits', () => {
  it('reads hair, eyes, skin, style and scene from a typical prompt', () => {
    const t = parseTraits('Anime girl with long wavy PINK hair, violet eyes and fair skin on a college campus');
    expect(t).toMatchObject({
      hair: '#ee7fae',
      hairLength: 'long',
      curly: false,
      eyes: '#8b52cc',
      skin: '#f4d8c4',
      style: 'anime',
      scene: 'campus',
    });
  });

  it('keeps words for one feature from leaking into another (blue eyes, black hair)', () => {
    const t = parseTraits('a woman with short black bob, ice blue eyes, deep bronze skin, at a restaurant');
    expect(t.hair).toBe('#1c1a21');
    expect(t.hairLength).toBe('short');
    expect(t.eyes).toBe('#8fd0f2');
    expect(t.skin).toBe('#7a4a2c');
    expect(t.style).toBe('realistic');
    expect(t.scene).toBe('restaurant');
  });

  it('understands multi-word colours and curls', () => {
    const t = parseTraits(
      'wild curly rose gold hair, dark brown eyes, golden tan skin, wearing a bikini on a sunny beach',
    );
    expect(t).toMatchObject({ hair: '#e0a08a', curly: true, eyes: '#3d2414', skin: '#d59a63', scene: 'beach' });
    expect(parseTraits('midnight blue hair').hair).toBe('#22306a');
    expect(parseTraits('pastel pink hair').hair).toBe('#f6b6cf');
    expect(parseTraits('golden curls and green eyes')).toMatchObject({ hair: '#dca23c', curly: true, eyes: '#3c9a4a' });
  });

  it('gives heterochromatic eyes two different colours', () => {
    const t = parseTraits('silver hair, heterochromatic eyes');
    expect(t.eyesRight).toBeDefined();
    expect(t.eyesRight).not.toBe(t.eyes);
  });

  it('maps scene phrases and falls back to no scene', () => {
    const cases: [string, SceneName | null][] = [
      ['boudoir portrait, draped in silk', 'boudoir'],
      ['lingerie in the bedroom', 'bedroom'],
      ['dancing in a nightclub', 'nightclub'],
      ['bare feet on the sofa', 'sofa-feet'],
      ['photo in a studio', 'studio'],
      ['a smiling woman', null],
    ];
    for (const [prompt, scene] of cases) expect(parseTraits(prompt).scene).toBe(scene);
  });

  it("reads the colour of her clothes and 'outdoors' from the pics modifiers, without touching her hair", () => {
    expect(
      parseTraits('Full body realistic 4k photo of Nova, Platinum Blonde hair, in a red dress, outdoors'),
    ).toMatchObject({
      hair: '#efe8d8',
      outfit: '#c0242f',
      dress: true,
      scene: 'campus',
    });
    expect(parseTraits('wearing a bikini on a sunny beach, a black silk bikini')).toMatchObject({
      scene: 'beach',
      outfit: '#1d1b22',
    });
    expect(parseTraits('having dinner in an upscale restaurant, candlelight, emerald gown, outside')).toMatchObject({
      scene: 'restaurant',
      outfit: '#1f8a5a',
    });
    expect(parseTraits('Fiery Red hair, Green eyes, in a dress').outfit).toBeNull();
    expect(parseTraits('Raven Black Waves hair, wearing a top').outfit).toBeNull();
    expect(parseTraits('a smiling woman')).toMatchObject({ outfit: null, dress: false });
  });

  it('has sensible defaults for an empty prompt', () => {
    expect(parseTraits('')).toMatchObject({ hairLength: 'long', curly: false, style: 'realistic', scene: null });
  });
});

describe('renderPortrait', () => {
  it.each(['9:16', '1:1', '16:9', '4:5', '3:2'] as const)('renders a PNG of exactly the %s size', async (ratio) => {
    const size = sizeForAspect(ratio);
    const png = await render('a woman with long blonde hair, green eyes', 'size', size);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([size.width, size.height]);
  });

  it('is deterministic for the same prompt, size and seed, and varies with the seed', async () => {
    const prompt = 'woman with auburn hair, hazel eyes, olive skin, at a restaurant';
    const [a, b, c] = await Promise.all([render(prompt, 'same'), render(prompt, 'same'), render(prompt, 'other')]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
    expect(await meanDifference(a, c)).toBeGreaterThan(1);
  });

  it('draws the same face in every picture of one girl, whatever the picture, and another face for another girl', () => {
    // what makes a face: her face outline and fringe (clip paths), and where her eyes sit (their highlights)
    const face = (svg: string) => ({
      outlines: [...svg.matchAll(/<clipPath id="[^"]+"><path d="([^"]+)"\/><\/clipPath>/g)]
        .map((m) => m[1])
        .filter((d) => !d.startsWith('M-'))
        .sort(),
      eyes: [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="2.1"/g)].map((m) => `${m[1]},${m[2]}`),
    });
    const prompt = 'woman with long brown hair, green eyes, fair skin, studio portrait';
    const pic = (seed: string, identity: string, text = prompt) => portraitSvg(text, { ...PORTRAIT, seed, identity });
    const first = pic('job-1', 'girl-1');
    expect(face(first).outlines.length).toBeGreaterThan(0);
    expect(face(first).eyes).toHaveLength(2);
    for (const [seed, text] of [
      ['job-2', prompt],
      ['job-3', `${prompt}, at the beach`],
      ['job-4', `${prompt}, in a red dress at a restaurant`],
    ]) {
      const other = pic(seed, 'girl-1', text);
      expect(other).not.toBe(first);
      expect(face(other)).toEqual(face(first));
    }
    expect(face(pic('job-1', 'girl-2'))).not.toEqual(face(first));
  });

  it('paints the hair in the requested colour', async () => {
    const [blonde, black] = await Promise.all([
      render('woman with long blonde hair, green eyes'),
      render('woman with long black hair, green eyes'),
    ]);
    // The crown of the head sits near the top centre of a 9:16 portrait.
    const light = await averageColour(blonde, 263, 66, 50, 24);
    const dark = await averageColour(black, 263, 66, 50, 24);
    const lum = ([r, g, b]: number[]): number => 0.299 * r + 0.587 * g + 0.114 * b;
    expect(lum(light) - lum(dark)).toBeGreaterThan(90);
    expect(light[0]).toBeGreaterThan(light[2] + 40); // blonde is warm yellow, not grey
    expect(await meanDifference(blonde, black)).toBeGreaterThan(4);
  });

  it('changes the picture with eye colour, skin tone and scene', async () => {
    const base = await render('woman with brown hair, green eyes, fair skin');
    const eyes = await render('woman with brown hair, blue eyes, fair skin');
    const skin = await render('woman with brown hair, green eyes, dark skin');
    const scene = await render('woman with brown hair, green eyes, fair skin, in a nightclub');
    const { data: x } = await pixels(base);
    const { data: y } = await pixels(eyes);
    let changed = 0;
    for (let i = 0; i < x.length; i += 3) if (Math.abs(x[i] - y[i]) + Math.abs(x[i + 2] - y[i + 2]) > 60) changed++;
    expect(changed).toBeGreaterThan(150); // two clearly visible irises
    expect(await meanDifference(base, skin)).toBeGreaterThan(8);
    expect(await meanDifference(base, scene)).toBeGreaterThan(40);
  });

  it('dresses her in the colour the prompt names, and draws the rest the same', async () => {
    const [plain, red, again] = await Promise.all([
      render('woman with brown hair, green eyes, in a dress'),
      render('woman with brown hair, green eyes, in a red dress'),
      render('woman with brown hair, green eyes, in a red dress'),
    ]);
    expect(red.equals(again)).toBe(true);
    // the dress covers the middle of the figure: red there, and the picture otherwise close to the plain one
    const [r, g, b] = await averageColour(red, 263, 620, 40, 80);
    expect(r).toBeGreaterThan(g + 60);
    expect(r).toBeGreaterThan(b + 60);
    const difference = await meanDifference(plain, red);
    expect(difference).toBeGreaterThan(2);
    expect(difference).toBeLessThan(30);
  });

  it('draws anime and realistic styles differently', async () => {
    const [anime, realistic] = await Promise.all([
      render('anime woman with long purple hair, amber eyes'),
      render('woman with long purple hair, amber eyes'),
    ]);
    expect(await meanDifference(anime, realistic)).toBeGreaterThan(3);
  });

  it('renders every scene, each looking different', async () => {
    const prompts = [
      'blonde woman in a studio',
      'blonde woman wearing a bikini on a sunny beach',
      'blonde woman on a college campus',
      'blonde woman, boudoir',
      'blonde woman in lingerie in a bedroom',
      'blonde woman at a restaurant',
      'blonde woman in a nightclub',
      'blonde woman with bare feet on the sofa',
    ];
    const pngs = await Promise.all(prompts.map((p) => render(p, 'scene', { width: 288, height: 512 })));
    const averages = await Promise.all(pngs.map((png) => averageColour(png, 0, 0, 288, 512)));
    for (const png of pngs) expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    for (let i = 0; i < averages.length; i++) {
      for (let j = i + 1; j < averages.length; j++) {
        const distance = averages[i].reduce((sum, v, c) => sum + Math.abs(v - averages[j][c]), 0);
        expect(distance).toBeGreaterThan(6);
      }
    }
  });

  it('never uses text (fonts are not guaranteed) and keeps the figure clothed', () => {
    for (const prompt of ['nude woman in a bedroom', 'boudoir', 'bikini on a sunny beach']) {
      const svg = portraitSvg(prompt, { ...PORTRAIT, seed: 'x' });
      expect(svg).not.toContain('<text');
      expect(svg.length).toBeGreaterThan(5000);
    }
  });
});
