import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

import sharp from 'sharp';

import { AppConfig } from '../src/config/app-config';
import { parseSettings } from '../src/config/config.schema';
import { replicateSteps } from '../src/infra/ai/ai.module';
import type { ImageProvider } from '../src/infra/ai/image-provider.port';
import { videoToGif } from '../src/infra/ai/media/encode';
import { FfmpegError, ffmpegPath, runFfmpeg, withTempDir } from '../src/infra/ai/media/ffmpeg';
import { motionFromPrompt } from '../src/infra/ai/media/motion';
import { upscaledSize } from '../src/infra/ai/media/upscale';
import { renderPortrait } from '../src/infra/ai/offline/portrait-renderer';
import { FaceSwapStep } from '../src/infra/ai/tools/face-swap.tool';
import { ReplicateSteps } from '../src/infra/ai/tools/replicate-steps';
import { loadToolAdapters } from '../src/infra/ai/tools/tool-adapters';
import { toolSteps } from './support/tool-steps';

/** each tool's offline step, through its adapter */
const tools = toolSteps(null);
let portrait: Buffer;
/** how long each tool took, printed at the end */
const timings: Record<string, number> = {};

beforeAll(async () => {
  portrait = await renderPortrait('a woman with red hair in a lilac dress, studio portrait', {
    width: 768,
    height: 960,
    seed: 'media',
  });
});
afterAll(async () => {
  console.log(`media tool timings (ms): ${JSON.stringify(timings)}`);
  await tools.close();
});

async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    timings[name] = Date.now() - started;
  }
}

function recorder() {
  const seen: Array<[number, string]> = [];
  return { seen, report: (p: number, stage: string) => void seen.push([p, stage]) };
}

const plainImage = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .png()
    .toBuffer();

describe('upscale (sharp Lanczos)', () => {
  test.each([
    [
      { width: 768, height: 960 },
      { width: 1536, height: 1920 },
    ], // 2x
    [
      { width: 200, height: 300 },
      { width: 800, height: 1200 },
    ], // small: 4x
    [
      { width: 511, height: 100 },
      { width: 2044, height: 400 },
    ],
    [
      { width: 3000, height: 2000 },
      { width: 4096, height: 2731 },
    ], // capped at 4096
    [
      { width: 5000, height: 100 },
      { width: 5000, height: 100 },
    ], // already past the cap: never smaller
  ])('%o becomes %o', (from, to) => expect(upscaledSize(from)).toEqual(to));

  test('the output is a larger PNG of the same picture', async () => {
    const { seen, report } = recorder();
    const out = await timed('upscale 768x960', () => tools.upscale({ prompt: 'sharper', image: portrait }, report));
    const meta = await sharp(out.data).metadata();
    expect(out.type).toBe('image/png');
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([1536, 1920]);
    expect(seen.length).toBeGreaterThan(0);

    const small = await tools.upscale({ prompt: '', image: await plainImage(120, 90) }, () => undefined);
    expect(await sharp(small.data).metadata()).toMatchObject({ width: 480, height: 360 });
    const big = await timed('upscale 3000x2000', async () =>
      tools.upscale({ prompt: '', image: await plainImage(3000, 2000) }, () => undefined),
    );
    expect(await sharp(big.data).metadata()).toMatchObject({ width: 4096, height: 2731 });
  });
});

describe('GIF (sharp)', () => {
  test.each([
    ['slowly zoom in on her face', 'zoom-in'],
    ['come closer', 'zoom-in'],
    ['zoom out to show the room', 'zoom-out'],
    ['the camera pulls back', 'zoom-out'],
    ['pan left across the beach', 'pan-left'],
    ['she looks to the left', 'pan-left'],
    ['pan right', 'pan-right'],
    ['turning right', 'pan-right'],
    ['she smiles', 'zoom-in'],
  ])('%s → %s', (prompt, motion) => expect(motionFromPrompt(prompt)).toBe(motion));

  test('an animated GIF of at least 24 frames that loops forever and moves', async () => {
    const { seen, report } = recorder();
    const out = await timed('gif', () => tools.gif({ prompt: 'pan right', image: portrait, seed: 'g1' }, report));
    expect(out.type).toBe('image/gif');
    const meta = await sharp(out.data, { animated: true }).metadata();
    expect(meta.format).toBe('gif');
    expect(meta.pages).toBeGreaterThanOrEqual(24);
    expect(meta.loop).toBe(0);
    expect(Math.max(meta.width ?? 0, meta.pageHeight ?? 0)).toBe(480);
    expect(out.data.length).toBeLessThan(3_000_000);
    const first = await sharp(out.data, { page: 0 }).raw().toBuffer();
    const middle = await sharp(out.data, { page: Math.floor((meta.pages ?? 0) / 2) })
      .raw()
      .toBuffer();
    expect(first.equals(middle)).toBe(false);
    const values = seen.map(([p]) => p);
    values.slice(1).forEach((v, i) => expect(v).toBeGreaterThanOrEqual(values[i]));
  });
});

/** The top-level boxes of an MP4, in order. */
function topBoxes(mp4: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; at + 8 <= mp4.length;) {
    const size = mp4.readUInt32BE(at);
    names.push(mp4.toString('latin1', at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return names;
}

describe('video (bundled ffmpeg)', () => {
  test('a playable H.264 MP4, moov first, about 3 s at 24 fps with even sides', async () => {
    const { seen, report } = recorder();
    const out = await timed('video', () =>
      tools.video({ prompt: 'zoom out', negativePrompt: 'blur', image: portrait, seed: 'v1' }, report),
    );
    expect(out.type).toBe('video/mp4');
    expect(out.data.toString('latin1', 4, 8)).toBe('ftyp');
    expect(out.data.includes('avc1', 0, 'latin1')).toBe(true);
    const boxes = topBoxes(out.data);
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));

    // ffmpeg decodes every frame without an error
    const info = await withTempDir(async (dir) => {
      const file = join(dir, 'v.mp4');
      await writeFile(file, out.data);
      const { stderr } = await promisify(execFile)(await ffmpegPath(), ['-hide_banner', '-i', file, '-f', 'null', '-']);
      return stderr;
    });
    expect(info).toMatch(/Video: h264 \(High\) \(avc1/);
    expect(info).toMatch(/yuv420p, 576x720/);
    expect(info).toMatch(/Duration: 00:00:03\.00/);
    expect(info).toMatch(/24 fps/);

    const values = seen.map(([p]) => p);
    expect(values.length).toBeGreaterThanOrEqual(4);
    values.slice(1).forEach((v, i) => expect(v).toBeGreaterThanOrEqual(values[i]));

    // and as a GIF (what the Replicate adapter does with a video model's MP4): 480 long, 12 fps
    const gif = await timed('mp4 to gif', () => videoToGif(out.data));
    const meta = await sharp(gif, { animated: true }).metadata();
    expect(meta).toMatchObject({ format: 'gif', loop: 0, width: 384, pageHeight: 480, pages: 36 });
  });

  test("ffmpeg's errors are readable", async () => {
    const err = await runFfmpeg(['-i', '/nonexistent/input.mp4', '-f', 'null', '-']).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(FfmpegError);
    expect((err as Error).message).toMatch(/ffmpeg failed \(1\): .*No such file or directory/);
  });
});

describe('background removal (on-device model)', () => {
  test('a PNG whose background is transparent and whose subject is opaque', async () => {
    const first = await timed('remove background (loads the model)', () =>
      tools.removeBackground(portrait, () => undefined),
    );
    expect(first.type).toBe('image/png');

    const { data, info } = await sharp(first.data).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 768, height: 960, channels: 4 });
    /** the share of the box's pixels whose alpha passes the test */
    const share = (x0: number, y0: number, x1: number, y1: number, test: (alpha: number) => boolean) => {
      let hits = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (test(data[(y * info.width + x) * 4 + 3])) hits++;
      return hits / ((x1 - x0) * (y1 - y0));
    };
    // the studio wall on both sides and above: fully transparent
    expect(share(0, 0, 160, 960, (a) => a === 0)).toBe(1);
    expect(share(608, 0, 768, 960, (a) => a === 0)).toBe(1);
    expect(share(0, 0, 768, 20, (a) => a === 0)).toBe(1);
    // the skirt, in the middle of the figure: opaque
    expect(share(350, 570, 420, 630, (a) => a === 255)).toBeGreaterThan(0.95);
    expect(share(0, 0, 768, 960, (a) => a === 0)).toBeGreaterThan(0.5);
    expect(share(0, 0, 768, 960, (a) => a === 255)).toBeGreaterThan(0.1);
  });
});

describe('choice of steps', () => {
  const pick = (env: Record<string, string>) => replicateSteps(new AppConfig(parseSettings(env), null));
  test.each([
    [{}, 'this machine'],
    [{ IMAGE_PROVIDER: 'offline', REPLICATE_API_TOKEN: 'r8_x' }, 'this machine'],
    [{ IMAGE_PROVIDER: 'instant', REPLICATE_API_TOKEN: 'r8_x' }, 'this machine'],
    [{ REPLICATE_API_TOKEN: 'r8_x' }, 'Replicate'],
    [{ IMAGE_PROVIDER: 'replicate', REPLICATE_API_TOKEN: 'r8_x' }, 'Replicate'],
  ])('%o: %s', (env, where) => {
    const steps = pick(env);
    if (where === 'Replicate') expect(steps).toBeInstanceOf(ReplicateSteps);
    else expect(steps).toBeNull();
  });

  test('a bad model id names its setting when the tools are made (the boot)', async () => {
    expect(
      () => new FaceSwapStep(pick({ REPLICATE_API_TOKEN: 'r8_x', REPLICATE_FACESWAP_MODEL: 'face-swap' })),
    ).toThrow(/REPLICATE_FACESWAP_MODEL/);
    const replicate = pick({ REPLICATE_API_TOKEN: 'r8_x', REPLICATE_UPSCALE_MODEL: 'upscale' });
    const engines = { images: {} as ImageProvider, replicate, faceSwap: new FaceSwapStep(replicate) };
    await expect(loadToolAdapters(engines)).rejects.toThrow(/REPLICATE_UPSCALE_MODEL/);
  });
});
