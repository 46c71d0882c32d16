/**
 * Issue 28, a girl's end (Chromium, the built app): her owner deletes her from her profile, after a
 * dialog that names her; Cancel and Escape leave her; then she, her chats and her files are gone.
 */
import { describe, expect, inject, it } from 'vitest';

import { PASSWORD, signUp } from './support/accounts';
import { browserPages, hidden, screenshot, visible } from './support/browser';
import { createGirl, getGirl, waitForJob } from './support/girls';

const baseUrl = inject('baseUrl');
const pages = browserPages({ adult: true });

describe("a girl's end", () => {
  it('deletes her after asking, with her chats, pictures and files', async () => {
    const { page, context } = await pages.open(baseUrl);
    await signUp(context);
    const { girl, jobId } = await createGirl(context, { name: 'Luna' });
    await waitForJob(context, jobId);
    const portrait = (await getGirl(context, girl.id)).imageUrl!;
    expect((await context.request.get(portrait)).status()).toBe(200);

    await page.goto(`/chat/${girl.id}`);
    const remove = page.getByRole('button', { name: 'Delete her' });
    await visible(remove);
    // Escape and Cancel leave her as she was
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Luna?' });
    await visible(dialog);
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await hidden(dialog);
    await remove.click();
    await screenshot(page, 'girl-delete-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await hidden(dialog);
    expect((await context.request.get(`/api/girls/${girl.id}`)).status()).toBe(200);

    await remove.click();
    await dialog.getByRole('button', { name: 'Delete Luna' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/mygirls');
    await visible(page.getByRole('status').filter({ hasText: 'Luna was deleted' }));
    await visible(page.getByText('No girls created yet.'));
    expect((await context.request.get(`/api/girls/${girl.id}`)).status()).toBe(404);
    expect((await context.request.get(portrait)).status()).toBe(404);
  });

  it('changes the password (the other session ends), downloads the data, and deletes the account after its password', async () => {
    const { page, context } = await pages.open(baseUrl);
    const username = await signUp(context);
    const other = await pages.open(baseUrl);
    const signedIn = await other.context.request.post('/api/auth/signin', {
      data: { username, password: PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    const { girl, jobId } = await createGirl(context, { name: 'Vera' });
    await waitForJob(context, jobId);

    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Your account' }));
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('a brand new password');
    await page.getByLabel('New password again').fill('a brand new password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await visible(page.getByText('Your password is changed. Your other sessions were signed out.'));
    expect((await other.context.request.get('/api/auth/me')).status()).toBe(401);
    expect((await context.request.get('/api/auth/me')).status()).toBe(200);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    expect((await download).suggestedFilename()).toBe(`aigirls-${username}.zip`);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete the account ${username}?` });
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await visible(dialog.getByText('Incorrect password. Please try again.'));
    await screenshot(page, 'account-delete-wrong-password', { fullPage: false });
    await dialog.getByLabel('Password').fill('a brand new password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await visible(page.getByRole('status').filter({ hasText: 'Your account was deleted' }));
    await visible(page.getByRole('banner').getByRole('link', { name: 'Sign In' }));
    expect((await context.request.get(`/api/girls/${girl.id}`)).status()).toBe(404);
  });

  it('keeps a picture off the public feed when asked, and shares it later from her gallery', async () => {
    const { page, context } = await pages.open(baseUrl);
    await signUp(context);
    const { girl, jobId } = await createGirl(context, { name: 'Iris' });
    await waitForJob(context, jobId);
    await page.goto(`/pics/${girl.id}`);
    const share = page.getByRole('checkbox', { name: /Share to the public feed/ });
    expect(await share.isChecked()).toBe(true);
    await share.uncheck();
    await visible(page.getByText('The pictures you make now stay in her gallery; you can share one later.'));
    await page.getByRole('button', { name: 'Club', exact: true }).click();
    const toggle = page.getByRole('button', { name: 'Picture 1 on the public feed' });
    await visible(toggle, 60_000);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    const url = (await getGirl(context, girl.id)).pics[0].url;
    const onFeed = async () =>
      (
        (await (await context.request.get('/api/feed?limit=50')).json()) as { posts: { imageUrl: string }[] }
      ).posts.some((p) => p.imageUrl === url);
    expect(await onFeed()).toBe(false);
    await screenshot(page, 'pics-private');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await onFeed()).toBe(true);
  });
});
