/**
 * Driving a tool page: its drop zones (pick or drop a file), images that must have loaded, a <video>
 * that must play, and downloads whose bytes are checked.
 */
import { readFile } from 'node:fs/promises';

import type { Download, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

import { visible } from './browser';
import { type FixtureFile, magicKind, type MediaKind } from './media-files';

/** The (visually hidden) file input of the drop zone labelled `label`. */
export const fileInput = (page: Page, label: string) =>
  page
    .locator('div', { has: page.locator('> label', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }) })
    .locator('> input[type=file]');

/** Picks a file in a drop zone and waits for its preview (or, without one, its file name). */
export async function upload(page: Page, label: string, file: FixtureFile, preview = true): Promise<void> {
  await fileInput(page, label).setInputFiles(file);
  if (preview) {
    const img = page.getByRole('img', { name: `Preview of ${file.name}` });
    await visible(img);
    await loaded(img);
  } else {
    await visible(zone(page, label).getByText(`Chosen file: ${file.name}`, { exact: true }));
  }
}

/** The clickable drop zone (role button) whose label starts with `label`. */
export const zone = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)} `) });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits until an <img> has decoded and has pixels. */
export async function loaded(img: Locator): Promise<void> {
  await img.first().evaluate(
    (el) =>
      new Promise<void>((resolve, reject) => {
        const image = el as HTMLImageElement;
        const check = () => (image.naturalWidth > 0 ? resolve() : reject(new Error(`${image.src} has no pixels`)));
        if (image.complete) check();
        else {
          image.addEventListener('load', check, { once: true });
          image.addEventListener('error', () => reject(new Error(`${image.src} failed to load`)), { once: true });
        }
      }),
  );
}

/** Clicks the link and returns the download with its bytes. */
async function download(page: Page, linkName: string): Promise<{ download: Download; bytes: Buffer; href: string }> {
  const link = page.getByRole('link', { name: linkName, exact: true });
  await visible(link);
  const href = (await link.getAttribute('href')) ?? '';
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 15_000 }), link.click()]);
  const path = await file.path();
  expect(path, 'the download was saved').toBeTruthy();
  return { download: file, bytes: await readFile(path), href };
}

export async function expectDownload(page: Page, linkName: string, fileName: string | RegExp, kind: MediaKind) {
  const got = await download(page, linkName);
  if (typeof fileName === 'string') expect(got.download.suggestedFilename()).toBe(fileName);
  else expect(got.download.suggestedFilename()).toMatch(fileName);
  expect(magicKind(got.bytes), `the bytes of ${got.download.suggestedFilename()}`).toBe(kind);
  // what was saved is what the page shows
  const served = Buffer.from(await (await page.context().request.get(got.href)).body());
  expect(got.bytes.equals(served)).toBe(true);
  return got;
}

/** Proves in the page that the <video> plays: it has data for the current frame, a duration, and time moves on. */
export async function expectVideoPlays(video: Locator) {
  const facts = await video.evaluate(
    (el) =>
      new Promise<{
        readyState: number;
        duration: number;
        width: number;
        height: number;
        advanced: number;
        error: string | null;
      }>((resolve) => {
        const v = el as HTMLVideoElement;
        const fail = () =>
          resolve({
            readyState: v.readyState,
            duration: v.duration,
            width: 0,
            height: 0,
            advanced: 0,
            error: v.error?.message ?? `code ${v.error?.code}`,
          });
        const timer = setTimeout(fail, 20_000);
        const played = () => {
          const start = v.currentTime;
          v.muted = true;
          void v.play().then(
            () =>
              setTimeout(() => {
                clearTimeout(timer);
                v.pause();
                resolve({
                  readyState: v.readyState,
                  duration: v.duration,
                  width: v.videoWidth,
                  height: v.videoHeight,
                  advanced: v.currentTime - start,
                  error: null,
                });
              }, 600),
            fail,
          );
        };
        v.addEventListener('error', fail, { once: true });
        if (v.readyState >= 2) played();
        else {
          v.preload = 'auto';
          v.addEventListener('loadeddata', played, { once: true });
          v.load();
        }
      }),
  );
  expect(facts.error).toBeNull();
  expect(facts.readyState).toBeGreaterThanOrEqual(2);
  expect(facts.duration).toBeGreaterThan(0);
  expect(facts.width).toBeGreaterThan(0);
  expect(facts.height).toBeGreaterThan(0);
  expect(facts.advanced).toBeGreaterThan(0);
  return facts;
}

/** Drops a file on the element as a browser would (a DataTransfer holding the file). */
export async function drop(page: Page, target: Locator, file: FixtureFile): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, name, mimeType }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: mimeType }));
      return transfer;
    },
    { base64: file.buffer.toString('base64'), name: file.name, mimeType: file.mimeType },
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
  await dataTransfer.dispose();
}
