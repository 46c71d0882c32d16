import type { Girl, PaymentIntent, User } from '@contracts';
import { ConnectionContext, WalletContext, type WalletContextState } from '@solana/wallet-adapter-react';
import { WalletModalContext } from '@solana/wallet-adapter-react-ui';
import { type Connection, Keypair, type SignatureStatus } from '@solana/web3.js';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

import { mockFetch, type MockResponse, renderWithApp } from '../../test/utils';
import { WalletReadyContext } from '../wallet/walletReady';

export const RECEIVER = Keypair.generate().publicKey.toBase58();
export const REFERENCE = Keypair.generate().publicKey.toBase58();
export const SIGNATURE = '5'.repeat(88);
export const SUB_END = '2027-06-10T12:00:00.000Z';
const BLOCKHASH = 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k';

export function userOf(overrides: Partial<User> = {}): User {
  return { id: 'u1', username: 'mia_fan', isSubscribed: false, subEnd: null, credits: 5, wallet: null, ...overrides };
}

export function girlOf(i: number): Girl {
  return {
    id: `g${i}`,
    owner: 'someone',
    name: `Girl ${i}`,
    eyes: null,
    mouth: null,
    nose: null,
    hair: null,
    body: null,
    skin: null,
    personality: [],
    bio: null,
    imageUrl: `/media/g${i}.png`,
    voice: 'soft',
    pics: [],
    createdAt: '2027-01-01T00:00:00.000Z',
    style: 'Realistic',
  };
}

export const INTENT: PaymentIntent = {
  reference: REFERENCE,
  recipient: RECEIVER,
  lamports: 100_000_000,
  cluster: 'custom',
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
};

/** A connection that answers from memory: a balance, a blockhash, and the status of sent transactions. */
export function fakeConnection(options: { lamports?: number; status?: Partial<SignatureStatus> | null } = {}) {
  const connection = {
    getBalance: vi.fn(async () => options.lamports ?? 2_000_000_000),
    getLatestBlockhash: vi.fn(async () => ({ blockhash: BLOCKHASH, lastValidBlockHeight: 1000 })),
    getBlockHeight: vi.fn(async () => 10),
    getSignatureStatuses: vi.fn(async () => ({
      context: { slot: 1 },
      value: [
        options.status === null
          ? null
          : { slot: 1, confirmations: null, err: null, confirmationStatus: 'finalized', ...options.status },
      ],
    })),
  };
  return connection;
}

export interface WalletOptions {
  connected?: boolean;
  send?: (tx: unknown) => Promise<string>;
  wallets?: WalletContextState['wallets'];
  /** the wallet's signMessage; null for a wallet that cannot sign messages */
  sign?: ((message: Uint8Array) => Promise<Uint8Array>) | null;
}

/** The sign-in message the mocked server issues for an address. */
export const signInMessageFor = (address: string) =>
  `localhost wants you to sign in with your Solana account:\n${address}\n\nLink this wallet.\n\nNonce: ${'ab'.repeat(16)}`;

/** The wallet context of a connected (or not) wallet whose sendTransaction is `send` and signMessage `sign`. */
export function fakeWallet({
  connected = true,
  send = async () => SIGNATURE,
  wallets,
  sign = async () => new Uint8Array(64).fill(7),
}: WalletOptions = {}) {
  const publicKey = connected ? Keypair.generate().publicKey : null;
  const sendTransaction = vi.fn((tx: unknown) => send(tx));
  const signMessage = sign ? vi.fn((message: Uint8Array) => sign(message)) : undefined;
  const state = {
    autoConnect: true,
    wallets: wallets ?? [],
    wallet: null,
    publicKey,
    connecting: false,
    connected,
    disconnecting: false,
    select: vi.fn(),
    connect: vi.fn(async () => undefined),
    disconnect: vi.fn(async () => undefined),
    sendTransaction,
    signTransaction: undefined,
    signAllTransactions: undefined,
    signMessage,
    signIn: undefined,
  } as unknown as WalletContextState;
  return { state, publicKey, sendTransaction, signMessage };
}

export type Api = (method: string, path: string, body: unknown) => MockResponse | undefined;

/** The app's answers for the page; `api` may answer any call first. */
export function mockApi(user: User | null, api: Api = () => undefined) {
  return mockFetch((method, path, body) => {
    const answer = api(method, path, body);
    if (answer) return answer;
    if (path === '/api/auth/me')
      return user
        ? { body: { user } }
        : { status: 401, body: { statusCode: 401, message: 'Not signed in', error: 'Unauthorized' } };
    if (path === '/api/girls/random') return { body: Array.from({ length: 12 }, (_, i) => girlOf(i)) };
    if (path === '/api/users/me/wallet/nonce') {
      const { address } = body as { address: string };
      return { status: 201, body: { nonce: 'ab'.repeat(16), message: signInMessageFor(address), expiresAt: SUB_END } };
    }
    if (path === '/api/users/me/wallet')
      return { body: { user: { ...user, wallet: (body as { address: string }).address } } };
    if (path === '/api/subscriptions/intent') return { status: 201, body: INTENT };
    if (path === '/api/subscriptions/confirm') {
      return {
        body: {
          user: { ...user, isSubscribed: true, subEnd: SUB_END },
          subEnd: SUB_END,
          signature: (body as { signature: string }).signature,
        },
      };
    }
    if (path === '/api/subscriptions/status')
      return { body: { isSubscribed: false, subEnd: null, paymentsAvailable: true } };
    return { status: 404, body: { statusCode: 404, message: `no mock for ${method} ${path}`, error: 'Not Found' } };
  });
}

/** Renders `ui` inside loaded wallet providers (fake wallet and connection). */
export function renderWithWallet(ui: ReactElement, wallet: WalletContextState | null, connection = fakeConnection()) {
  const setVisible = vi.fn();
  const tree =
    wallet === null ? (
      ui
    ) : (
      <WalletReadyContext value={true}>
        <ConnectionContext value={{ connection: connection as unknown as Connection }}>
          <WalletContext value={wallet}>
            <WalletModalContext value={{ visible: false, setVisible }}>{ui}</WalletModalContext>
          </WalletContext>
        </ConnectionContext>
      </WalletReadyContext>
    );
  return { ...renderWithApp(tree, { route: '/subscriptions', path: '/subscriptions' }), setVisible, connection };
}
