import type { RequestHandler, Response } from 'express';

type HeaderList = [string, string | number | readonly string[]][];

/** The headers a middleware that always sets the same ones (helmet) sets, read by running it once on a stand-in response. */
function headersOf(middleware: RequestHandler): HeaderList {
  const headers = new Map<string, HeaderList[number]>();
  const res = {
    setHeader: (name: string, value: HeaderList[number][1]) => headers.set(name.toLowerCase(), [name, value]),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
  };
  let called = false;
  middleware(
    { headers: {}, method: 'GET', url: '/' } as Parameters<RequestHandler>[0],
    res as unknown as Response,
    () => {
      called = true;
    },
  );
  if (!called) throw new Error('a fixed-header middleware must call next() at once');
  return [...headers.values()];
}

/**
 * `middleware`'s headers, read once at boot and set on every answer by one middleware: helmet's
 * eleven middlewares (a static policy: no nonce) then cost one loop per request, not eleven calls.
 */
export function fixedHeaders(middleware: RequestHandler): RequestHandler {
  const headers = headersOf(middleware);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * `compress` for a client that accepts an encoding. Any other is sent nothing compressed, so it gets
 * only the `Vary: Accept-Encoding` compression would add, without compression's per-response wrapping.
 */
export function compressWhenAccepted(compress: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (req.headers['accept-encoding']) return compress(req, res, next);
    res.vary('Accept-Encoding');
    next();
  };
}
