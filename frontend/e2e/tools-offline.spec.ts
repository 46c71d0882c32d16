/**
 * The six tool pages in Chromium against the built app (issue 6), on the suite's server (offline
 * providers: the real ffmpeg, GIF encoder, background-removal model and upscaler): every tool runs from
 * an uploaded fixture to a downloaded file whose bytes are checked, each page's validation messages
 * show. Here the signed-out pages and the three generators (image, video, GIF); background removal,
 * upscale, face swap and the pages at 375 px: tools-offline-edits.spec.ts. The same pages against
 * Replicate: tools-replicate.spec.ts.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { visible } from './support/browser';
import { type FixtureFile, imageFacts } from './support/media-files';
import { drop, expectDownload, expectVideoPlays, loaded, upload, zone } from './support/tool-page';
import {
  feedPosts,
  formAlert,
  MSG,
  renderFixture,
  screenshot,
  submitButton,
  TOOL_PATHS,
  toolPages,
} from './support/tool-suite';

const baseUrl = inject('baseUrl');
const { open, openTool } = toolPages();
/** the fixture, made once */
let portrait: FixtureFile;

beforeAll(async () => {
  portrait = await renderFixture('portrait');
});

describe('tool pages on the offline server: the generators', () => {
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

  it('never posts a tool result to the feed', async () => {
    // one result from each of the three tools here (image, video and GIF)
    expect(results.length).toBe(3);
    const posts = await feedPosts(baseUrl);
    for (const url of results) expect(posts.map((p) => p.imageUrl)).not.toContain(url);
    for (const user of users) expect(posts.map((p) => p.user)).not.toContain(user);
  });
});
