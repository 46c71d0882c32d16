import { createPrivateKey, sign } from 'node:crypto';

import type { Keypair } from '@solana/web3.js';

import type { ApiError, LinkWalletRequest, User, WalletNonce } from '../../src/contracts';
import { base58 } from '../../src/infra/solana/keys';
import { type Answer, call } from './http';

/** PKCS#8 DER prefix of an Ed25519 private key: the 32-byte seed follows it */
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');

/** The wallet's Ed25519 signature of the text, in base58, as signMessage makes it (Node crypto). */
export function signText(wallet: Keypair, text: string): string {
  const key = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519, wallet.secretKey.subarray(0, 32)]),
    format: 'der',
    type: 'pkcs8',
  });
  return base58(sign(null, Buffer.from(text, 'utf8'), key));
}

export const requestNonce = (apiUrl: string, token: string, address: string) =>
  call<WalletNonce & ApiError>(apiUrl, 'POST', '/api/users/me/wallet/nonce', { token, body: { address } });

export const putWallet = (apiUrl: string, token: string, body: LinkWalletRequest) =>
  call<{ user: User } & ApiError>(apiUrl, 'PUT', '/api/users/me/wallet', { token, body });

/** Links the wallet to the account the way the page does: a nonce, the wallet's signature, the link. */
export async function linkWallet(
  apiUrl: string,
  token: string,
  wallet: Keypair,
): Promise<Answer<{ user: User } & ApiError>> {
  const address = wallet.publicKey.toBase58();
  const nonce = await requestNonce(apiUrl, token, address);
  if (nonce.status !== 201) throw new Error(`the nonce route answered ${nonce.status} ${JSON.stringify(nonce.body)}`);
  return putWallet(apiUrl, token, {
    address,
    message: nonce.body.message,
    signature: signText(wallet, nonce.body.message),
  });
}
