// Prints the devnet receiving address kept in the shared data volume, creating its keypair the first
// time (a hard link appears atomically, so replicas starting together agree on one). Used by
// entrypoint.sh when SOLANA_RECEIVER is not set and the RPC is devnet.
const fs = require('node:fs');
const path = require('node:path');
const { Keypair } = require('@solana/web3.js');

const file = process.env.SOLANA_RECEIVER_FILE || '/app/data/solana-receiver.json';
if (!fs.existsSync(file)) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}`;
  fs.writeFileSync(tmp, JSON.stringify(Array.from(Keypair.generate().secretKey)), { mode: 0o600 });
  try {
    fs.linkSync(tmp, file);
    console.error(`[entrypoint] SOLANA_RECEIVER not set: generated a devnet keypair in ${file}`);
  } catch {
    // another replica made it first
  }
  fs.rmSync(tmp, { force: true });
}
const secret = Uint8Array.from(JSON.parse(fs.readFileSync(file, 'utf8')));
process.stdout.write(Keypair.fromSecretKey(secret).publicKey.toBase58());
