import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Keypair } from '@solana/web3.js';

import { parseSettings } from './config.schema';
import { ensureSolanaReceiver, receiverKeyPath } from './solana-receiver';

describe('the payment receiver', () => {
  const cwd = process.cwd();
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'aigirls-receiver-'));
    process.chdir(dir);
  });
  afterEach(() => {
    process.chdir(cwd);
    rmSync(dir, { recursive: true, force: true });
  });

  it('in development, generates a devnet keypair into data/ once, prints its address, and keeps it', () => {
    const lines: string[] = [];
    const first = ensureSolanaReceiver(parseSettings({ NODE_ENV: 'development' }), (l) => lines.push(l));
    const key = Keypair.fromSecretKey(Uint8Array.from(JSON.parse(readFileSync(receiverKeyPath(), 'utf8')) as number[]));
    expect(first.SOLANA_RECEIVER).toBe(key.publicKey.toBase58());
    expect(lines).toEqual([expect.stringContaining(key.publicKey.toBase58())]);
    const again = ensureSolanaReceiver(parseSettings({ NODE_ENV: 'development' }), (l) => lines.push(l));
    expect(again.SOLANA_RECEIVER).toBe(first.SOLANA_RECEIVER);
    expect(lines).toHaveLength(1);
  });

  it('uses the setting when there is one, and requires it in production', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    const address = Keypair.generate().publicKey.toBase58();
    expect(ensureSolanaReceiver(parseSettings({ ...production, SOLANA_RECEIVER: address })).SOLANA_RECEIVER).toBe(
      address,
    );
    expect(() => ensureSolanaReceiver(parseSettings(production))).toThrow(/SOLANA_RECEIVER: required in production/);
  });

  it('leaves payments off in tests unless a test sets the receiver', () => {
    expect(ensureSolanaReceiver(parseSettings({ NODE_ENV: 'test' })).SOLANA_RECEIVER).toBeUndefined();
  });
});
