import { MediaUrls } from './media-urls';

const PRIVATE = `/media/private/ab/${'ab'.repeat(32)}.png`;
const PUBLIC = `/media/ab/${'ab'.repeat(32)}.png`;

function parts(url: string) {
  const u = new URL(url, 'http://x');
  return {
    key: u.pathname.slice('/media/'.length),
    expires: u.searchParams.get('expires') ?? undefined,
    signature: u.searchParams.get('signature') ?? undefined,
  };
}

describe('signed media URLs', () => {
  let now = Date.UTC(2026, 0, 1);
  const urls = new MediaUrls('a-session-secret-of-enough-length-123456', 60, () => now);

  it('leaves public URLs alone and signs private ones, also deep inside a job result', () => {
    expect(urls.sign(PUBLIC)).toBe(PUBLIC);
    const signed = urls.signAll({ output: PRIVATE, nested: [{ imageUrl: PUBLIC }], n: 3 });
    expect(signed.output).toMatch(/^\/media\/private\/ab\/[0-9a-f]{64}\.png\?expires=\d+&signature=[\w-]+$/);
    expect(signed.nested[0].imageUrl).toBe(PUBLIC);
    expect(signed.n).toBe(3);
  });

  it('accepts its own signature until the TTL has passed, then calls it expired', () => {
    const { key, expires, signature } = parts(urls.sign(PRIVATE));
    expect(urls.check(key, expires, signature)).toBe('ok');
    now += 59_000;
    expect(urls.check(key, expires, signature)).toBe('ok');
    now += 2_000;
    expect(urls.check(key, expires, signature)).toBe('expired');
  });

  it('calls a changed expiry, another key or another secret forged, and no signature missing', () => {
    const { key, expires, signature } = parts(urls.sign(PRIVATE));
    expect(urls.check(key, String(Number(expires) + 3600), signature)).toBe('forged');
    expect(urls.check(key.replace('ab.png', 'ac.png'), expires, signature)).toBe('forged');
    expect(
      new MediaUrls('another-secret-of-enough-length-12345678', 60, () => now).check(key, expires, signature),
    ).toBe('forged');
    expect(urls.check(key, 'soon', signature)).toBe('forged');
    expect(urls.check(key, undefined, undefined)).toBe('missing');
  });
});
