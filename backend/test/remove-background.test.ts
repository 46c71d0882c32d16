import { dirname, join } from 'node:path';

import sharp from 'sharp';

import type { FaceSwap } from '../src/infra/ai/face-swap.port';
import type { ImageProvider } from '../src/infra/ai/image-provider.port';
import { adapter } from '../src/infra/ai/tools/remove-background.tool';
import type { ReplicateSteps } from '../src/infra/ai/tools/replicate-steps';

/** One woman against a wall, from @vladmandic/face-api's sample photos, 1024 px high. */
const DEMO = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
const photo = () =>
  sharp(join(DEMO, 'sample6.jpg'))
    .extract({ left: 1440, top: 120, width: 480, height: 600 })
    .resize({ height: 1024 })
    .jpeg({ quality: 92 })
    .toBuffer();

const remover = adapter({ images: {} as ImageProvider, faceSwap: {} as FaceSwap, replicate: null });
afterAll(() => remover.close?.());

describe('offline background removal', () => {
  it('warms its model in its helper, then cuts a photo out, reporting each step it passes', async () => {
    await remover.warm!();
    const reports: [number, string][] = [];
    const image = await photo();
    const out = await remover.run({
      jobId: 'job-1',
      payload: { imageUrl: '/media/photo.jpg' },
      read: () => Promise.resolve(image),
      progress: (p, stage) => void reports.push([p, stage]),
    });

    // the steps it really passes, in order; any estimates while the model runs lie between 15 and 85
    const steps = reports.filter(([, stage]) => stage !== 'finding the subject');
    expect(steps).toEqual([
      [10, 'reading the image'],
      [85, 'cutting it out'],
      [90, 'cut out'],
    ]);
    expect(reports[1]).toEqual([15, 'finding the subject']);
    const values = reports.map(([p]) => p);
    expect(values).toEqual([...values].sort((a, b) => a - b));

    // the wall is gone, the face is kept
    const { data, info } = await sharp(out.data).raw().toBuffer({ resolveWithObject: true });
    expect([out.type, info.channels, info.height]).toEqual(['image/png', 4, 1024]);
    const alpha = (x: number, y: number) =>
      data[(Math.round(y * info.height) * info.width + Math.round(x * info.width)) * 4 + 3];
    expect(alpha(0.95, 0.05)).toBe(0);
    expect(alpha(0.45, 0.4)).toBe(255);
  });

  it('has nothing to warm when Replicate removes the background', () => {
    const replicate = { model: () => ({ owner: 'a', name: 'b' }) } as unknown as ReplicateSteps;
    expect('warm' in adapter({ images: {} as ImageProvider, faceSwap: {} as FaceSwap, replicate })).toBe(false);
  });
});
