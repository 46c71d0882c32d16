/**
 * The six tool pages in Chromium against the built app (issue 6).
 *
 * On the suite's server (offline providers: the real ffmpeg, GIF encoder, background-removal model and
 * upscaler): every tool runs from an uploaded fixture to a downloaded file whose bytes are checked,
 * each page's validation messages show, and face swap puts one woman's face on another in two sample
 * photographs that ship with @vladmandic/face-api.
 *
 * On a second server whose Replicate is a local server speaking Replicate's predictions API: face swap
 * runs end to end behind its consent checkbox; every page shows its spinner, busy button and push-fed
 * progress while a slow prediction runs (desktop and 375 px); a failed prediction reads
 * 'Oops! Something went wrong.'
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { renderPortrait } from '../../backend/src/infra/ai/offline/portrait-renderer';
import { DEFAULT_MODELS } from '../../backend/test/fixtures/replicate';
import { type OutputFile, ReplicateServer } from '../../backend/test/support/replicate-server';
import { signUp } from './support/accounts';
import {
  browserPages,
  type OpenOptions,
  type PageSession,
  screenshot as save,
  socketConnected,
  visible,
} from './support/browser';
import { type FixtureFile, imageFacts, type MediaKind, png, testCardMp4 } from './support/media-files';
import { type RunningServer, startServer } from './support/server';
import { drop, expectDownload, expectVideoPlays, fileInput, loaded, upload, zone } from './support/tool-page';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 812 };

const MSG = {
  signIn: 'Please log in to use this tool.',
  promptOrImage: 'Please enter a prompt or upload an image!',
  promptAndStartImage: 'Please enter a prompt and upload a start image!',
  imageAndPrompt: 'Please upload an image and enter a prompt!',
  bothImages: 'Please upload both a target image and a swap image!',
  uploadImage: 'Please upload an image!',
  consent: 'Please confirm you have the right to use both faces.',
  faceSwapUnavailable: 'Face swap needs REPLICATE_API_TOKEN to be set.',
  noFaceFirst: 'No face found in the first image.',
  toolFailed: 'Oops! Something went wrong.',
  safetyBlocked: 'The image was blocked by the safety filter.',
  noImageUrl: 'No valid image URL received.',
  noVideoUrl: 'No valid video URL received.',
  noOutput: 'No valid output received.',
  notImage: 'That file is not an image. Please choose a PNG, JPEG, WebP or GIF image.',
  tooLarge: 'This image is too large (the limit is 10 MB). Please choose a smaller one.',
  unsupported: 'Only PNG, JPEG, WebP or GIF images are accepted.',
} as const;
const CONSENT_LABEL = 'I confirm I have the right to use both faces, and no one pictured is a minor.';
const UPSCALE_HINT = 'Drag & drop your image here or click to select';

const TOOL_PATHS = [
  '/generate-image',
  '/generate-video',
  '/gif',
  '/faceswap',
  '/remove-background',
  '/upscale',
] as const;
type ToolPath = (typeof TOOL_PATHS)[number];

const pages = browserPages({ adult: true });
/** fixtures, made once */
let portrait: FixtureFile;
let face: FixtureFile;
let small: FixtureFile;

beforeAll(async () => {
  const [a, b, c] = await Promise.all([
    renderPortrait('a woman with long red hair in a lilac dress, studio portrait', {
      width: 384,
      height: 480,
      seed: 'e2e-tools',
    }),
    renderPortrait('a woman with short black hair and brown eyes in a blue dress, studio portrait', {
      width: 256,
      height: 320,
      seed: 'e2e-face',
    }),
    renderPortrait('a woman with blonde curls in a green dress on the beach', {
      width: 120,
      height: 150,
      seed: 'e2e-small',
    }),
  ]);
  [portrait, face, small] = [png('portrait.png', a), png('face.png', b), png('small.png', c)];
});

// --- helpers -------------------------------------------------------------------------------------

/** One woman from each of two sample photographs of @vladmandic/face-api: the target, then the face. */
async function samplePhotos(): Promise<[FixtureFile, FixtureFile]> {
  const demo = join(dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')), 'demo');
  const crop = (file: string, left: number, top: number, width: number, height: number) =>
    sharp(join(demo, file)).extract({ left, top, width, height }).jpeg({ quality: 92 }).toBuffer();
  const [target, source] = await Promise.all([
    crop('sample3.jpg', 880, 80, 640, 800),
    crop('sample6.jpg', 1440, 120, 480, 600),
  ]);
  return [
    { name: 'target.jpg', mimeType: 'image/jpeg', buffer: target },
    { name: 'face.jpg', mimeType: 'image/jpeg', buffer: source },
  ];
}

/** A full-page screenshot from the top (a scrolled page would catch the sticky header mid-page). */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await save(page, name);
}

const open = (base: string, options: OpenOptions = {}): Promise<PageSession> => pages.open(base, options);

/** A signed-in page (a new account) on a tool route, its socket connected. */
async function openTool(base: string, path: ToolPath, viewport = DESKTOP): Promise<PageSession & { username: string }> {
  const session = await open(base, { viewport });
  const username = await signUp(session.context);
  const connected = socketConnected(session.page);
  await session.page.goto(path);
  await visible(session.page.locator('form')); // only a signed-in visitor gets the tool's form
  await connected;
  return { ...session, username };
}

/**
 * Runs `work` for every tool at once, each on its own page; a failure names its tool and leaves a
 * screenshot (tools-<name>-failure.png) of where the page stood.
 */
async function onEveryTool<T extends { path: ToolPath; name: string }>(
  base: string,
  tools: T[],
  work: (tool: T, page: Page) => Promise<void>,
) {
  await Promise.all(
    tools.map(async (tool) => {
      const { page } = await openTool(base, tool.path);
      try {
        await work(tool, page);
      } catch (err) {
        await screenshot(page, `tools-${tool.name}-failure`).catch(() => undefined);
        throw new Error(`${tool.path}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }),
  );
}

const form = (page: Page) => page.locator('form');
const formAlert = (page: Page, text: string) => form(page).getByRole('alert').filter({ hasText: text });
const submitButton = (page: Page, name: string) => form(page).getByRole('button', { name, exact: true });

// --- the suite's server: offline providers --------------------------------------------------------

describe('tool pages on the offline server', () => {
  /** every result URL the pages showed, to check none reached the feed */
  const results: string[] = [];
  const users: string[] = [];

  it('asks signed-out visitors to sign in on every tool page', async () => {
    const { page } = await open(baseUrl);
    for (const path of TOOL_PATHS) {
      await page.goto(path);
      await visible(page.getByText(MSG.signIn, { exact: true }));
      expect(await page.locator('form').count(), `${path} shows no form`).toBe(0);
      expect(await page.locator('input[type=file]').count()).toBe(0);
    }
    await screenshot(page, 'tools-signed-out');
    await page.locator('#main').getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/signin');
  });

  it('image generator: validation, a dropped image with its preview, the result, generated-image.png', async () => {
    const { page, username } = await openTool(baseUrl, '/generate-image');
    users.push(username);
    await visible(page.getByRole('heading', { name: 'AI Image Generator' }));
    await screenshot(page, 'tools-image-before');

    const button = submitButton(page, 'Generate');
    await button.click();
    await visible(formAlert(page, MSG.promptOrImage));
    await page.getByLabel('Prompt').fill('   ');
    await button.click();
    await visible(formAlert(page, MSG.promptOrImage));

    // drag and drop: a text file is refused with a message, an image is taken and previewed
    const dropZone = zone(page, 'Start from an image (optional)');
    await drop(page, dropZone, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('only words') });
    await visible(page.getByText(MSG.notImage, { exact: true }));
    await drop(page, dropZone, portrait);
    const preview = page.getByRole('img', { name: 'Preview of portrait.png' });
    await visible(preview);
    await loaded(preview);
    expect(await page.getByText(MSG.notImage).count()).toBe(0);

    await page.getByLabel('Prompt').fill('long auburn hair, green eyes, on a rooftop at sunset');
    const ratios = await page.getByLabel('Aspect ratio').locator('option').allInnerTexts();
    expect(ratios).toEqual(['1:1', '16:9', '9:16', '4:5', '3:2']);
    await page.getByLabel('Aspect ratio').selectOption('16:9');
    await button.click();
    expect(await formAlert(page, MSG.promptOrImage).count()).toBe(0);

    const result = page.getByRole('region', { name: 'Generated image' }).getByRole('img', { name: 'Generated image' });
    await visible(result, 60_000);
    await loaded(result);
    await visible(submitButton(page, 'Generate'));
    expect(await submitButton(page, 'Generate').isEnabled()).toBe(true);
    await screenshot(page, 'tools-image-after');

    const got = await expectDownload(page, 'Download Image', 'generated-image.png', 'png');
    const facts = await imageFacts(got.bytes);
    expect(facts.format).toBe('png');
    expect(facts.width).toBeGreaterThan(facts.height); // 16:9 was asked for
    expect(facts.width / facts.height).toBeCloseTo(16 / 9, 1);
    results.push(got.href);
  });

  it('video generator: both inputs needed, then an MP4 that plays in Chromium, generated-video.mp4', async () => {
    const { page, username } = await openTool(baseUrl, '/generate-video');
    users.push(username);
    await visible(page.getByRole('heading', { name: 'AI Video Generator' }));
    await screenshot(page, 'tools-video-before');

    const button = submitButton(page, 'Generate Video');
    await button.click();
    await visible(formAlert(page, MSG.promptAndStartImage));
    await page.getByLabel('Prompt', { exact: true }).fill('she turns and smiles, slow zoom in');
    await button.click();
    await visible(formAlert(page, MSG.promptAndStartImage));
    await page.getByLabel('Prompt', { exact: true }).fill('');
    await upload(page, 'Start image', portrait);
    await button.click();
    await visible(formAlert(page, MSG.promptAndStartImage));

    await page.getByLabel('Prompt', { exact: true }).fill('slow zoom in on her face');
    await page.getByLabel('Negative prompt (optional)').fill('blurry');
    await button.click();
    const video = page.getByRole('region', { name: 'Generated video' }).locator('video');
    await visible(video, 90_000);
    const facts = await expectVideoPlays(video);
    expect(facts.duration).toBeGreaterThan(1);
    await screenshot(page, 'tools-video-after');

    const got = await expectDownload(page, 'Download Video', 'generated-video.mp4', 'mp4');
    expect(got.bytes.includes('avc1', 0, 'latin1'), 'an H.264 track').toBe(true);
    results.push(got.href);
  });

  it('GIF tool: image and prompt needed, then an animated GIF of several frames', async () => {
    const { page, username } = await openTool(baseUrl, '/gif');
    users.push(username);
    await visible(page.getByRole('heading', { name: 'GIF Generator' }));
    await screenshot(page, 'tools-gif-before');

    const button = submitButton(page, 'Generate GIF');
    await button.click();
    await visible(formAlert(page, MSG.imageAndPrompt));
    await upload(page, 'Image', portrait);
    await button.click();
    await visible(formAlert(page, MSG.imageAndPrompt));

    await page.getByLabel('Prompt').fill('zoom in slowly');
    await button.click();
    const result = page.getByRole('region', { name: 'Generated GIF' }).getByRole('img', { name: 'Generated GIF' });
    await visible(result, 60_000);
    await loaded(result);
    await screenshot(page, 'tools-gif-after');

    const got = await expectDownload(page, 'Download GIF', /^[\w-]+\.gif$/, 'gif');
    const facts = await imageFacts(got.bytes);
    expect(facts.format).toBe('gif');
    expect(facts.frames).toBeGreaterThanOrEqual(10);
    results.push(got.href);
  });

  it('background remover: images only, a text file named .png refused by its bytes, then a transparent output.png', async () => {
    const { page, username } = await openTool(baseUrl, '/remove-background');
    users.push(username);
    await visible(page.getByRole('heading', { name: 'Remove Background' }));
    await screenshot(page, 'tools-remove-bg-before');

    const button = submitButton(page, 'Remove Background');
    await button.click();
    await visible(formAlert(page, MSG.uploadImage));

    // a text file is refused in the page, and so is one that only claims to be a PNG (its bytes say otherwise)
    await fileInput(page, 'Upload an image').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('words'),
    });
    await visible(page.getByText(MSG.notImage, { exact: true }));
    await fileInput(page, 'Upload an image').setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(11 * 1024 * 1024, 1),
    });
    await visible(page.getByText(MSG.tooLarge, { exact: true }));
    await fileInput(page, 'Upload an image').setInputFiles({
      name: 'pretty.png',
      mimeType: 'image/png',
      buffer: Buffer.from('I am only text, named pretty.png'),
    });
    await visible(page.getByText(MSG.notImage, { exact: true }));
    expect(await zone(page, 'Upload an image').getByText('pretty.png').count()).toBe(0);

    await upload(page, 'Upload an image', portrait);
    await button.click();
    const result = page
      .getByRole('region', { name: 'Image without background' })
      .getByRole('img', { name: 'Your image without its background' });
    await visible(result, 90_000);
    await loaded(result);
    expect(await formAlert(page, MSG.unsupported).count()).toBe(0);
    await screenshot(page, 'tools-remove-bg-after');

    const got = await expectDownload(page, 'Download Image', 'output.png', 'png');
    const facts = await imageFacts(got.bytes);
    expect(facts).toMatchObject({ format: 'png', width: 384, height: 480, hasAlpha: true });
    expect(facts.transparentShare, 'the studio wall is cut away').toBeGreaterThan(0.3);
    expect(facts.opaqueShare, 'the figure stays').toBeGreaterThan(0.05);
    results.push(got.href);
  });

  it("upscale: the spec's words, then the original and a larger upscaled-image.png side by side", async () => {
    const { page, username } = await openTool(baseUrl, '/upscale');
    users.push(username);
    await visible(page.getByRole('heading', { name: 'Magic Image Refiner Upscaling', level: 1 }));
    await visible(page.getByText('Compare your original image with the upscaled result', { exact: true }));
    const prompt = page.getByPlaceholder('Enter your prompt', { exact: true });
    await visible(prompt);
    const dropZone = zone(page, 'Image');
    await visible(dropZone.getByText(UPSCALE_HINT, { exact: true }));
    expect(await fileInput(page, 'Image').getAttribute('accept')).toBe('image/*');
    const button = submitButton(page, 'Upscale Image');
    await visible(button);
    await screenshot(page, 'tools-upscale-before');

    await prompt.fill('   ');
    await button.click();
    await visible(formAlert(page, MSG.promptOrImage));

    await upload(page, 'Image', small, false);
    await prompt.fill('crisp details');
    await button.click();
    const compare = page.getByRole('region', { name: 'Comparison' });
    const original = compare.getByRole('img', { name: 'Original image: small.png' });
    const upscaled = compare.getByRole('img', { name: 'Upscaled image' });
    await visible(upscaled, 60_000);
    await loaded(original);
    await loaded(upscaled);
    await visible(submitButton(page, 'Upscale Image'));
    // side by side: same row, original on the left
    const [left, right] = [await original.boundingBox(), await upscaled.boundingBox()];
    expect(left && right && Math.abs(left.y - right.y) < 40 && left.x < right.x).toBe(true);
    await screenshot(page, 'tools-upscale-after');

    const got = await expectDownload(page, 'Download Upscaled Image', 'upscaled-image.png', 'png');
    const facts = await imageFacts(got.bytes);
    expect(facts.format).toBe('png');
    expect(facts.width).toBeGreaterThan(120);
    expect(facts.height).toBeGreaterThan(150);
    results.push(got.href);
  });

  it('face swap: two real photographs, consent ticked, the swapped face shown and downloaded as the job made it', async () => {
    const { page, context, username } = await openTool(baseUrl, '/faceswap');
    users.push(username);
    await visible(page.getByRole('heading', { name: 'Face Swap' }));
    expect(await page.getByText(/REPLICATE_API_TOKEN/).count()).toBe(0);
    const button = submitButton(page, 'Generate Face Swap');
    expect(await button.isEnabled()).toBe(true);

    const [target, source] = await samplePhotos();
    await upload(page, 'Upload your image', target);
    await upload(page, 'Upload the face you want to change for', source);
    await button.click();
    await visible(formAlert(page, MSG.consent));
    await page.getByLabel(CONSENT_LABEL, { exact: true }).check();
    const accepted = page.waitForResponse((r) => r.url().endsWith('/api/face-swap') && r.request().method() === 'POST');
    await button.click();
    const { jobId } = (await (await accepted).json()) as { jobId: string };

    const result = page
      .getByRole('region', { name: 'Face swap result' })
      .getByRole('img', { name: 'Face swap result' });
    await visible(result, 90_000);
    await loaded(result);
    await screenshot(page, 'tools-faceswap-offline-after');
    await save(page, 'tools-faceswap-offline-result', { fullPage: false });

    const got = await expectDownload(page, 'Download Image', 'face-swapped.png', 'png');
    const job = (await (await context.request.get(`/api/jobs/${jobId}`)).json()) as {
      status: string;
      result: { output: string };
    };
    expect(job.status).toBe('completed');
    expect(got.href).toBe(job.result.output);
    const made = Buffer.from(await (await context.request.get(job.result.output)).body());
    expect(got.bytes.equals(made), 'the download is the job result, byte for byte').toBe(true);
    const [out, before] = [await imageFacts(got.bytes), await imageFacts(target.buffer)];
    expect([out.width, out.height]).toEqual([before.width, before.height]);
    results.push(got.href);
  });

  it('face swap: a picture with no face is named in the page', async () => {
    const { page, username } = await openTool(baseUrl, '/faceswap');
    users.push(username);
    const [, source] = await samplePhotos();
    const wall = await sharp({ create: { width: 320, height: 400, channels: 3, background: '#7d8fa6' } })
      .png()
      .toBuffer();
    await upload(page, 'Upload your image', png('wall.png', wall));
    await upload(page, 'Upload the face you want to change for', source);
    await page.getByLabel(CONSENT_LABEL, { exact: true }).check();
    await submitButton(page, 'Generate Face Swap').click();
    await visible(formAlert(page, MSG.noFaceFirst), 90_000);
  });

  it('at 375 px every tool page fits the screen, and its upload inputs take images only', async () => {
    const { page, username } = await openTool(baseUrl, '/generate-image', MOBILE);
    users.push(username);
    for (const path of TOOL_PATHS) {
      await page.goto(path);
      await visible(form(page));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      // every upload input takes images only
      const accepts = await page
        .locator('input[type=file]')
        .evaluateAll((inputs) => inputs.map((i) => i.getAttribute('accept')));
      expect(accepts.length, `${path} has a drop zone`).toBeGreaterThan(0);
      for (const accept of accepts) expect(accept).toBe('image/*');
      await screenshot(page, `tools-mobile-${path.slice(1)}-before`);
    }
  });

  it('never posts a tool result to the feed', async () => {
    // one result from each of the six tools, face swap included
    expect(results.length).toBe(6);
    const posts: { user: string; imageUrl: string }[] = [];
    let cursor: string | null = null;
    do {
      const res = await fetch(`${baseUrl}/api/feed?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      const page = (await res.json()) as { posts: { user: string; imageUrl: string }[]; nextCursor: string | null };
      posts.push(...page.posts);
      cursor = page.nextCursor;
    } while (cursor);
    for (const url of results) expect(posts.map((p) => p.imageUrl)).not.toContain(url);
    for (const user of users) expect(posts.map((p) => p.user)).not.toContain(user);
  });
});

// --- a second server whose Replicate is local ----------------------------------------------------

interface ToolRun {
  path: ToolPath;
  kind: string;
  name: string;
  idle: string;
  busy: string;
  /** the result area's name */
  region: string;
  /** fills the form with valid input */
  fill: (page: Page) => Promise<void>;
  /** waits for the result in the page */
  result: (region: Locator) => Promise<void>;
  download: { link: string; file: string | RegExp; kind: MediaKind };
  output: () => OutputFile;
  /** the message when the job's result lacks its URL */
  missing: string;
}

describe('tool pages with Replicate (a local server speaking its predictions API)', () => {
  let replicate: ReplicateServer;
  let server: RunningServer;
  let base: string;
  let pngOut: OutputFile;
  /** what many Replicate models answer; the spec's .png names must still hold PNG bytes */
  let jpegOut: OutputFile;
  let mp4Out: OutputFile;

  beforeAll(async () => {
    replicate = await new ReplicateServer().start();
    for (const [name, model] of Object.entries(DEFAULT_MODELS)) replicate.models.set(name, model);
    const [started, swapped, mp4] = await Promise.all([
      startServer({
        env: {
          IMAGE_PROVIDER: 'replicate',
          REPLICATE_API_TOKEN: replicate.token,
          REPLICATE_BASE_URL: replicate.baseUrl,
        },
      }),
      renderPortrait('a woman with short black hair in a lilac dress, studio portrait', {
        width: 384,
        height: 480,
        seed: 'e2e-swapped',
      }),
      testCardMp4(),
    ]);
    server = started;
    base = server.baseUrl;
    pngOut = { data: swapped, ext: 'png', contentType: 'image/png' };
    jpegOut = { data: await sharp(swapped).jpeg().toBuffer(), ext: 'jpg', contentType: 'image/jpeg' };
    mp4Out = { data: mp4, ext: 'mp4', contentType: 'video/mp4' };
  });
  afterAll(async () => {
    await server?.stop();
    await replicate?.stop();
  });

  const img = (name: string) => async (region: Locator) => {
    const image = region.getByRole('img', { name, exact: true });
    await visible(image, 30_000);
    await loaded(image);
  };

  const runs = (): ToolRun[] => [
    {
      path: '/generate-image',
      kind: 'flux-generate',
      name: 'image',
      idle: 'Generate',
      busy: 'Generating...',
      region: 'Generated image',
      fill: (page) => page.getByLabel('Prompt').fill('long auburn hair, green eyes'),
      result: img('Generated image'),
      download: { link: 'Download Image', file: 'generated-image.png', kind: 'png' },
      output: () => pngOut,
      missing: MSG.noImageUrl,
    },
    {
      path: '/generate-video',
      kind: 'video-generate',
      name: 'video',
      idle: 'Generate Video',
      busy: 'Generating...',
      region: 'Generated video',
      fill: async (page) => {
        await page.getByLabel('Prompt', { exact: true }).fill('she waves');
        await upload(page, 'Start image', portrait);
      },
      result: async (region) => {
        const video = region.locator('video');
        await visible(video, 30_000);
        await expectVideoPlays(video);
      },
      download: { link: 'Download Video', file: 'generated-video.mp4', kind: 'mp4' },
      output: () => mp4Out,
      missing: MSG.noVideoUrl,
    },
    {
      path: '/gif',
      kind: 'gif-generate',
      name: 'gif',
      idle: 'Generate GIF',
      busy: 'Generating...',
      region: 'Generated GIF',
      fill: async (page) => {
        await upload(page, 'Image', portrait);
        await page.getByLabel('Prompt').fill('she turns');
      },
      result: img('Generated GIF'),
      download: { link: 'Download GIF', file: /^[\w-]+\.gif$/, kind: 'gif' },
      output: () => mp4Out,
      missing: MSG.noImageUrl,
    },
    {
      path: '/faceswap',
      kind: 'face-swap',
      name: 'faceswap',
      idle: 'Generate Face Swap',
      busy: 'Processing...',
      region: 'Face swap result',
      fill: async (page) => {
        await upload(page, 'Upload your image', portrait);
        await upload(page, 'Upload the face you want to change for', face);
        await page.getByLabel(CONSENT_LABEL, { exact: true }).check();
      },
      result: img('Face swap result'),
      download: { link: 'Download Image', file: 'face-swapped.png', kind: 'png' },
      output: () => jpegOut,
      missing: MSG.noOutput,
    },
    {
      path: '/remove-background',
      kind: 'remove-background',
      name: 'remove-bg',
      idle: 'Remove Background',
      busy: 'Processing...',
      region: 'Image without background',
      fill: (page) => upload(page, 'Upload an image', portrait),
      result: img('Your image without its background'),
      download: { link: 'Download Image', file: 'output.png', kind: 'png' },
      output: () => jpegOut,
      missing: MSG.noOutput,
    },
    {
      path: '/upscale',
      kind: 'upscale',
      name: 'upscale',
      idle: 'Upscale Image',
      busy: 'Upscaling...',
      region: 'Comparison',
      fill: async (page) => {
        await page.getByPlaceholder('Enter your prompt').fill('crisp details');
        await upload(page, 'Image', small, false);
      },
      result: img('Upscaled image'),
      download: { link: 'Download Upscaled Image', file: 'upscaled-image.png', kind: 'png' },
      output: () => jpegOut,
      missing: MSG.noImageUrl,
    },
  ];

  /**
   * One run of a tool while the prediction takes a few seconds: the button is disabled with its busy
   * text and a spinner, the result area spins, and the progress bar moves by push (before the page
   * would ever ask GET /api/jobs/:id); then the result and its download.
   */
  async function runSlowly(run: ToolRun, viewport: typeof DESKTOP, label: string) {
    const { page } = await openTool(base, run.path, viewport);
    const polls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/jobs/')) polls.push(req.url());
    });
    await screenshot(page, `tools-${run.name}-${label}-before`);
    await run.fill(page);

    await submitButton(page, run.idle).click();
    const busy = submitButton(page, run.busy);
    await visible(busy);
    expect(await busy.isDisabled()).toBe(true);
    expect(await busy.getAttribute('aria-busy')).toBe('true');
    await visible(busy.locator('svg.animate-spin'));
    await visible(page.getByRole('region', { name: run.region }).locator('svg.animate-spin'));

    const bar = page.getByRole('progressbar', { name: /./ });
    await visible(bar, 10_000);
    await page.waitForFunction((el) => Number(el?.getAttribute('aria-valuenow')) >= 10, await bar.elementHandle(), {
      timeout: 12_000,
      polling: 50,
    });
    // the page asks GET /api/jobs/:id only after 8 s without news: progress before that came by push
    expect(polls, 'progress came by push, not by asking the server').toEqual([]);
    expect(await bar.getAttribute('aria-valuetext')).toMatch(/^(Generating|Downloading|Saving), \d+%$/);
    expect(await busy.isDisabled()).toBe(true);
    await screenshot(page, `tools-${run.name}-${label}-during`);

    const region = page.getByRole('region', { name: run.region });
    await run.result(region);
    // the result is brought into view (on a phone it sits below the form)
    await page.waitForFunction(
      (el) => {
        const box = el.getBoundingClientRect();
        return box.top >= 0 && box.top < window.innerHeight * 0.75;
      },
      await region.elementHandle(),
      { timeout: 5_000 },
    );
    await save(page, `tools-${run.name}-${label}-after-in-view`, { fullPage: false });
    await visible(submitButton(page, run.idle));
    expect(await submitButton(page, run.idle).isEnabled()).toBe(true);
    expect(await bar.count()).toBe(0);
    await screenshot(page, `tools-${run.name}-${label}-after`);
    return expectDownload(page, run.download.link, run.download.file, run.download.kind);
  }

  it('face swap: both images and the consent box are required, then face-swapped.png', async () => {
    const { page } = await openTool(base, '/faceswap');
    expect(await page.getByText(MSG.faceSwapUnavailable).count()).toBe(0);
    const button = submitButton(page, 'Generate Face Swap');
    expect(await button.isEnabled()).toBe(true);

    await button.click();
    await visible(formAlert(page, MSG.bothImages));
    await upload(page, 'Upload your image', portrait);
    await button.click();
    await visible(formAlert(page, MSG.bothImages));
    await upload(page, 'Upload the face you want to change for', face);
    await button.click();
    await visible(formAlert(page, MSG.consent));
    expect(replicate.creates()).toHaveLength(0);
    await screenshot(page, 'tools-faceswap-consent');

    replicate.script({ steps: 1, output: jpegOut });
    const before = replicate.created.length;
    await page.getByLabel(CONSENT_LABEL, { exact: true }).check();
    expect(await formAlert(page, MSG.consent).count()).toBe(0);
    await button.click();
    await img('Face swap result')(page.getByRole('region', { name: 'Face swap result' }));

    // the model got both pictures (re-encoded by the server) and nothing else
    // one prediction (cdingram/face-swap is a community model: its model route answers 404, so it runs by version)
    const created = replicate.created.slice(before);
    expect(created).toHaveLength(1);
    const input = created[0].input as Record<string, string>;
    expect(Object.keys(input).sort()).toEqual(['input_image', 'swap_image']);
    const [target, swap] = await Promise.all(
      [input.input_image, input.swap_image].map((uri) => imageFacts(Buffer.from(uri.split(',')[1], 'base64'))),
    );
    expect([target.width, target.height, swap.width, swap.height]).toEqual([384, 480, 256, 320]);

    // the model answered a JPEG: face-swapped.png holds PNG bytes of that picture
    const got = await expectDownload(page, 'Download Image', 'face-swapped.png', 'png');
    expect(await imageFacts(got.bytes)).toMatchObject({ format: 'png', width: 384, height: 480 });

    const feed = (await (await fetch(`${base}/api/feed?limit=50`)).json()) as { posts: { imageUrl: string }[] };
    expect(feed.posts.map((p) => p.imageUrl)).not.toContain(got.href);
  });

  it('face swap: an output blocked by the safety filter says so', async () => {
    replicate.script({ steps: 0, outcome: 'failed', error: 'NSFW content detected in the output' });
    const { page } = await openTool(base, '/faceswap');
    await runs()[3].fill(page);
    await submitButton(page, 'Generate Face Swap').click();
    await visible(formAlert(page, MSG.safetyBlocked), 20_000);
    expect(await submitButton(page, 'Generate Face Swap').isEnabled()).toBe(true);
  });

  for (const run of runs()) {
    it(`${run.path}: a spinner, a busy button and push-fed progress, then the result (1280 and 375 px)`, async () => {
      replicate.script({ steps: 3, output: run.output() });
      await Promise.all([runSlowly(run, DESKTOP, 'desktop'), runSlowly(run, MOBILE, 'mobile')]);
    });
  }

  it("a failed prediction reads 'Oops! Something went wrong.' on every tool page", async () => {
    replicate.script({ steps: 0, outcome: 'failed', error: 'CUDA error: out of memory' });
    await onEveryTool(base, runs(), async (run, page) => {
      await run.fill(page);
      await submitButton(page, run.idle).click();
      // the model failed (not a transient end): the job fails at once, no second prediction
      await visible(formAlert(page, MSG.toolFailed), 60_000);
      expect(await submitButton(page, run.idle).isEnabled()).toBe(true);
      await screenshot(page, `tools-${run.name}-failed`);
    });
  });

  it('a finished job without its URL reads the spec message on every tool page', async () => {
    // The server never finishes a job without its URL, so the job's answers are stood in for here:
    // the tool request is queued as usual and GET /api/jobs/:id (the page's fallback) says
    // 'completed' with an empty result.
    await onEveryTool(base, runs(), async (run, page) => {
      const jobId = `00000000-0000-4000-8000-${randomBytes(6).toString('hex')}`;
      await page.route('**/api/*', (route) =>
        route.request().method() === 'POST' && !route.request().url().includes('/api/auth/')
          ? route.fulfill({
              status: 202,
              contentType: 'application/json',
              body: JSON.stringify({ jobId, status: 'queued' }),
            })
          : route.fallback(),
      );
      await page.route(`**/api/jobs/${jobId}`, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            id: jobId,
            kind: run.kind,
            status: 'completed',
            progress: 100,
            result: {},
            error: null,
          }),
        }),
      );
      await run.fill(page);
      await submitButton(page, run.idle).click();
      await visible(formAlert(page, run.missing), 60_000); // the page asks after 8 s, then every 5 s
      expect(await page.getByRole('link', { name: run.download.link }).count()).toBe(0);
    });
  });
});
