import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import express, { type RequestHandler } from 'express';

import { MetricsRegistry } from '../metrics/metrics-registry';
import { inFrontOf } from './lean-routes';

describe('inFrontOf (lean routes ahead of Express)', () => {
  let server: Server;
  let base: string;
  const express5 = express();
  express5.get('/behind', (_req, res) => void res.json({ from: 'express' }));

  beforeAll(async () => {
    server = createServer(express5);
    const routes = new Map<string, RequestHandler>([
      ['GET /lean', (req, res) => void res.status(200).json({ from: 'front', path: req.path, query: req.query })],
      [
        'GET /throws',
        () => {
          throw new Error('a handler bug');
        },
      ],
      ['POST /fails', (_req, _res, next) => next(new Error('a failure passed on'))],
    ]);
    inFrontOf(server, express5, routes, new MetricsRegistry());
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((ok) => server.close(ok)));

  it("answers its exact paths itself, with Express' request and response helpers; everything else goes to Express", async () => {
    const lean = await fetch(`${base}/lean?x=1`);
    expect(await lean.json()).toEqual({ from: 'front', path: '/lean', query: { x: '1' } });
    expect(await (await fetch(`${base}/behind`)).json()).toEqual({ from: 'express' });
    // a method or path it does not hold: Express answers (here, its 404)
    expect((await fetch(`${base}/lean`, { method: 'DELETE' })).status).toBe(404);
  });

  it('answers a handler that throws, or passes an error on, with a 500 in the API shape, and goes on serving', async () => {
    const thrown = await fetch(`${base}/throws`, { signal: AbortSignal.timeout(3000) });
    expect(thrown.status).toBe(500);
    expect(await thrown.json()).toEqual(expect.objectContaining({ statusCode: 500 }));
    const passed = await fetch(`${base}/fails`, { method: 'POST' });
    expect(passed.status).toBe(500);
    expect((await fetch(`${base}/lean`)).status).toBe(200);
  });
});
