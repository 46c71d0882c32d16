import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import { Keypair } from '@solana/web3.js';

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
  const { keypair, created } = readOrCreateKeypair(receiverKeyPath());
  const address = keypair.publicKey.toBase58();
  if (created)
    log(
      `Payments go to ${address} (a devnet keypair generated into ${receiverKeyPath()}; set SOLANA_RECEIVER to use another address)`,
    );
  return { ...settings, SOLANA_RECEIVER: address };
}

/** The API and the worker start together: the first one to link the file wins, the other reads it. */
function readOrCreateKeypair(path: string): { keypair: Keypair; created: boolean } {
  if (existsSync(path)) return { keypair: readKeypair(path), created: false };
  mkdirSync(dirname(path), { recursive: true });
  const keypair = Keypair.generate();
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(Array.from(keypair.secretKey)), { mode: 0o600 });
  try {
    linkSync(temp, path);
    return { keypair, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { keypair: readKeypair(path), created: false };
  } finally {
    rmSync(temp, { force: true });
  }
}

function readKeypair(path: string): Keypair {
  try {
    return Keypair.fromSecretKey(Uint8Array.from(JSON.parse(readFileSync(path, 'utf8')) as number[]));
  } catch {
    throw new Error(
      `Invalid configuration:\n  SOLANA_RECEIVER: not set, and ${path} does not hold a Solana keypair (delete it to generate a new one)`,
    );
  }
}
