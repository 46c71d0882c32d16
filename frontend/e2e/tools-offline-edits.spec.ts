/**
 * The six tool pages in Chromium against the built app (issue 6), on the suite's server (offline
 * providers: the real ffmpeg, GIF encoder, background-removal model and upscaler): every tool runs from
 * an uploaded fixture to a downloaded file whose bytes are checked, each page's validation messages
 * show. Here background removal, upscale, face swap (one woman's face on another in two sample
 * photographs that ship with @vladmandic/face-api) and every page at 375 px; the signed-out pages and
 * the generators: tools-offline.spec.ts.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { screenshot as save, visible } from './support/browser';
import { type FixtureFile, imageFacts, png } from './support/media-files';
import { expectDownload, fileInput, loaded, upload, zone } from './support/tool-page';
import {
  CONSENT_LABEL,
  feedPosts,
  form,
  formAlert,
  MOBILE,
  MSG,
  renderFixture,
  screenshot,
  submitButton,
  TOOL_PATHS,
  toolPages,
  UPSCALE_HINT,
} from './support/tool-suite';

const baseUrl = inject('baseUrl');
const { openTool } = toolPages();
/** fixtures, made once */
let portrait: FixtureFile;
let small: FixtureFile;

beforeAll(async () => {
  [portrait, small] = await Promise.all([renderFixture('portrait'), renderFixture('small')]);
});

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

describe('tool pages on the offline server: editing images', () => {
  /** every result URL the pages showed, to check none reached the feed */
  const results: string[] = [];
  const users: string[] = [];

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
    // a group photo: the page says which face is swapped
    await visible(page.getByText('If a picture shows several faces, the largest one is swapped.'));
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
    // one result from each of the three tools here (background removal, upscale and face swap)
    expect(results.length).toBe(3);
    const posts = await feedPosts(baseUrl);
    for (const url of results) expect(posts.map((p) => p.imageUrl)).not.toContain(url);
    for (const user of users) expect(posts.map((p) => p.user)).not.toContain(user);
  });
});
