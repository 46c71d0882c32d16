import { createECDH, createPublicKey, generateKeyPairSync } from 'node:crypto';

/** A VAPID key pair as Web Push names it: the public key an uncompressed P-256 point, the private key its scalar (base64url). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A new P-256 key pair (what `web-push generate-vapid-keys` prints). */
export function newVapidKeys(): VapidKeys {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d! };
}

/** Bytes of a base64url text, or null when it is not base64url. */
export function base64urlBytes(text: string): Buffer | null {
  return BASE64URL.test(text) ? Buffer.from(text, 'base64url') : null;
}

/** Whether the text is an uncompressed P-256 point (65 bytes, 0x04 first) that lies on the curve. */
export function isP256Point(text: string): boolean {
  const bytes = base64urlBytes(text);
  if (bytes?.length !== 65 || bytes[0] !== 4) return false;
  try {
    const [x, y] = [bytes.subarray(1, 33), bytes.subarray(33)].map((c) => c.toString('base64url'));
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with a key pair, by setting name; empty when the private key is a P-256 key whose public key is the one given. */
export function vapidKeyProblems(
  keys: VapidKeys,
): { setting: 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'; problem: string }[] {
  if (!isP256Point(keys.publicKey))
    return [
      { setting: 'VAPID_PUBLIC_KEY', problem: 'must be a P-256 public key, 65 bytes in base64url (87 characters)' },
    ];
  const secret = base64urlBytes(keys.privateKey);
  if (secret?.length !== 32)
    return [
      { setting: 'VAPID_PRIVATE_KEY', problem: 'must be a P-256 private key, 32 bytes in base64url (43 characters)' },
    ];
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(secret);
    if (ecdh.getPublicKey().toString('base64url') === keys.publicKey) return [];
  } catch {
    return [{ setting: 'VAPID_PRIVATE_KEY', problem: 'is not a valid P-256 private key' }];
  }
  return [{ setting: 'VAPID_PRIVATE_KEY', problem: 'is not the private key of VAPID_PUBLIC_KEY' }];
}
