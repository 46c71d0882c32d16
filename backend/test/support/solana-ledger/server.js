'use strict';
/** The ledger behind a JSON-RPC HTTP endpoint, with CORS so that a browser page can use it too. */
const { createServer } = require('node:http');
const { SolanaLedger } = require('./ledger');
const { answer } = require('./rpc');

const MAX_BODY = 5 * 1024 * 1024;

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
function cors(req, res) {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'POST, GET, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? 'content-type, solana-client',
  );
  res.setHeader('Access-Control-Max-Age', '86400');
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** @param {import('node:http').IncomingMessage} req */
async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) throw new Error('request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * @param {SolanaLedger} ledger
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
async function handle(ledger, req, res) {
  cors(req, res);
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  if (req.method === 'GET' && req.url === '/health') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (req.method !== 'POST') {
    json(res, 405, {
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Invalid request: POST a JSON-RPC body' },
    });
    return;
  }
  let body;
  try {
    body = JSON.parse(await readBody(req));
  } catch (e) {
    json(res, 200, {
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: `Parse error: ${/** @type {Error} */ (e).message}` },
    });
    return;
  }
  json(res, 200, Array.isArray(body) ? body.map((r) => answer(ledger, r)) : answer(ledger, body));
}

/**
 * Starts the JSON-RPC endpoint. Port 0 takes a free one.
 * @param {{ port?: number; host?: string; ledger?: SolanaLedger }} [options]
 * @returns {Promise<import('./index').RunningLedger>}
 */
async function startLedgerServer({ port = 0, host = '127.0.0.1', ledger = new SolanaLedger() } = {}) {
  const server = createServer((req, res) => {
    handle(ledger, req, res).catch((e) =>
      json(res, 500, { jsonrpc: '2.0', id: null, error: { code: -32603, message: String(e) } }),
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    ledger,
    port: address.port,
    url: `http://${shownHost}:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

module.exports = { startLedgerServer };
