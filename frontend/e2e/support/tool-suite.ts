/**
 * What both tool-page specs share (tools-offline.spec.ts and tools-replicate.spec.ts): the pages'
 * messages and routes, the rendered portrait fixtures, and opening a signed-in tool page.
 */
import type { Page } from 'playwright-core';

import { renderPortrait } from '../../../backend/src/infra/ai/offline/portrait-renderer';
import { signUp } from './accounts';
import {
  browserPages,
  type OpenOptions,
  type PageSession,
  screenshot as save,
  socketConnected,
  visible,
} from './browser';
import { type FixtureFile, png } from './media-files';

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 375, height: 812 };

export const MSG = {
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
export const CONSENT_LABEL = 'I confirm I have the right to use both faces, and no one pictured is a minor.';
export const UPSCALE_HINT = 'Drag & drop your image here or click to select';

export const TOOL_PATHS = [
  '/generate-image',
  '/generate-video',
  '/gif',
  '/faceswap',
  '/remove-background',
  '/upscale',
] as const;
export type ToolPath = (typeof TOOL_PATHS)[number];

/** The rendered portraits the specs upload: a 384×480 target, a 256×320 face, a 120×150 small one. */
const PORTRAITS = {
  portrait: {
    prompt: 'a woman with long red hair in a lilac dress, studio portrait',
    width: 384,
    height: 480,
    seed: 'e2e-tools',
  },
  face: {
    prompt: 'a woman with short black hair and brown eyes in a blue dress, studio portrait',
    width: 256,
    height: 320,
    seed: 'e2e-face',
  },
  small: {
    prompt: 'a woman with blonde curls in a green dress on the beach',
    width: 120,
    height: 150,
    seed: 'e2e-small',
  },
} as const;

/** Renders one of the portrait fixtures as `<name>.png` (run it once, in a beforeAll). */
export async function renderFixture(name: keyof typeof PORTRAITS): Promise<FixtureFile> {
  const { prompt, ...options } = PORTRAITS[name];
  return png(`${name}.png`, await renderPortrait(prompt, options));
}

/** A full-page screenshot from the top (a scrolled page would catch the sticky header mid-page). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await save(page, name);
}

/** Browser pages for a tool spec (call at the top of the spec: it registers the browser's hooks). */
export function toolPages() {
  const pages = browserPages({ adult: true });
  const open = (base: string, options: OpenOptions = {}): Promise<PageSession> => pages.open(base, options);

  /** A signed-in page (a new account) on a tool route, its socket connected. */
  async function openTool(
    base: string,
    path: ToolPath,
    viewport = DESKTOP,
  ): Promise<PageSession & { username: string }> {
    const session = await open(base, { viewport });
    const username = await signUp(session.context);
    const connected = socketConnected(session.page);
    await session.page.goto(path);
    await visible(session.page.locator('form')); // only a signed-in visitor gets the tool's form
    await connected;
    return { ...session, username };
  }

  return { open, openTool };
}

export const form = (page: Page) => page.locator('form');
export const formAlert = (page: Page, text: string) => form(page).getByRole('alert').filter({ hasText: text });
export const submitButton = (page: Page, name: string) => form(page).getByRole('button', { name, exact: true });

/** Every post of the feed, all pages: what the specs check no tool result reached. */
export async function feedPosts(baseUrl: string): Promise<{ user: string; imageUrl: string }[]> {
  const posts: { user: string; imageUrl: string }[] = [];
  let cursor: string | null = null;
  do {
    const res = await fetch(`${baseUrl}/api/feed?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    const page = (await res.json()) as { posts: { user: string; imageUrl: string }[]; nextCursor: string | null };
    posts.push(...page.posts);
    cursor = page.nextCursor;
  } while (cursor);
  return posts;
}
