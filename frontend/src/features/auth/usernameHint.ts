/**
 * The username kept in localStorage, only as a hint for the first paint (the spec's login marker).
 * Decisions always come from GET /api/auth/me; no token is ever stored in the browser.
 */
const KEY = 'username';

export function readUsernameHint(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function saveUsernameHint(username: string): void {
  try {
    window.localStorage.setItem(KEY, username);
  } catch {
    // storage unavailable (private mode): the hint is optional
  }
}

export function clearUsernameHint(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // ignore
  }
}
