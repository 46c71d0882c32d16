/** Accounts for the browser specs, made through the real API. */
import { randomBytes } from 'node:crypto';

import type { BrowserContext } from 'playwright-core';

export const PASSWORD = 'correct horse 42';
export const newUsername = (prefix = 'e2e') => `${prefix}_${randomBytes(5).toString('hex')}`;

/**
 * Signs up through the API inside `context`: its pages are then signed in. A 503 is what the API
 * answers when the 2-core machine is too busy to reach Postgres or Redis in time; like any client, the
 * helper honours its Retry-After (twice at most), so a busy moment is not read as a broken sign-up.
 */
export async function signUp(context: BrowserContext, username = newUsername()): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const res = await context.request.post('/api/auth/signup', { data: { username, password: PASSWORD } });
    if (res.status() === 201) return username;
    if (res.status() !== 503 || attempt >= 2)
      throw new Error(`sign-up of ${username} answered ${res.status()}: ${await res.text()}`);
    const wait = Number(res.headers()['retry-after'] ?? 1);
    await new Promise((r) => setTimeout(r, Math.min(Math.max(wait, 1), 5) * 1000));
  }
}
