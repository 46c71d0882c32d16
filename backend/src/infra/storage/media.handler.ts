import { pipeline } from 'node:stream/promises';

import type { NextFunction, Request, Response } from 'express';

import { LocalMediaStorage } from './local-media.storage';
import { isPrivateKey, keyOf } from './media-keys';
import { type ByteRange, MediaStorage, RangeNotSatisfiable } from './media-storage.port';
import type { MediaUrls } from './media-urls';

export const MEDIA_TEXT = {
  notFound: 'No such file.',
  unsigned: 'This file is private: open it from the app, which gives a signed link.',
  expired: 'This link has expired: open the file again from the app for a fresh one.',
  forged: 'This link is not valid: its signature does not match.',
  unavailable: 'Media storage is not answering; try again in a moment.',
} as const;

function refuse(res: Response, status: number, message: string) {
  const error = { 403: 'Forbidden', 404: 'Not Found', 503: 'Service Unavailable' }[status] ?? 'Error';
  res.status(status).setHeader('Cache-Control', 'no-store').json({ statusCode: status, message, error });
}

/**
 * Serves /media from whichever storage is configured: public files to anyone (or a redirect to
 * S3_PUBLIC_URL), private ones only with a valid, unexpired signature. Streams, never buffers.
 */
export function mediaHandler(storage: MediaStorage, urls: MediaUrls) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const key = keyOf(`/media${req.path}`);
    if (!key) return refuse(res, 404, MEDIA_TEXT.notFound);
    let cacheControl = 'public, max-age=31536000, immutable';
    if (isPrivateKey(key)) {
      const { expires, signature } = req.query;
      const check = urls.check(key, expires, signature);
      if (check !== 'ok') return refuse(res, 403, MEDIA_TEXT[check === 'missing' ? 'unsigned' : check]);
      cacheControl = `private, max-age=${urls.secondsLeft(expires as string)}`;
    } else {
      const target = storage.publicUrl(`/media/${key}`);
      if (target) return res.redirect(301, target);
    }
    if (storage instanceof LocalMediaStorage) {
      // sendFile: ranges (video seeking), ETag and 304s
      return res.sendFile(
        key,
        { root: storage.root, headers: { 'Cache-Control': cacheControl }, cacheControl: false, dotfiles: 'deny' },
        (err) => {
          if (err && !res.headersSent)
            refuse(
              res,
              (err as { status?: number }).status === 404 ? 404 : 503,
              (err as { status?: number }).status === 404 ? MEDIA_TEXT.notFound : MEDIA_TEXT.unavailable,
            );
        },
      );
    }
    try {
      // a player's Range (one part; anything else is answered whole, as HTTP allows)
      const object = await storage.open(`/media/${key}`, byteRange(req.headers.range));
      if (!object) return refuse(res, 404, MEDIA_TEXT.notFound);
      res.setHeader('Content-Type', object.type);
      res.setHeader('Cache-Control', cacheControl);
      res.setHeader('Accept-Ranges', 'bytes');
      if (object.range) {
        const { start, end, total } = object.range;
        res.status(206).setHeader('Content-Range', `bytes ${start}-${end}/${total}`);
      }
      if (object.size !== undefined) res.setHeader('Content-Length', object.size);
      if (req.method === 'HEAD') {
        object.body.destroy();
        return res.end();
      }
      await pipeline(object.body, res);
    } catch (err) {
      if (err instanceof RangeNotSatisfiable) return res.status(416).setHeader('Content-Range', 'bytes */*').end();
      if (!res.headersSent) return refuse(res, 503, MEDIA_TEXT.unavailable);
      res.destroy(err as Error);
    }
  };
}

/** One part of `bytes=a-b`, `bytes=a-` or `bytes=-n`; none for no header, several parts or nonsense. */
export function byteRange(header: string | undefined): ByteRange | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (!m[1] && !m[2])) return undefined;
  if (!m[1]) return Number(m[2]) > 0 ? { suffix: Number(m[2]) } : undefined;
  const start = Number(m[1]);
  const end = m[2] ? Number(m[2]) : undefined;
  return end !== undefined && end < start ? undefined : { start, end };
}
