/** What the subscription specs read on the page. */
export const PRICE = '0.1 SOL for full access';
export const SUCCESS = /^Subscription successful! Transaction ID: ([1-9A-HJ-NP-Za-km-z]{64,88}) Expires on: (.+)$/;
export const SHORT_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{4}\.\.[1-9A-HJ-NP-Za-km-z]{4}$/;
export const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
/** What the page says of a local test ledger (on devnet: 'Solana devnet: test SOL, no real money'). */
export const NETWORK_NOTICE = 'Local Solana test network: test SOL, no real money';
