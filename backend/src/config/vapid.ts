import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import { newVapidKeys, vapidKeyProblems, type VapidKeys } from '../infra/webpush/vapid-keys';
import type { Settings } from './config.schema';

type VapidSettings = Pick<Settings, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUBLIC_URL'>;

/** What Web Push signs with: the key pair and who runs the server. */
export interface WebPushKeys extends VapidKeys {
  subject: string;
}

/** Where development keeps the key pair it generated. */
export const vapidKeyPath = () => resolve(process.cwd(), 'data', 'vapid-keys.json');

/** Both keys or none, each well formed and the two a pair: checked at boot, each problem named by its setting. */
export function vapidChecks(s: VapidSettings): void {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = s;
  if (!publicKey && !privateKey) return;
  const problems =
    publicKey && privateKey
      ? vapidKeyProblems({ publicKey, privateKey }).map((p) => `  ${p.setting}: ${p.problem}`)
      : [
          `  ${publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}: required with ${publicKey ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'} (set both, or neither to turn Web Push off)`,
        ];
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
}

/** The Web Push keys of the settings, or null when push is off. VAPID_SUBJECT defaults to PUBLIC_URL when it is https. */
export function webPushKeys(s: VapidSettings): WebPushKeys | null {
  if (!s.VAPID_PUBLIC_KEY || !s.VAPID_PRIVATE_KEY) return null;
  const publicUrl = new URL(s.PUBLIC_URL);
  const subject = s.VAPID_SUBJECT ?? (publicUrl.protocol === 'https:' ? publicUrl.origin : 'mailto:webpush@localhost');
  return { publicKey: s.VAPID_PUBLIC_KEY, privateKey: s.VAPID_PRIVATE_KEY, subject };
}

/**
 * The API's Web Push keys. Set: used. In development a key pair is generated on first start into
 * data/ (like the Solana receiver), so notifications work on a fresh clone; in production without them
 * push is off, said in one line; tests leave it off unless they set them.
 */
export function ensureVapidKeys(settings: Settings, log: (line: string) => void = console.log): Settings {
  if (settings.VAPID_PUBLIC_KEY || settings.NODE_ENV === 'test') return settings;
  if (settings.NODE_ENV === 'production') {
    log('Web Push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (and VAPID_SUBJECT) to turn it on');
    return settings;
  }
  const { keys, created } = readOrCreateKeys(vapidKeyPath());
  if (created)
    log(`Web Push keys generated into ${vapidKeyPath()} (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to use others)`);
  return { ...settings, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}

/** Several processes may start together: the first one to link the file wins, the others read it. */
function readOrCreateKeys(path: string): { keys: VapidKeys; created: boolean } {
  if (existsSync(path)) return { keys: readKeys(path), created: false };
  mkdirSync(dirname(path), { recursive: true });
  const keys = newVapidKeys();
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(keys), { mode: 0o600 });
  try {
    linkSync(temp, path);
    return { keys, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { keys: readKeys(path), created: false };
  } finally {
    rmSync(temp, { force: true });
  }
}

function readKeys(path: string): VapidKeys {
  try {
    const keys = JSON.parse(readFileSync(path, 'utf8')) as VapidKeys;
    if (typeof keys.publicKey === 'string' && typeof keys.privateKey === 'string' && !vapidKeyProblems(keys).length)
      return { publicKey: keys.publicKey, privateKey: keys.privateKey };
  } catch {
    // not JSON: the same answer as keys that do not hold together
  }
  throw new Error(
    `Invalid configuration:\n  VAPID_PUBLIC_KEY: not set, and ${path} does not hold a Web Push key pair (delete it to generate a new one)`,
  );
}
