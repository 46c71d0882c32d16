import {
  BaseMessageSignerWalletAdapter,
  type TransactionOrVersionedTransaction,
  WalletConnectionError,
  type WalletName,
  WalletNotConnectedError,
  WalletReadyState,
} from '@solana/wallet-adapter-base';
import { Connection, Keypair, LAMPORTS_PER_SOL, type PublicKey, type TransactionVersion } from '@solana/web3.js';

export const TEST_WALLET_NAME = 'Test Wallet' as WalletName<'Test Wallet'>;
/** Where the test wallet keeps its secret key (a test may put one there before the page loads). */
export const TEST_WALLET_STORAGE_KEY = 'testWalletSecretKey';
/** Below this balance, connecting asks the node for an airdrop of TOP_UP_SOL. */
const MIN_LAMPORTS = 0.5 * LAMPORTS_PER_SOL;
const TOP_UP_SOL = 2;
const AIRDROP_TIMEOUT_MS = 60_000;

/** PKCS#8 DER prefix of an Ed25519 private key: the 32-byte seed follows it */
const PKCS8_ED25519 = [0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20];

const ICON =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#e11d5c"/>' +
      '<path d="M9 11h14v10H9z" fill="none" stroke="#fff" stroke-width="2"/><circle cx="19" cy="16" r="1.8" fill="#fff"/></svg>',
  );

function loadKeypair(): Keypair {
  const stored = window.localStorage.getItem(TEST_WALLET_STORAGE_KEY);
  if (stored) {
    try {
      return Keypair.fromSecretKey(Uint8Array.from(JSON.parse(stored) as number[]));
    } catch {
      // unreadable: a new one below
    }
  }
  const keypair = Keypair.generate();
  window.localStorage.setItem(TEST_WALLET_STORAGE_KEY, JSON.stringify(Array.from(keypair.secretKey)));
  return keypair;
}

/**
 * A burner wallet for tests, compiled in only when the build sets VITE_TEST_WALLET=1 (see
 * testWallets.ts). Its key lives in localStorage, so it survives a reload (auto-connect), and it funds
 * itself from the node's faucet (requestAirdrop) when connecting: a local test ledger or devnet.
 * It signs whatever it is given (transactions and messages) without asking: never for real money.
 */
export class TestWalletAdapter extends BaseMessageSignerWalletAdapter<'Test Wallet'> {
  readonly name = TEST_WALLET_NAME;
  readonly url = 'https://solana.com/developers';
  readonly icon = ICON;
  readonly readyState = WalletReadyState.Installed;
  readonly supportedTransactionVersions: ReadonlySet<TransactionVersion> = new Set<TransactionVersion>(['legacy', 0]);

  private keypair: Keypair | null = null;
  private busy = false;
  private readonly connection: Connection;

  constructor(endpoint: string) {
    super();
    this.connection = new Connection(endpoint, 'confirmed');
  }

  get publicKey(): PublicKey | null {
    return this.keypair?.publicKey ?? null;
  }

  get connecting(): boolean {
    return this.busy;
  }

  async connect(): Promise<void> {
    if (this.connected || this.busy) return;
    this.busy = true;
    try {
      const keypair = loadKeypair();
      await this.fund(keypair.publicKey);
      this.keypair = keypair;
      this.emit('connect', keypair.publicKey);
    } catch (cause) {
      const error = new WalletConnectionError(cause instanceof Error ? cause.message : String(cause), cause);
      this.emit('error', error);
      throw error;
    } finally {
      this.busy = false;
    }
  }

  async disconnect(): Promise<void> {
    this.keypair = null;
    this.emit('disconnect');
  }

  async signTransaction<T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>>(
    transaction: T,
  ): Promise<T> {
    const keypair = this.keypair;
    if (!keypair) throw new WalletNotConnectedError();
    if ('version' in transaction) transaction.sign([keypair]);
    else transaction.partialSign(keypair);
    return transaction;
  }

  /** Ed25519 signature of the message (Web Crypto), as a wallet's signMessage answers. */
  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    const keypair = this.keypair;
    if (!keypair) throw new WalletNotConnectedError();
    const pkcs8 = new Uint8Array([...PKCS8_ED25519, ...keypair.secretKey.subarray(0, 32)]);
    const key = await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, false, ['sign']);
    return new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, key, new Uint8Array(message)));
  }

  private async fund(publicKey: PublicKey): Promise<void> {
    if ((await this.connection.getBalance(publicKey)) >= MIN_LAMPORTS) return;
    const signature = await this.connection.requestAirdrop(publicKey, TOP_UP_SOL * LAMPORTS_PER_SOL);
    const deadline = Date.now() + AIRDROP_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const { value } = await this.connection.getSignatureStatuses([signature]);
      const status = value[0];
      if (status?.err) throw new Error(`the airdrop failed: ${JSON.stringify(status.err)}`);
      if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the airdrop was not confirmed in time');
  }
}
