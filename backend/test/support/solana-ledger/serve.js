#!/usr/bin/env node
'use strict';
/**
 * Runs the test ledger on its own, for browser end-to-end tests or by hand:
 *
 *   node backend/test/support/solana-ledger/serve.js --port 8899 [--host 127.0.0.1] [--fund <address>=<SOL> ...]
 *
 * Prints one line with its URL once it listens; stops on SIGINT or SIGTERM.
 */
const { parseArgs } = require('node:util');
const { startLedgerServer } = require('./server');

const USAGE = 'usage: node serve.js [--port 8899] [--host 127.0.0.1] [--fund <address>=<SOL> ...]';

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8899' },
      host: { type: 'string', default: '127.0.0.1' },
      fund: { type: 'string', multiple: true, default: [] },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number\n${USAGE}`);
  const running = await startLedgerServer({ port, host: values.host });
  for (const entry of values.fund ?? []) {
    const [address, sol] = entry.split('=');
    const lamports = Math.round(Number(sol) * 1e9);
    if (!address || !Number.isFinite(lamports) || lamports <= 0)
      throw new Error(`--fund wants <address>=<SOL>, got ${entry}`);
    running.ledger.airdrop(address, lamports);
  }
  console.log(`Solana test ledger listening on ${running.url}`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
