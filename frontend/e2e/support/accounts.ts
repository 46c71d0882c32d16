/** Accounts for the browser specs, made through the real API. */
import { randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';

export const PASSWORD = 'correct horse 42';
export const newUsername = (prefix = 'e2e') => `${prefix}_${randomBytes(5).toString('hex')}`;

/** Signs up through the API inside `context`: its pages are then signed in. */
export async function signUp(context: BrowserContext, username = newUsername()): Promise<string> {
  const res = await context.request.post('/api/auth/signup', { data: { username, password: PASSWORD } });
  if (res.status() !== 201) throw new Error(`sign-up of ${username} answered ${res.status()}: ${await res.text()}`);
  return username;
}
