/**
 * The six tool pages in Chromium (issue 6) on a second server whose Replicate is a local server
 * speaking Replicate's predictions API: face swap runs end to end behind its consent checkbox; every
 * page shows its spinner, busy button and push-fed progress while a slow prediction runs (desktop and
 * 375 px); a failed prediction reads 'Oops! Something went wrong.'. The offline providers:
 * tools-offline.spec.ts.
 */
import { randomBytes } from 'node:crypto';

import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { renderPortrait } from '../../backend/src/infra/ai/offline/portrait-renderer';
import { DEFAULT_MODELS } from '../../backend/test/fixtures/replicate';
import { type OutputFile, ReplicateServer } from '../../backend/test/support/replicate-server';
import { screenshot as save, visible } from './support/browser';
import { type FixtureFile, imageFacts, testCardMp4 } from './support/media-files';
import { img, type ToolRun, toolRuns } from './support/replicate-runs';
import { type RunningServer, startServer } from './support/server';
import { expectDownload, upload } from './support/tool-page';
import {
  CONSENT_LABEL,
  DESKTOP,
  formAlert,
  MOBILE,
  MSG,
  renderFixture,
  screenshot,
  submitButton,
  toolPages,
  type ToolPath,
} from './support/tool-suite';

const { openTool } = toolPages();
/** fixtures, made once */
let portrait: FixtureFile;
let face: FixtureFile;
let small: FixtureFile;

beforeAll(async () => {
  [portrait, face, small] = await Promise.all([
    renderFixture('portrait'),
    renderFixture('face'),
    renderFixture('small'),
  ]);
});

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

  const runs = () => toolRuns({ portrait, face, small }, { png: pngOut, jpeg: jpegOut, mp4: mp4Out });

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
    // the bar creeps on between reports, so it may pass 10 % before the provider's first stage is pushed: wait
    // for the stage itself (a loaded host delays the push, never replaces it)
    await page.waitForFunction(
      (el) =>
        Number(el?.getAttribute('aria-valuenow')) >= 10 &&
        /^(Generating|Downloading|Saving), \d+%$/.test(el?.getAttribute('aria-valuetext') ?? ''),
      await bar.elementHandle(),
      { timeout: 12_000, polling: 50 },
    );
    // the page asks GET /api/jobs/:id only after 8 s without news: progress before that came by push
    expect(polls, 'progress came by push, not by asking the server').toEqual([]);
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

  // the paths are known when the tests are listed; the runs, with their fixtures, once beforeAll made them
  for (const [i, { path }] of runs().entries()) {
    it(`${path}: a spinner, a busy button and push-fed progress, then the result (1280 and 375 px)`, async () => {
      const run = runs()[i];
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
