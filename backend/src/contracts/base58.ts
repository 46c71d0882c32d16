import bs58 from 'bs58';

/** Bitcoin-alphabet base58, as Solana writes addresses and signatures (bs58: the browser uses it too). */
export const base58 = (bytes: Uint8Array): string => bs58.encode(bytes);

/** The bytes of a base58 string, or null when it is not base58. */
export const fromBase58 = (text: string): Uint8Array | null => bs58.decodeUnsafe(text) ?? null;
