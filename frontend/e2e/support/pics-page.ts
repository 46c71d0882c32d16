import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { hidden, shot, visible } from './browser';
import { loadedImage, type PushGate } from './girls';

// The pics page as the companions specs drive it.

/** The 'Free generations left: N' line of the pics page, as a number. */
export async function creditsLeft(page: Page): Promise<number> {
  const line = page.getByText(/^Free generations left: \d+$/);
  await visible(line);
  return Number((await line.innerText()).replace(/\D+/g, ''));
}

const galleryCount = (page: Page) => page.getByRole('heading', { name: /^Gallery/ });
export const galleryItems = (page: Page) => galleryCount(page).locator('xpath=..').getByRole('listitem');

/**
 * Generates one picture on the pics page with `click`; the gallery grows by one and the credits line
 * drops by one. With a push gate, the job's completion is held at the page's door first, so the busy
 * button and the bar (stage and percent, pushed) can be checked and photographed; then it is let in.
 */
export async function generateOne(page: Page, click: () => Promise<void>, watch?: { gate: PushGate; shot: string }) {
  const before = await galleryItems(page).count();
  const credits = await creditsLeft(page);
  if (watch) watch.gate.hold();
  await click();
  if (watch) {
    const busy = page.getByRole('button', { name: 'Generating...', exact: true });
    await visible(busy);
    expect(await busy.isDisabled()).toBe(true);
    for (const preset of ['Bikini', 'Club'])
      expect(await page.getByRole('button', { name: preset, exact: true }).isDisabled()).toBe(true);
    const bar = page.getByRole('progressbar', { name: /^Picture of / });
    await visible(bar);
    await expect.poll(() => watch.gate.held(), { timeout: 60_000, message: 'the job:completed push' }).toBe(1);
    // every progress push has arrived: the bar shows the last stage and percent
    const value = Number(await bar.getAttribute('aria-valuenow'));
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThan(100);
    expect(await bar.getAttribute('aria-valuetext')).toMatch(new RegExp(`^[A-Z][a-z ]+, ${value}%$`)); // 'Saving, 95%'
    await visible(page.getByRole('region', { name: 'Latest picture' }).getByText(/^Making a new picture of /));
    await shot(page, watch.shot);
    watch.gate.release();
    await hidden(bar);
  }
  await visible(page.getByRole('button', { name: 'Generate Custom Image', exact: true }), 60_000);
  await expect.poll(() => galleryItems(page).count(), { timeout: 15_000 }).toBe(before + 1);
  await expect.poll(() => creditsLeft(page), { timeout: 15_000 }).toBe(credits - 1);
  await loadedImage(page, page.getByRole('region', { name: 'Latest picture' }).getByRole('img'));
}
