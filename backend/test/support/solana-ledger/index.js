'use strict';
/** A local Solana ledger for tests (never imported from src/): see server.js, serve.js and ledger.js. */
const { SolanaLedger, LAMPORTS_PER_SIGNATURE } = require('./ledger');
const { startLedgerServer } = require('./server');

module.exports = { SolanaLedger, LAMPORTS_PER_SIGNATURE, startLedgerServer };
