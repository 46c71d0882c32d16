/**
 * Linking a wallet (API.md, Users): the server issues a Sign-In With Solana message for the address,
 * the wallet signs it (signMessage), and the link route checks the signature.
 */

/** POST /api/users/me/wallet/nonce */
export interface WalletNonceRequest {
  address: string;
}

/** 201: the message to sign as it is (UTF-8), single use, valid until `expiresAt`. */
export interface WalletNonce {
  nonce: string;
  message: string;
  expiresAt: string;
}

/** PUT /api/users/me/wallet: the message as issued, and the wallet's Ed25519 signature of it in base58. */
export interface LinkWalletRequest {
  address: string;
  message: string;
  signature: string;
}

/** The link route's refusals (400, and 409 for `taken`). */
export const WALLET_LINK_ERRORS = {
  receiver: "This is the app's own receiving address: it cannot be linked to an account.",
  notSignIn: 'The signed message is not a sign-in message of this app. Ask for a new one.',
  wrongDomain: (domain: string, host: string) => `The signed message is for ${domain}, not for ${host}.`,
  otherAddress: 'The signed message names another wallet than the one being linked.',
  badSignature: 'The signature does not match this wallet and message.',
  unknownNonce: 'This sign-in message was already used or is unknown. Ask for a new one.',
  otherSession: 'This sign-in message was issued to another session. Ask for a new one.',
  expired: 'This sign-in message has expired. Ask for a new one.',
  altered: 'The signed message is not the one this app issued. Ask for a new one.',
  taken: 'This wallet is already linked to another account.',
} as const;

/** What the wallet step of the subscription page says. */
export const WALLET_LINK_TEXT = {
  prompt: 'Link this wallet to your account: your wallet asks you to sign a message. It costs nothing.',
  link: 'Link wallet',
  asking: 'Preparing the message to sign…',
  signing: 'Sign the message in your wallet…',
  linking: 'Linking your wallet to your account…',
  linked: 'Wallet linked to your account.',
  cannotSign:
    'This wallet cannot sign messages, so it cannot be linked here. Use a wallet that can (Phantom, Solflare, Backpack…) or pay with the QR code.',
  declined: 'The wallet did not sign the message, so it was not linked.',
} as const;
