'use strict';
/**
 * A Solana ledger for tests: litesvm executes real signed transactions; this class keeps what a
 * validator and its RPC node remember (slots, blockhashes, every landed transaction with its balances,
 * an index of signatures by account). Every landed transaction is finalized at once.
 */
const bs58 = require('bs58').default;
const { Keypair, PublicKey, SystemProgram, Transaction, VersionedTransaction } = require('@solana/web3.js');
const { FailedTransactionMetadata, LiteSVM } = require('litesvm');
const { accountKeys } = require('./encode');
const { describeError, landsWithError, RpcError, toErrorJson } = require('./errors');

const LAMPORTS_PER_SIGNATURE = 5000;
/** How many blocks a blockhash stays usable, as on a real cluster. */
const BLOCKHASH_LIFETIME = 150;
const FAUCET_LAMPORTS = 1_000_000 * 1e9;

class SolanaLedger {
  constructor() {
    this.svm = new LiteSVM().withBlockhashCheck(false);
    /** one block per landed transaction, so the slot is also the block height */
    this.slot = 1;
    /** @type {Map<string, number>} blockhash → block height it was issued at */
    this.blockhashes = new Map();
    /** @type {Map<string, import('./index').LedgerRecord>} */
    this.records = new Map();
    /** @type {Map<string, string[]>} address → signatures touching it, oldest first */
    this.byAddress = new Map();
    this.faucet = Keypair.generate();
    this.svm.setAccount(this.faucet.publicKey, {
      lamports: FAUCET_LAMPORTS,
      owner: SystemProgram.programId,
      data: new Uint8Array(),
      executable: false,
      rentEpoch: 0,
    });
    this.blockhashes.set(this.svm.latestBlockhash(), this.slot);
  }

  get blockHeight() {
    return this.slot;
  }

  latestBlockhash() {
    const blockhash = this.svm.latestBlockhash();
    return { blockhash, lastValidBlockHeight: (this.blockhashes.get(blockhash) ?? this.slot) + BLOCKHASH_LIFETIME };
  }

  /** @param {string} blockhash */
  isBlockhashValid(blockhash) {
    const issued = this.blockhashes.get(blockhash);
    return issued !== undefined && this.slot - issued <= BLOCKHASH_LIFETIME;
  }

  /** @param {PublicKey | string} address */
  balance(address) {
    return Number(this.svm.getBalance(new PublicKey(address)) ?? 0n);
  }

  /** @param {PublicKey | string} address */
  account(address) {
    return this.svm.getAccount(new PublicKey(address));
  }

  /** @param {number} bytes */
  rentExemptMinimum(bytes) {
    return Number(this.svm.minimumBalanceForRentExemption(BigInt(bytes)));
  }

  /** @param {{ header: { numRequiredSignatures: number } }} message */
  feeFor(message) {
    return message.header.numRequiredSignatures * LAMPORTS_PER_SIGNATURE;
  }

  /** @param {string} signature */
  transaction(signature) {
    return this.records.get(signature) ?? null;
  }

  /**
   * Newest first, like the node: at most `limit`, starting below `before`, stopping at `until`.
   * @param {string} address
   * @param {{ limit?: number; before?: string; until?: string }} [options]
   */
  signaturesFor(address, { limit = 1000, before, until } = {}) {
    const all = [...(this.byAddress.get(address) ?? [])].reverse();
    const start = before ? all.indexOf(before) + 1 : 0;
    const out = [];
    for (const signature of all.slice(start)) {
      if (signature === until || out.length >= limit) break;
      out.push(/** @type {import('./index').LedgerRecord} */ (this.records.get(signature)));
    }
    return out;
  }

  /**
   * Sends SOL from the faucet in a real transaction, like a test validator's requestAirdrop.
   * @param {PublicKey | string} to
   * @param {number} lamports
   * @returns {string} the signature
   */
  airdrop(to, lamports) {
    const tx = new Transaction({ feePayer: this.faucet.publicKey, ...this.latestBlockhash() });
    tx.add(SystemProgram.transfer({ fromPubkey: this.faucet.publicKey, toPubkey: new PublicKey(to), lamports }));
    tx.sign(this.faucet);
    return this.send(tx.serialize(), { skipPreflight: false });
  }

  /**
   * sendTransaction: runs the preflight simulation unless skipped, executes the transaction and records
   * it (finalized at once) when it lands, with its error if it failed while executing.
   * @param {Uint8Array} wire
   * @param {{ skipPreflight?: boolean }} options
   * @returns {string} the signature
   */
  send(wire, { skipPreflight = false }) {
    const tx = deserialize(wire);
    const signature = bs58.encode(tx.signatures[0]);
    if (!this.isBlockhashValid(tx.message.recentBlockhash))
      return this.refuse(signature, 'BlockhashNotFound', skipPreflight);
    if (this.records.has(signature)) return this.refuse(signature, 'AlreadyProcessed', skipPreflight);
    if (!skipPreflight) {
      const simulated = this.svm.simulateTransaction(tx);
      if (simulated instanceof FailedTransactionMetadata) {
        const err = toErrorJson(simulated.err());
        if (err === 'SignatureFailure') throw new RpcError(-32003, 'Transaction signature verification failure');
        throw preflightError(err, simulated.meta());
      }
    }
    const keys = tx.message.staticAccountKeys;
    const preBalances = keys.map((k) => this.balance(k));
    const result = this.svm.sendTransaction(tx);
    const failed = result instanceof FailedTransactionMetadata;
    const err = failed ? toErrorJson(result.err()) : null;
    if (err === 'SignatureFailure') throw new RpcError(-32003, 'Transaction signature verification failure');
    if (err !== null && !landsWithError(err)) return signature; // dropped before a block, as a node does after skipPreflight
    const meta = failed ? result.meta() : result;
    this.record({
      signature,
      slot: this.slot,
      blockTime: Math.floor(Date.now() / 1000),
      wire: Uint8Array.from(wire),
      tx,
      err,
      fee: this.feeFor(tx.message),
      preBalances,
      postBalances: keys.map((k) => this.balance(k)),
      logs: meta.logs(),
      innerInstructions: innerInstructions(meta),
      computeUnits: Number(meta.computeUnitsConsumed()),
    });
    return signature;
  }

  /**
   * simulateTransaction: runs without committing anything.
   * @param {Uint8Array} wire
   * @param {{ sigVerify?: boolean; replaceRecentBlockhash?: boolean }} options
   */
  simulate(wire, { sigVerify = false, replaceRecentBlockhash = false }) {
    const tx = deserialize(wire);
    if (replaceRecentBlockhash) tx.message.recentBlockhash = this.svm.latestBlockhash();
    this.svm.withSigverify(sigVerify);
    try {
      const simulated = this.svm.simulateTransaction(tx);
      const failed = simulated instanceof FailedTransactionMetadata;
      const meta = simulated.meta();
      return {
        err: failed ? toErrorJson(simulated.err()) : null,
        logs: meta.logs(),
        accounts: null,
        unitsConsumed: Number(meta.computeUnitsConsumed()),
        returnData: null,
        innerInstructions: null,
        replacementBlockhash: replaceRecentBlockhash ? this.latestBlockhash() : null,
      };
    } finally {
      this.svm.withSigverify(true);
    }
  }

  /**
   * @param {string} signature
   * @param {import('./index').TransactionErrorJson} err
   * @param {boolean} skipPreflight
   */
  refuse(signature, err, skipPreflight) {
    if (skipPreflight) return signature;
    throw new RpcError(-32002, `Transaction simulation failed: ${describeError(err)}`, {
      err,
      logs: [],
      accounts: null,
      unitsConsumed: 0,
      returnData: null,
    });
  }

  /** @param {import('./index').LedgerRecord} rec */
  record(rec) {
    this.records.set(rec.signature, rec);
    for (const key of new Set(accountKeys(rec))) {
      const list = this.byAddress.get(key) ?? [];
      list.push(rec.signature);
      this.byAddress.set(key, list);
    }
    // the next block: a new slot and a new blockhash (older ones stay usable for a while)
    this.slot += 1;
    this.svm.warpToSlot(BigInt(this.slot));
    this.svm.expireBlockhash();
    this.blockhashes.set(this.svm.latestBlockhash(), this.slot);
  }
}

/** @param {Uint8Array} wire */
function deserialize(wire) {
  try {
    return VersionedTransaction.deserialize(wire);
  } catch (e) {
    throw new RpcError(
      -32602,
      `invalid transaction: failed to deserialize VersionedTransaction: ${/** @type {Error} */ (e).message}`,
    );
  }
}

/**
 * @param {import('./index').TransactionErrorJson} err
 * @param {import('litesvm').TransactionMetadata} meta
 */
function preflightError(err, meta) {
  return new RpcError(-32002, `Transaction simulation failed: ${describeError(err)}`, {
    err,
    logs: meta.logs(),
    accounts: null,
    unitsConsumed: Number(meta.computeUnitsConsumed()),
    returnData: null,
    innerInstructions: null,
    replacementBlockhash: null,
  });
}

/** @param {import('litesvm').TransactionMetadata} meta */
function innerInstructions(meta) {
  return meta
    .innerInstructions()
    .map((group, index) => ({
      index,
      instructions: group.map((inner) => {
        const ix = inner.instruction();
        return {
          programIdIndex: ix.programIdIndex(),
          accountKeyIndexes: [...ix.accounts()],
          data: ix.data(),
          stackHeight: inner.stackHeight(),
        };
      }),
    }))
    .filter((group) => group.instructions.length > 0);
}

module.exports = { SolanaLedger, LAMPORTS_PER_SIGNATURE };
