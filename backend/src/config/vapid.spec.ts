import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { newVapidKeys } from '../infra/webpush/vapid-keys';
import { parseSettings } from './config.schema';
import { ensureVapidKeys, vapidKeyPath, webPushKeys } from './vapid';

describe('the Web Push keys', () => {
  const cwd = process.cwd();
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'aigirls-vapid-'));
    process.chdir(dir);
  });
  afterEach(() => {
    process.chdir(cwd);
    rmSync(dir, { recursive: true, force: true });
  });

  it('in development, generates a key pair into data/ once, says so, and keeps it', () => {
    const lines: string[] = [];
    const first = ensureVapidKeys(parseSettings({ NODE_ENV: 'development' }), (l) => lines.push(l));
    const saved = JSON.parse(readFileSync(vapidKeyPath(), 'utf8')) as { publicKey: string; privateKey: string };
    expect(first.VAPID_PUBLIC_KEY).toBe(saved.publicKey);
    expect(() =>
      parseSettings({ VAPID_PUBLIC_KEY: saved.publicKey, VAPID_PRIVATE_KEY: saved.privateKey }),
    ).not.toThrow();
    const again = ensureVapidKeys(parseSettings({ NODE_ENV: 'development' }), (l) => lines.push(l));
    expect(again.VAPID_PRIVATE_KEY).toBe(first.VAPID_PRIVATE_KEY);
    expect(lines).toEqual([expect.stringContaining('vapid-keys.json')]);
  });

  it('in production without keys, push is off, said in one line; nothing is written', () => {
    const lines: string[] = [];
    const settings = ensureVapidKeys(parseSettings({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }), (l) =>
      lines.push(l),
    );
    expect(webPushKeys(settings)).toBeNull();
    expect(lines).toEqual([
      'Web Push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (and VAPID_SUBJECT) to turn it on',
    ]);
    expect(() => readFileSync(vapidKeyPath())).toThrow();
  });

  it('fails the boot on a bad key, naming the setting', () => {
    const keys = newVapidKeys();
    const other = newVapidKeys();
    const bad = (env: Record<string, string>) => () => parseSettings(env);
    expect(bad({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/VAPID_PRIVATE_KEY: required with VAPID_PUBLIC_KEY/);
    expect(bad({ VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(/VAPID_PUBLIC_KEY: required with VAPID_PRIVATE_KEY/);
    expect(bad({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(/VAPID_PUBLIC_KEY: must be/);
    expect(bad({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: 'abc' })).toThrow(/VAPID_PRIVATE_KEY: must be/);
    expect(bad({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: other.privateKey })).toThrow(
      /VAPID_PRIVATE_KEY: is not the private key of VAPID_PUBLIC_KEY/,
    );
    expect(bad({ ...pair(keys), VAPID_SUBJECT: 'ops@example.com' })).toThrow(/VAPID_SUBJECT: must be a mailto:/);
  });

  it('a file in data/ that holds no key pair stops the boot with what to do', () => {
    ensureVapidKeys(parseSettings({ NODE_ENV: 'development' }), () => undefined);
    writeFileSync(vapidKeyPath(), '{"publicKey":"x"}');
    expect(() => ensureVapidKeys(parseSettings({ NODE_ENV: 'development' }))).toThrow(
      /delete it to generate a new one/,
    );
  });

  it('the subject defaults to PUBLIC_URL when it is https', () => {
    const keys = newVapidKeys();
    expect(webPushKeys(parseSettings({ ...pair(keys), PUBLIC_URL: 'https://girls.example.com/' }))?.subject).toBe(
      'https://girls.example.com',
    );
    expect(webPushKeys(parseSettings({ ...pair(keys), VAPID_SUBJECT: 'mailto:ops@example.com' }))?.subject).toBe(
      'mailto:ops@example.com',
    );
  });
});

const pair = (keys: { publicKey: string; privateKey: string }) => ({
  VAPID_PUBLIC_KEY: keys.publicKey,
  VAPID_PRIVATE_KEY: keys.privateKey,
});
