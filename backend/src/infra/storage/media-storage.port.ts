import type { Readable } from 'node:stream';

export const MEDIA_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
} as const;
export type MediaType = keyof typeof MEDIA_TYPES;

/** Public media (portraits, pictures, the feed) anyone may fetch; private media (tool inputs and outputs, her replies read aloud) only by a signed URL. */
export interface PutOptions {
  private?: boolean;
}

/** Part of a file: bytes `start` to `end` (both included; no end: to the last), or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** The part asked for starts past the file's end (HTTP 416). */
export class RangeNotSatisfiable extends Error {
  constructor() {
    super('Range Not Satisfiable');
  }
}

/** An open stored file, read as a stream; `range`: the part it is, when a part was asked for. */
export interface MediaObject {
  body: Readable;
  size: number | undefined;
  type: string;
  range?: { start: number; end: number; total: number };
}

/** A stored file as a listing shows it. */
export interface StoredMedia {
  url: string;
  modified: Date;
}

/**
 * Where generated and uploaded media live. Files are named by the hash of their content, so
 * writing the same bytes twice (a retried job) keeps one file. Callers only see URLs
 * (`/media/<key>`); the HTTP layer turns private ones into signed URLs when it answers.
 */
export abstract class MediaStorage {
  /** Stores the bytes and answers their URL. */
  abstract put(data: Buffer, type: MediaType, opts?: PutOptions): Promise<string>;
  /** Reads back a file by the URL `put` answered. */
  abstract read(url: string): Promise<Buffer>;
  /** Opens a file (or part of it) for streaming; null when there is none. */
  abstract open(url: string, range?: ByteRange): Promise<MediaObject | null>;
  /** Deletes the file behind a URL `put` answered (a takedown); a file already gone is fine. */
  abstract delete(url: string): Promise<void>;
  /** Every stored file, page by page. */
  abstract list(): AsyncIterable<StoredMedia>;
  /** Where a browser may fetch a public file itself, or null when the API serves it (the default). */
  publicUrl(url: string): string | null {
    void url;
    return null;
  }
}
