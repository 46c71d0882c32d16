import { dirname, join } from 'node:path';

import sharp from 'sharp';

import { MESSAGES } from '../src/contracts';
import { hullMask } from '../src/infra/ai/media/face-blend';
import type { FoundFace } from '../src/infra/ai/media/face-process';
import { decodeRgb, FaceSwapper } from '../src/infra/ai/media/face-swap';
import { type Pt, regionOf, type RgbImage } from '../src/infra/ai/media/face-warp';
import { laplacianVariance, regionLuma } from '../src/infra/ai/media/laplacian';
import { JobFailure } from '../src/infra/queue/job-failure';

/** The sample photographs that ship inside @vladmandic/face-api (group photos of adult women). */
const DEMO = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
const crop = (file: string, left: number, top: number, width: number, height: number) =>
  sharp(join(DEMO, file)).extract({ left, top, width, height }).jpeg({ quality: 92 }).toBuffer();

const swapper = new FaceSwapper();
let target: Buffer;
let source: Buffer;
let swapped: Buffer;

beforeAll(async () => {
  // one woman from each of two sample photos: the target (sample3, middle) and the face (sample6, right)
  target = await crop('sample3.jpg', 880, 80, 640, 800);
  source = await crop('sample6.jpg', 1440, 120, 480, 600);
  swapped = await swapper.swap(target, source);
});
afterAll(() => swapper.close());

async function face(image: Buffer): Promise<FoundFace> {
  const found = await swapper.largestFace(await decodeRgb(image), true);
  if (!found) throw new Error('no face found');
  return found;
}
const distance = (a: readonly number[], b: readonly number[]) =>
  Math.sqrt(a.reduce((s, v, i) => s + (v - b[i]) ** 2, 0));

describe('offline face swap of two real photographs', () => {
  it("keeps the target's size and everything away from the face", async () => {
    const [out, before] = [await decodeRgb(swapped), await decodeRgb(target)];
    expect([out.width, out.height]).toEqual([before.width, before.height]);
    const box = (await face(target)).box;
    let same = 0;
    let outside = 0;
    let changed = 0;
    for (let y = 0; y < out.height; y++) {
      for (let x = 0; x < out.width; x++) {
        const i = (y * out.width + x) * 3;
        const diff =
          Math.abs(out.data[i] - before.data[i]) +
          Math.abs(out.data[i + 1] - before.data[i + 1]) +
          Math.abs(out.data[i + 2] - before.data[i + 2]);
        const far =
          x < box.x - box.width || x > box.x + 2 * box.width || y < box.y - box.height || y > box.y + 2 * box.height;
        if (far) {
          outside++;
          if (diff === 0) same++;
        } else if (diff > 30) changed++;
      }
    }
    expect(same / outside).toBe(1);
    // the face itself did change
    expect(changed).toBeGreaterThan(box.width * box.height * 0.3);
  });

  it("puts the new face where the target's was: landmarks within a few pixels", async () => {
    const [before, after] = [await face(target), await face(swapped)];
    const offsets = before.points.map(([x, y], i) => Math.hypot(x - after.points[i][0], y - after.points[i][1]));
    const mean = offsets.reduce((s, d) => s + d, 0) / offsets.length;
    expect(mean).toBeLessThan(Math.max(4, before.box.width * 0.03));
  });

  it('looks more like the source person than the target did (face descriptors)', async () => {
    const [from, before, after] = [await face(source), await face(target), await face(swapped)];
    const was = distance(before.descriptor!, from.descriptor!);
    const now = distance(after.descriptor!, from.descriptor!);
    expect(now).toBeLessThan(was);
    expect(now).toBeLessThan(0.6); // face-api's usual "same person" threshold
  });
});

/** The Laplacian variance of an image's luma inside the hull of the points: how sharp that face is. */
function sharpness(image: RgbImage, points: readonly Pt[]): number {
  const region = regionOf(points, image.width, image.height);
  return laplacianVariance(regionLuma(image, region), region.width, region.height, hullMask(points, region, 1));
}

/** The mean absolute difference of two images of one size, per channel, inside the hull of the points. */
function difference(a: RgbImage, b: RgbImage, points: readonly Pt[]): number {
  const region = regionOf(points, a.width, a.height);
  const inside = hullMask(points, region, 1);
  let sum = 0;
  let n = 0;
  for (let k = 0; k < inside.length; k++) {
    if (!inside[k]) continue;
    const i = ((region.y + Math.floor(k / region.width)) * a.width + region.x + (k % region.width)) * 3;
    for (let c = 0; c < 3; c++) sum += Math.abs(a.data[i + c] - b.data[i + c]);
    n += 3;
  }
  return sum / n;
}

describe('what a person sees of the swapped face', () => {
  const pairs: [string, () => Promise<Buffer>, () => Promise<Buffer>][] = [
    ['sample3 (one woman) wearing sample6', () => Promise.resolve(target), () => Promise.resolve(source)],
    [
      'sample1 (a group photo, 1024 px) wearing sample6',
      () => sharp(join(DEMO, 'sample1.jpg')).resize(1024).jpeg({ quality: 92 }).toBuffer(),
      () => Promise.resolve(source),
    ],
    ['sample6 wearing sample3', () => Promise.resolve(source), () => Promise.resolve(target)],
  ];
  const cases = pairs.map(([name, to, from]) => ({ name, to, from, looks: null as null | Record<string, number> }));

  beforeAll(async () => {
    for (const c of cases) {
      const [to, from] = [await c.to(), await c.from()];
      const [before, after] = [await decodeRgb(to), await decodeRgb(await swapper.swap(to, from))];
      const points = (await face(to)).points;
      const mouth = points.slice(48, 68);
      const cheeks = points.slice(0, 17).concat(points.slice(27, 36));
      c.looks = {
        target: sharpness(before, points),
        swapped: sharpness(after, points),
        mouth: difference(before, after, mouth),
        face: difference(before, after, cheeks),
      };
    }
  });

  it.each(cases)("$name: the face is as sharp as the target's (Laplacian variance at least 80 %)", (c) => {
    expect(c.looks!.swapped).toBeGreaterThanOrEqual(0.8 * c.looks!.target);
  });

  it.each(cases)("$name: the mouth is the target's own (it changed far less than the face did)", (c) => {
    expect(c.looks!.mouth).toBeLessThan(0.25 * c.looks!.face);
  });
});

describe('pictures without a face', () => {
  const blank = () =>
    sharp({ create: { width: 320, height: 240, channels: 3, background: '#8a9bb0' } })
      .png()
      .toBuffer();

  it.each([
    ['first', () => blank(), () => source, MESSAGES.noFaceFirst],
    ['second', () => target, () => blank(), MESSAGES.noFaceSecond],
  ])('names the %s image, and is not retried', async (_which, first, second, message) => {
    const err = await swapper.swap(await first(), await second()).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(JobFailure);
    expect((err as JobFailure).message).toBe(message);
    expect((err as JobFailure).retryable).toBe(false);
  });
});
