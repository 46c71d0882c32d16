/** The cookie that carries the session token (set by the auth module, read by the cross-site check). */
export const SESSION_COOKIE = 'session';

/** One cookie's value; a malformed header or value counts as no cookie (never throws). */
export function readCookie(header: unknown, name: string): string | null {
  if (typeof header !== 'string' || !header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
