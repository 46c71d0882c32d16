import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import { addressOfSecretKey, newSecretKey } from '../infra/solana/keys';
import type { Settings } from './config.schema';

/** Where development keeps the receiving keypair it generated (a solana-keygen style JSON array). */
export const receiverKeyPath = () => resolve(process.cwd(), 'data', 'solana-receiver.json');

/**
 * The address that receives subscription payments. In production it must be set; in development a
 * devnet keypair is generated on first start into data/ (like the session secret), so payments work
 * on a fresh clone; tests leave payments off unless they set it.
 */
export function ensureSolanaReceiver(settings: Settings, log: (line: string) => void = console.log): Settings {
  if (settings.SOLANA_RECEIVER || settings.NODE_ENV === 'test') return settings;
  if (settings.NODE_ENV === 'production') {
    throw new Error(
      'Invalid configuration:\n  SOLANA_RECEIVER: required in production (the base58 address that receives subscription payments)',
    );
  }
  const { address, created } = readOrCreateKeypair(receiverKeyPath());
  if (created)
    log(
      `Payments go to ${address} (a devnet keypair generated into ${receiverKeyPath()}; set SOLANA_RECEIVER to use another address)`,
    );
  return { ...settings, SOLANA_RECEIVER: address };
}

/** The API and the worker start together: the first one to link the file wins, the other reads it. */
function readOrCreateKeypair(path: string): { address: string; created: boolean } {
  if (existsSync(path)) return { address: readKeypair(path), created: false };
  mkdirSync(dirname(path), { recursive: true });
  const secret = newSecretKey();
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(Array.from(secret)), { mode: 0o600 });
  try {
    linkSync(temp, path);
    return { address: addressOfSecretKey(secret)!, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { address: readKeypair(path), created: false };
  } finally {
    rmSync(temp, { force: true });
  }
}

/** The address of the keypair in the file (checked as web3.js' Keypair.fromSecretKey would). */
function readKeypair(path: string): string {
  try {
    const address = addressOfSecretKey(Uint8Array.from(JSON.parse(readFileSync(path, 'utf8')) as number[]));
    if (address) return address;
  } catch {
    // not JSON, or not numbers: the same answer as a key that does not hold together
  }
  throw new Error(
    `Invalid configuration:\n  SOLANA_RECEIVER: not set, and ${path} does not hold a Solana keypair (delete it to generate a new one)`,
  );
}
