import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { type RunningApi, startApi } from './support/in-process';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The bytes as they come over the wire, not decoded (what a browser receives before it inflates them). */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(base + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const CHROME = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
const page = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;

/** A web build as `vite build` writes it: hashed assets with .br and .gz copies, index.html with its own. */
function fakeBuild(dir: string) {
  mkdirSync(join(dir, 'assets'));
  const files: Record<string, string> = { 'index.html': page, 'assets/index-Ab12Cd34.js': script, 'sw.js': script };
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(join(dir, name), body);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(body));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(body));
  }
  writeFileSync(join(dir, 'assets', 'logo-Zz99.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"AI Girls"}');
}

describe('compressed answers (web build and JSON)', () => {
  let api: RunningApi;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'web-'));
    fakeBuild(webDir);
    api = await startApi({ WEB_DIR: webDir });
  });

  afterAll(async () => {
    await api?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('sends a hashed script as brotli to a browser that accepts it, cached for a year as immutable', async () => {
    const res = await get(api.url, '/assets/index-Ab12Cd34.js', CHROME);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends gzip to a client that only takes gzip, and the plain file to one that takes nothing', async () => {
    const gz = await get(api.url, '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const refused = await get(api.url, '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(script);
    expect(refused.headers.vary).toMatch(/Accept-Encoding/i);

    const plain = await get(api.url, '/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('serves a page address as compressed index.html that the browser must revalidate', async () => {
    for (const path of ['/', '/feed']) {
      const res = await get(api.url, path, CHROME);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.body).toString()).toBe(page);
    }
  });

  it('serves the service worker and the app manifest at the root, as script and manifest, revalidated each time', async () => {
    const sw = await get(api.url, '/sw.js', CHROME);
    expect(sw.status).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(sw.body).toString()).toBe(script);
    const manifest = await get(api.url, '/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('leaves images as they are', async () => {
    const res = await get(api.url, '/assets/logo-Zz99.png', CHROME);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('does not answer a missing hashed file with the app page', async () => {
    const res = await get(api.url, '/assets/gone-Xx11.js', CHROME);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/^text\/html/);
  });

  it('compresses a JSON answer above 1 KB and not a small one', async () => {
    const big = await get(api.url, '/api/docs-json', CHROME);
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.body).toString())).toHaveProperty('paths');

    const gz = await get(api.url, '/api/docs-json', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toHaveProperty('paths');

    const small = await get(api.url, '/api/health', CHROME);
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
