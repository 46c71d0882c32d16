import { createDecipheriv, createECDH, type ECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

import type { WebPushPayload } from '../../src/contracts';

/** A request the stand-in push service received. */
export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A local stand-in for a push service (FCM, Mozilla autopush): records every request; a path under
 * /gone/ answers 410 (the browser unsubscribed), everything else 201.
 */
export interface PushService {
  url: string;
  received: PushRequest[];
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const received: PushRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(req.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret, as pushManager.subscribe makes them. */
export interface BrowserKeys {
  ecdh: ECDH;
  auth: Buffer;
  json: { p256dh: string; auth: string };
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

/**
 * Decrypts a Web Push body as the browser would (RFC 8291 with the aes128gcm coding of RFC 8188), with
 * node:crypto only: the header (salt, record size, the server's key), ECDH, HKDF, AES-128-GCM.
 */
export function decryptPush(body: Buffer, keys: BrowserKeys): WebPushPayload {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // the last record ends with the delimiter 2, then zero padding
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return JSON.parse(padded.subarray(0, end).toString('utf8')) as WebPushPayload;
}
