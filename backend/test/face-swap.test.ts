import { dirname, join } from 'node:path';

import sharp from 'sharp';

import { MESSAGES } from '../src/contracts';
import type { FoundFace } from '../src/infra/ai/media/face-process';
import { decodeRgb, FaceSwapper } from '../src/infra/ai/media/face-swap';
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
