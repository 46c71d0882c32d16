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

  it('leaves public URLs alone and signs private ones in the fields the catalogue types as media', () => {
    expect(urls.sign(PUBLIC)).toBe(PUBLIC);
    const tool = urls.signResult('face-swap', { output: PRIVATE });
    expect(tool?.output).toMatch(/^\/media\/private\/ab\/[0-9a-f]{64}\.png\?expires=\d+&signature=[\w-]+$/);
    const post = {
      id: 'p',
      user: 'u',
      imageUrl: PRIVATE,
      caption: PRIVATE,
      girl: PRIVATE,
      girlId: 'g',
      nsfw: false,
      createdAt: '',
    };
    const pic = { id: 'x', url: PRIVATE, createdAt: '' };
    const pics = urls.signResult('pics', { imageUrl: PUBLIC, girlId: PRIVATE, pic, post })!;
    expect(pics.imageUrl).toBe(PUBLIC);
    expect(pics.pic.url).toMatch(/\?expires=\d+&signature=/);
    expect(pics.post.imageUrl).toMatch(/\?expires=\d+&signature=/);
    // text is never signed for its shape: a name, a caption, an id
    expect([pics.girlId, pics.post.girl, pics.post.caption]).toEqual([PRIVATE, PRIVATE, PRIVATE]);
    expect(pic.url).toBe(PRIVATE);
  });

  it('signs nothing of a kind it does not know, nor of a missing field', () => {
    expect(urls.signResult('gone' as 'face-swap', { output: PRIVATE })).toEqual({ output: PRIVATE });
    expect(urls.signResult('chat-picture', null)).toBeNull();
    const message = {
      id: 'm',
      sender: 'ai' as const,
      text: PRIVATE,
      image: null,
      loading: false,
      premium: false,
      failed: false,
      createdAt: '',
    };
    expect(urls.signResult('chat-picture', { girlId: 'g', message })).toEqual({ girlId: 'g', message });
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
