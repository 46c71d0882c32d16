import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, verify } from 'node:crypto';

import { base58, fromBase58 } from '../../contracts/base58';

/** PKCS#8 DER prefix of an Ed25519 private key: the 32-byte seed follows it */
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');
/** SPKI DER prefix of an Ed25519 public key: the 32-byte key (a Solana address's bytes) follows it */
const SPKI_ED25519 = Buffer.from('302a300506032b6570032100', 'hex');

export { base58, fromBase58 };

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

/**
 * Whether `signature` (64 bytes) is the Ed25519 signature of `message` by the key of `address`, as a
 * wallet's signMessage makes it. False for anything malformed.
 */
export function verifySignature(address: string, message: Uint8Array, signature: Uint8Array): boolean {
  const key = isPublicKey(address) ? fromBase58(address) : null;
  if (!key || signature.length !== 64) return false;
  try {
    const publicKey = createPublicKey({ key: Buffer.concat([SPKI_ED25519, key]), format: 'der', type: 'spki' });
    return verify(null, message, publicKey, signature);
  } catch {
    return false; // not a point on the curve
  }
}
