'use strict';
/** The shapes a Solana RPC node answers for a recorded transaction (json, jsonParsed, base64, base58). */
const bs58 = require('bs58').default;
const { SystemProgram } = require('@solana/web3.js');

const SYSTEM_PROGRAM = SystemProgram.programId.toBase58();
const MEMO_PROGRAMS = new Set([
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
]);

/**
 * @typedef {import('./index').LedgerRecord} LedgerRecord
 * @typedef {{ programIdIndex: number; accountKeyIndexes: number[]; data: Uint8Array }} Compiled
 */

/** @param {LedgerRecord} rec */
const accountKeys = (rec) => rec.tx.message.staticAccountKeys.map((k) => k.toBase58());

/** @param {LedgerRecord} rec */
const isV0 = (rec) => rec.tx.message.version === 0;

/**
 * A system transfer, or a memo, decoded the way the node's jsonParsed encoding does; null for others.
 * @param {string[]} keys
 * @param {Compiled} ix
 */
function parseInstruction(keys, ix) {
  const programId = keys[ix.programIdIndex];
  const data = Buffer.from(ix.data);
  if (programId === SYSTEM_PROGRAM && data.length === 12 && data.readUInt32LE(0) === 2) {
    const [source, destination] = ix.accountKeyIndexes.map((i) => keys[i]);
    return {
      program: 'system',
      programId,
      parsed: { type: 'transfer', info: { source, destination, lamports: Number(data.readBigUInt64LE(4)) } },
      stackHeight: null,
    };
  }
  if (MEMO_PROGRAMS.has(programId))
    return { program: 'spl-memo', programId, parsed: data.toString('utf8'), stackHeight: null };
  return null;
}

/**
 * @param {string[]} keys
 * @param {Compiled} ix
 * @param {boolean} parsed
 */
function instructionView(keys, ix, parsed) {
  if (parsed) {
    return (
      parseInstruction(keys, ix) ?? {
        programId: keys[ix.programIdIndex],
        accounts: ix.accountKeyIndexes.map((i) => keys[i]),
        data: bs58.encode(ix.data),
        stackHeight: null,
      }
    );
  }
  return {
    programIdIndex: ix.programIdIndex,
    accounts: ix.accountKeyIndexes,
    data: bs58.encode(ix.data),
    stackHeight: null,
  };
}

/**
 * The memo column of getSignaturesForAddress: "[len] text" per memo instruction, or null.
 * @param {LedgerRecord} rec
 */
function memoOf(rec) {
  const keys = accountKeys(rec);
  const memos = rec.tx.message.compiledInstructions
    .filter((ix) => MEMO_PROGRAMS.has(keys[ix.programIdIndex]))
    .map((ix) => `[${ix.data.length}] ${Buffer.from(ix.data).toString('utf8')}`);
  return memos.length ? memos.join('; ') : null;
}

/**
 * @param {LedgerRecord} rec
 * @param {boolean} parsed
 */
function messageView(rec, parsed) {
  const msg = rec.tx.message;
  const keys = accountKeys(rec);
  /** @type {Record<string, unknown>} */
  const view = {
    accountKeys: parsed
      ? keys.map((pubkey, i) => ({
          pubkey,
          signer: msg.isAccountSigner(i),
          writable: msg.isAccountWritable(i),
          source: 'transaction',
        }))
      : keys,
    header: msg.header,
    recentBlockhash: msg.recentBlockhash,
    instructions: msg.compiledInstructions.map((ix) => instructionView(keys, ix, parsed)),
  };
  if (parsed) delete view.header;
  if (isV0(rec)) {
    view.addressTableLookups = msg.addressTableLookups.map((l) => ({
      accountKey: l.accountKey.toBase58(),
      writableIndexes: l.writableIndexes,
      readonlyIndexes: l.readonlyIndexes,
    }));
  }
  return view;
}

/**
 * @param {LedgerRecord} rec
 * @param {boolean} parsed
 */
function metaView(rec, parsed) {
  const keys = accountKeys(rec);
  return {
    err: rec.err,
    status: rec.err === null ? { Ok: null } : { Err: rec.err },
    fee: rec.fee,
    preBalances: rec.preBalances,
    postBalances: rec.postBalances,
    innerInstructions: rec.innerInstructions.map((group) => ({
      index: group.index,
      instructions: group.instructions.map((ix) => ({
        ...instructionView(keys, ix, parsed),
        stackHeight: ix.stackHeight,
      })),
    })),
    logMessages: rec.logs,
    preTokenBalances: [],
    postTokenBalances: [],
    rewards: [],
    loadedAddresses: { writable: [], readonly: [] },
    computeUnitsConsumed: rec.computeUnits,
  };
}

/**
 * The result of getTransaction for one encoding; `version` only when the client said which it supports.
 * @param {LedgerRecord} rec
 * @param {string} encoding
 * @param {number | undefined} maxSupportedVersion
 */
function transactionView(rec, encoding, maxSupportedVersion) {
  const parsed = encoding === 'jsonParsed';
  let transaction;
  if (encoding === 'base64') transaction = [Buffer.from(rec.wire).toString('base64'), 'base64'];
  else if (encoding === 'base58') transaction = [bs58.encode(rec.wire), 'base58'];
  else transaction = { signatures: rec.tx.signatures.map((s) => bs58.encode(s)), message: messageView(rec, parsed) };
  /** @type {Record<string, unknown>} */
  const view = { slot: rec.slot, blockTime: rec.blockTime, transaction, meta: metaView(rec, parsed) };
  if (maxSupportedVersion !== undefined) view.version = isV0(rec) ? 0 : 'legacy';
  return view;
}

module.exports = { transactionView, memoOf, accountKeys, isV0 };
