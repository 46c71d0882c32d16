import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const INDEX = new Map([...ALPHABET].map((c, i) => [c, i]));
/** PKCS#8 DER prefix of an Ed25519 private key: the 32-byte seed follows it */
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');

/** Bitcoin-alphabet base58, as Solana writes addresses. */
export function base58(bytes: Uint8Array): string {
  const digits: number[] = [];
  for (const byte of bytes) {
    let carry = byte;
    for (let i = 0; i < digits.length; i++) {
      carry += digits[i] << 8;
      digits[i] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    for (; carry > 0; carry = Math.floor(carry / 58)) digits.push(carry % 58);
  }
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((d) => ALPHABET[d])
      .join('')
  );
}

/** The bytes of a base58 string, or null when it is not base58. */
export function fromBase58(text: string): Uint8Array | null {
  const bytes: number[] = [];
  for (const char of text) {
    let carry = INDEX.get(char);
    if (carry === undefined) return null;
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i] * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff);
  }
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros++;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()]);
}

/** A Solana address as the web3.js PublicKey accepts it: 32 bytes, written in canonical base58. */
export function isPublicKey(text: string): boolean {
  const bytes = fromBase58(text);
  return bytes !== null && bytes.length === 32 && base58(bytes) === text;
}

/** A fresh Solana Pay reference: 32 random bytes as an address (it need not be on the curve). */
export const randomReference = (): string => base58(randomBytes(32));

/** A new Ed25519 keypair in Solana's 64-byte form (seed, then public key), as solana-keygen writes it. */
export function newSecretKey(): Uint8Array {
  const jwk = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
  return Uint8Array.from([...Buffer.from(jwk.d!, 'base64url'), ...Buffer.from(jwk.x!, 'base64url')]);
}

/** The address of a 64-byte Solana secret key, or null when its halves do not belong together. */
export function addressOfSecretKey(secret: Uint8Array): string | null {
  if (secret.length !== 64) return null;
  const key = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519, secret.subarray(0, 32)]),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKey = Buffer.from(createPublicKey(key).export({ format: 'jwk' }).x!, 'base64url');
  return publicKey.equals(secret.subarray(32)) ? base58(publicKey) : null;
}
