'use strict';
/** The JSON-RPC methods of a Solana node that @solana/web3.js v1, @solana/pay and wallets call. */
const { createHash } = require('node:crypto');
const bs58 = require('bs58').default;
const { PublicKey, VersionedMessage } = require('@solana/web3.js');
const { memoOf, isV0, transactionView } = require('./encode');
const { RpcError } = require('./errors');

const VERSION = { 'solana-core': '2.2.0', 'feature-set': 3294202862 };
/** A fixed genesis hash, so that clients see one stable (custom) cluster. */
const GENESIS_HASH = bs58.encode(createHash('sha256').update('aigirls local test ledger').digest());

/**
 * @typedef {import('./ledger').SolanaLedger} SolanaLedger
 * @typedef {Record<string, unknown>} Config
 */

/**
 * @param {unknown} value
 * @param {string} what
 */
function publicKey(value, what = 'address') {
  try {
    return new PublicKey(/** @type {string} */ (value));
  } catch {
    throw new RpcError(-32602, `Invalid param: invalid ${what}`);
  }
}

/**
 * The transaction bytes of sendTransaction / simulateTransaction (base58 unless said otherwise).
 * @param {unknown} encoded
 * @param {Config} config
 */
function wireOf(encoded, config) {
  if (typeof encoded !== 'string') throw new RpcError(-32602, 'Invalid params: the transaction must be a string');
  const encoding = config.encoding ?? 'base58';
  if (encoding === 'base64') return Buffer.from(encoded, 'base64');
  if (encoding === 'base58') return bs58.decode(encoded);
  throw new RpcError(
    -32602,
    `Invalid params: unsupported encoding: ${String(encoding)}. Supported encodings: base58, base64`,
  );
}

/** @param {unknown} value */
const configOf = (value) =>
  value && typeof value === 'object'
    ? /** @type {Config} */ (value)
    : typeof value === 'string'
      ? { commitment: value }
      : {};

/**
 * @param {SolanaLedger} ledger
 * @param {unknown} value
 */
const withContext = (ledger, value) => ({ context: { slot: ledger.slot, apiVersion: VERSION['solana-core'] }, value });

/**
 * @param {import('litesvm').AccountInfoBytes | null} account
 * @param {Config} config
 */
function accountView(account, config) {
  if (!account) return null;
  const data = Buffer.from(account.data);
  const encoded = config.encoding === 'base58' ? [bs58.encode(data), 'base58'] : [data.toString('base64'), 'base64'];
  return {
    data: encoded,
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner.toBase58(),
    rentEpoch: account.rentEpoch ?? 0,
    space: data.length,
  };
}

/** @type {Record<string, (ledger: SolanaLedger, params: unknown[]) => unknown>} */
const METHODS = {
  getVersion: () => VERSION,
  getHealth: () => 'ok',
  getGenesisHash: () => GENESIS_HASH,
  getSlot: (ledger) => ledger.slot,
  getBlockHeight: (ledger) => ledger.blockHeight,
  getTransactionCount: (ledger) => ledger.records.size,
  getFirstAvailableBlock: () => 0,
  getEpochInfo: (ledger) => ({
    absoluteSlot: ledger.slot,
    blockHeight: ledger.blockHeight,
    epoch: 0,
    slotIndex: ledger.slot,
    slotsInEpoch: 432000,
    transactionCount: ledger.records.size,
  }),
  getRecentPrioritizationFees: () => [],
  getLatestBlockhash: (ledger) => withContext(ledger, ledger.latestBlockhash()),
  isBlockhashValid: (ledger, [blockhash]) => withContext(ledger, ledger.isBlockhashValid(String(blockhash))),
  getFeeForMessage: (ledger, [message]) => {
    const decoded = VersionedMessage.deserialize(Buffer.from(String(message), 'base64'));
    return withContext(ledger, ledger.isBlockhashValid(decoded.recentBlockhash) ? ledger.feeFor(decoded) : null);
  },
  getMinimumBalanceForRentExemption: (ledger, [bytes]) => ledger.rentExemptMinimum(Number(bytes ?? 0)),
  getBalance: (ledger, [address]) => withContext(ledger, ledger.balance(publicKey(address))),
  getAccountInfo: (ledger, [address, config]) =>
    withContext(ledger, accountView(ledger.account(publicKey(address)), configOf(config))),
  getMultipleAccounts: (ledger, [addresses, config]) =>
    withContext(
      ledger,
      (Array.isArray(addresses) ? addresses : []).map((a) =>
        accountView(ledger.account(publicKey(a)), configOf(config)),
      ),
    ),
  requestAirdrop: (ledger, [address, lamports]) => ledger.airdrop(publicKey(address), Number(lamports)),
  sendTransaction: (ledger, [encoded, config]) => {
    const c = configOf(config);
    return ledger.send(wireOf(encoded, c), { skipPreflight: c.skipPreflight === true });
  },
  simulateTransaction: (ledger, [encoded, config]) => {
    const c = configOf(config);
    return withContext(
      ledger,
      ledger.simulate(wireOf(encoded, c), {
        sigVerify: c.sigVerify === true,
        replaceRecentBlockhash: c.replaceRecentBlockhash === true,
      }),
    );
  },
  getSignatureStatuses: (ledger, [signatures]) =>
    withContext(
      ledger,
      (Array.isArray(signatures) ? signatures : []).map((signature) => {
        const rec = ledger.transaction(String(signature));
        if (!rec) return null;
        return {
          slot: rec.slot,
          confirmations: null,
          err: rec.err,
          status: rec.err === null ? { Ok: null } : { Err: rec.err },
          confirmationStatus: 'finalized',
        };
      }),
    ),
  getTransaction: (ledger, [signature, config]) => {
    const c = configOf(config);
    const rec = ledger.transaction(String(signature));
    if (!rec) return null;
    const max = typeof c.maxSupportedTransactionVersion === 'number' ? c.maxSupportedTransactionVersion : undefined;
    if (isV0(rec) && max === undefined) {
      throw new RpcError(
        -32015,
        'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
      );
    }
    return transactionView(rec, String(c.encoding ?? 'json'), max);
  },
  getSignaturesForAddress: (ledger, [address, config]) => {
    const c = configOf(config);
    const options = {
      limit: typeof c.limit === 'number' ? c.limit : 1000,
      before: c.before ? String(c.before) : undefined,
      until: c.until ? String(c.until) : undefined,
    };
    return ledger.signaturesFor(publicKey(address).toBase58(), options).map((rec) => ({
      signature: rec.signature,
      slot: rec.slot,
      err: rec.err,
      memo: memoOf(rec),
      blockTime: rec.blockTime,
      confirmationStatus: 'finalized',
    }));
  },
  getBlockTime: (ledger, [slot]) => {
    for (const rec of ledger.records.values()) if (rec.slot === Number(slot)) return rec.blockTime;
    return null;
  },
};

/**
 * Answers one JSON-RPC request object.
 * @param {SolanaLedger} ledger
 * @param {unknown} request
 */
function answer(ledger, request) {
  const req = /** @type {{ id?: unknown; method?: unknown; params?: unknown }} */ (
    request && typeof request === 'object' ? request : {}
  );
  const id = req.id ?? null;
  const method = typeof req.method === 'string' ? METHODS[req.method] : undefined;
  if (!method) return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } };
  try {
    return { jsonrpc: '2.0', id, result: method(ledger, Array.isArray(req.params) ? req.params : []) };
  } catch (e) {
    if (e instanceof RpcError)
      return {
        jsonrpc: '2.0',
        id,
        error: { code: e.code, message: e.message, ...(e.data === undefined ? {} : { data: e.data }) },
      };
    return {
      jsonrpc: '2.0',
      id,
      error: { code: -32603, message: `Internal error: ${/** @type {Error} */ (e).message}` },
    };
  }
}

module.exports = { answer, METHODS, GENESIS_HASH };
