import type { Locator, Page } from 'playwright-core';

import type { OutputFile } from '../../../backend/test/support/replicate-server';
import { visible } from './browser';
import type { FixtureFile, MediaKind } from './media-files';
import { expectVideoPlays, loaded, upload } from './tool-page';
import { CONSENT_LABEL, MSG, type ToolPath } from './tool-suite';

// What tools-replicate.spec.ts runs on each tool page: how to fill it, what its result looks like.

export interface ToolRun {
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

/** Waits for the named image in a result area, loaded. */
export const img = (name: string) => async (region: Locator) => {
  const image = region.getByRole('img', { name, exact: true });
  await visible(image, 30_000);
  await loaded(image);
};

/** The six tools as the Replicate spec runs them, on its fixtures and with the outputs its server answers. */
export const toolRuns = (
  { portrait, face, small }: Record<'portrait' | 'face' | 'small', FixtureFile>,
  out: Record<'png' | 'jpeg' | 'mp4', OutputFile>,
): ToolRun[] => [
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
    output: () => out.png,
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
    output: () => out.mp4,
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
    output: () => out.mp4,
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
    output: () => out.jpeg,
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
    output: () => out.jpeg,
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
    output: () => out.jpeg,
    missing: MSG.noImageUrl,
  },
];
