'use strict';
/**
 * litesvm's transaction errors, turned into what a Solana RPC node answers: the JSON form of
 * `TransactionError` (as in meta.err), its readable text, and whether such a transaction lands in a
 * block (fee charged, recorded with its error) or is dropped before it.
 */
const internal = require('litesvm/dist/internal');

/** TransactionErrorFieldless, in the order of litesvm's enum. */
const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
];

/** InstructionErrorFieldless, in the order of litesvm's enum. */
const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
];

/**
 * A few texts as the validator's Display implementation writes them; the rest show their name.
 * @type {Record<string, string>}
 */
const TRANSACTION_TEXT = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
};
/** @type {Record<string, string>} */
const INSTRUCTION_TEXT = {
  InsufficientFunds: 'insufficient funds for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  InvalidAccountData: 'invalid account data for instruction',
  InvalidInstructionData: 'invalid instruction data',
};

/**
 * @param {unknown} inner an InstructionError's cause from litesvm
 * @returns {string | Record<string, unknown>}
 */
function instructionErrorJson(inner) {
  if (typeof inner === 'number') return INSTRUCTION_ERRORS[inner] ?? 'GenericError';
  if (inner instanceof internal.InstructionErrorCustom) return { Custom: inner.code };
  if (inner instanceof internal.InstructionErrorBorshIo) return { BorshIoError: inner.msg };
  return 'GenericError';
}

/**
 * The JSON form of a litesvm transaction error, as in `meta.err` and `getSignatureStatuses`.
 * @param {unknown} err
 * @returns {import('./index').TransactionErrorJson}
 */
function toErrorJson(err) {
  if (typeof err === 'number') return TRANSACTION_ERRORS[err] ?? 'SanitizeFailure';
  if (err instanceof internal.TransactionErrorInstructionError)
    return { InstructionError: [err.index, instructionErrorJson(err.err())] };
  if (err instanceof internal.TransactionErrorDuplicateInstruction) return { DuplicateInstruction: err.index };
  if (err instanceof internal.TransactionErrorInsufficientFundsForRent)
    return { InsufficientFundsForRent: { account_index: err.accountIndex } };
  if (err instanceof internal.TransactionErrorProgramExecutionTemporarilyRestricted) {
    return { ProgramExecutionTemporarilyRestricted: { account_index: err.accountIndex } };
  }
  return 'SanitizeFailure';
}

/**
 * Errors raised while the transaction executes: it lands in a block, pays its fee and is recorded
 * with the error. Any other error drops it before a block.
 * @param {import('./index').TransactionErrorJson} json
 */
function landsWithError(json) {
  return (
    typeof json === 'object' &&
    json !== null &&
    [
      'InstructionError',
      'InsufficientFundsForRent',
      'DuplicateInstruction',
      'ProgramExecutionTemporarilyRestricted',
    ].some((k) => k in json)
  );
}

/**
 * The readable text of an error, e.g. 'Error processing Instruction 0: custom program error: 0x1'.
 * @param {import('./index').TransactionErrorJson} json
 * @returns {string}
 */
function describeError(json) {
  if (typeof json === 'string') return TRANSACTION_TEXT[json] ?? json;
  if ('InstructionError' in json) {
    const [index, inner] = /** @type {[number, string | Record<string, unknown>]} */ (json.InstructionError);
    let text;
    if (typeof inner === 'string') text = INSTRUCTION_TEXT[inner] ?? inner;
    else if ('Custom' in inner) text = `custom program error: 0x${Number(inner.Custom).toString(16)}`;
    else text = JSON.stringify(inner);
    return `Error processing Instruction ${index}: ${text}`;
  }
  if ('InsufficientFundsForRent' in json) {
    const { account_index } = /** @type {{ account_index: number }} */ (json.InsufficientFundsForRent);
    return `Transaction results in an account (${account_index}) with insufficient funds for rent`;
  }
  return JSON.stringify(json);
}

/** A JSON-RPC error answer. */
class RpcError extends Error {
  /**
   * @param {number} code
   * @param {string} message
   * @param {unknown} [data]
   */
  constructor(code, message, data) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

module.exports = { toErrorJson, landsWithError, describeError, RpcError };
