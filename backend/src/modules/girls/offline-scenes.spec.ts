import sharp from 'sharp';

import { PRESETS } from '../../contracts';
import { parseTraits, portraitSvg, renderPortrait } from '../../infra/ai/offline/portrait-renderer';
import { picsPrompt } from './prompts';

const SIZE = { width: 288, height: 512 };
const mia = {
  name: 'Mia',
  eyes: 'Green',
  mouth: null,
  nose: null,
  hair: 'Auburn Curls',
  body: 'Curvy',
  skin: 'Olive',
  style: 'Realistic' as const,
};

/** The figure's scale on the canvas: how far the camera moved in. */
const zoom = (svg: string) => Number(/<g transform="translate\([^)]*\) scale\(([\d.]+)\)">/.exec(svg)![1]);

describe('close-ups', () => {
  // the body-part presets of the contracts' list are close-ups; the others show all of her
  const CLOSE_PRESETS = { Feet: 'feet', Ass: 'rear' } as const;

  it.each([...PRESETS])('the %s preset is framed as its phrase asks', (preset) => {
    const prompt = picsPrompt(mia, preset, null);
    const expected: string = (CLOSE_PRESETS as Record<string, string>)[preset] ?? 'full';
    expect(parseTraits(prompt).shot).toBe(expected);
    const full = zoom(portraitSvg(picsPrompt(mia, 'Restaurant', null), { ...SIZE, seed: 's' }));
    const scale = zoom(portraitSvg(prompt, { ...SIZE, seed: 's' }));
    if (expected === 'full') expect(scale).toBeLessThan(full * 1.3);
    else expect(scale).toBeGreaterThan(full * 2);
  });

  it.each([
    ['a macro shot of her toes in the sand', 'feet'],
    ['zoomed in on her pedicure', 'feet'],
    ['photo of her from behind, walking away', 'rear'],
    ['close up on her long legs, sitting on a bar stool', 'legs'],
    ['a headshot, soft light', 'face'],
    ['extreme close-up of her lips', 'face'],
    ['walking barefoot on the beach', 'full'],
    ['full body photo on a rooftop', 'full'],
  ])('%s -> %s', (prompt, shot) => {
    expect(parseTraits(prompt).shot).toBe(shot);
  });

  it('dresses her in the shorts the rear-view preset names', () => {
    expect(parseTraits(picsPrompt(mia, 'Ass', null))).toMatchObject({ shorts: true, dress: false });
    expect(parseTraits(picsPrompt(mia, 'Bikini', null)).shorts).toBe(false);
    const svg = (prompt: string) => portraitSvg(prompt, { ...SIZE, seed: 'shorts' });
    // the same picture but for her clothes
    expect(svg('woman in a studio, denim shorts')).not.toBe(svg('woman in a studio'));
  });

  it('a close-up of her feet fills the picture with skin, not scenery', async () => {
    const skinOf = async (prompt: string) => {
      const png = await renderPortrait(`${prompt}, tan skin`, { ...SIZE, seed: 'feet' });
      const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      let skin = 0;
      for (let i = 0; i < data.length; i += 3)
        if (Math.abs(data[i] - 0xcf) + Math.abs(data[i + 1] - 0x98) + Math.abs(data[i + 2] - 0x66) < 60) skin++;
      return skin / (data.length / 3);
    };
    expect(await skinOf('zoomed in on her feet at the beach')).toBeGreaterThan(
      2 * (await skinOf('standing on the beach')),
    );
  });
});

describe('scene words', () => {
  it.each([
    ['sipping champagne on a rooftop terrace', 'rooftop'],
    ['on the balcony of a penthouse', 'rooftop'],
    ['walking along the seashore', 'beach'],
    ['lounging poolside', 'pool'],
    ['in a bikini in the hot tub', 'pool'],
    ['strolling down a busy street in Tokyo', 'city'],
    ['downtown, under the skyscrapers', 'city'],
    ['a hike through the woods', 'forest'],
    ['by a lake in the mountains', 'forest'],
    ['on the ski slopes', 'snow'],
    ['building a snowman', 'snow'],
    ['reading in a little coffee shop', 'cafe'],
    ['brunch at a café in Paris', 'cafe'],
    ['waking up in a hotel room', 'bedroom'],
    ['a candle lit bistro', 'restaurant'],
    ['on the dance floor', 'nightclub'],
    ['curled up in the living room', 'sofa-feet'],
    ['a picnic in the park', 'campus'],
  ])('%s -> %s', (prompt, scene) => {
    expect(parseTraits(prompt).scene).toBe(scene);
  });

  it('reads the light and the weather', () => {
    expect(parseTraits('on a rooftop at sunset')).toMatchObject({ scene: 'rooftop', time: 'sunset' });
    expect(parseTraits('the city at night')).toMatchObject({ scene: 'city', time: 'night' });
    expect(parseTraits('golden hour at the beach')).toMatchObject({ scene: 'beach', time: 'sunset' });
    expect(parseTraits('moonlit walk in the forest')).toMatchObject({ scene: 'forest', time: 'night' });
    expect(parseTraits('under an umbrella in the rain')).toMatchObject({ scene: 'city', weather: 'rain' });
    expect(parseTraits('snow falling in the park')).toMatchObject({ scene: 'campus', weather: 'snow' });
    expect(parseTraits('a smiling woman')).toMatchObject({ scene: null, time: null, weather: null });
    // colours named after places and times describe her, not the backdrop
    expect(parseTraits('Midnight Blue hair, Ocean Blue eyes, Snow White skin')).toMatchObject({
      scene: null,
      time: null,
      weather: null,
    });
    expect(parseTraits('Midnight Blue hair, Sea Green eyes, wearing a bikini on a sunny beach')).toMatchObject({
      scene: 'beach',
      time: 'day',
      weather: null,
    });
  });

  async function averages(prompt: string, fifths = 1) {
    const png = await renderPortrait(`woman with brown hair, ${prompt}`, { ...SIZE, seed: 'scene' });
    const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    // the top fifths of the picture (the sky above her head when 1)
    const sum = [0, 0, 0];
    const n = SIZE.width * Math.floor((SIZE.height * fifths) / 5);
    for (let i = 0; i < n * 3; i++) sum[i % 3] += data[i];
    return sum.map((v) => v / n);
  }

  it('gives each place its own backdrop, and the light of the time of day', async () => {
    const prompts = [
      'in a studio',
      'on a rooftop',
      'in the city',
      'in a forest',
      'on the ski slopes',
      'by the pool',
      'in a cafe',
    ];
    const colours = await Promise.all(prompts.map((p) => averages(p, 5)));
    for (let i = 0; i < colours.length; i++) {
      for (let j = i + 1; j < colours.length; j++) {
        expect(colours[i].reduce((d, v, c) => d + Math.abs(v - colours[j][c]), 0)).toBeGreaterThan(6);
      }
    }
    const [day, sunset, night] = await Promise.all(
      ['rooftop at noon', 'rooftop at sunset', 'rooftop late at night'].map((p) => averages(p)),
    );
    const lum = ([r, g, b]: number[]) => 0.299 * r + 0.587 * g + 0.114 * b;
    expect(day[2]).toBeGreaterThan(day[0]); // a blue sky
    expect(sunset[0] - sunset[2]).toBeGreaterThan(day[0] - day[2] + 40); // warmer
    expect(sunset[2]).toBeLessThan(day[2] - 30);
    expect(lum(night)).toBeLessThan(lum(day) - 80);
    const [beachDay, beachSunset] = await Promise.all(['on the beach', 'on the beach at dusk'].map((p) => averages(p)));
    expect(beachSunset[2]).toBeLessThan(beachDay[2] - 30);
  });

  it('draws rain and snow over outdoor scenes only', () => {
    const streaks = (svg: string) => (svg.match(/stroke="#dfe8f2"/g) ?? []).length;
    expect(streaks(portraitSvg('a rainy street', { ...SIZE, seed: 'r' }))).toBeGreaterThan(50);
    expect(streaks(portraitSvg('in bed, rain outside', { ...SIZE, seed: 'r' }))).toBe(0);
  });
});
