export const MEDIA_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
} as const;
export type MediaType = keyof typeof MEDIA_TYPES;

/**
 * Where generated and uploaded media live. Files are named by the hash of their content, so
 * writing the same bytes twice (a retried job) keeps one file. Callers only see URLs.
 */
export abstract class MediaStorage {
  /** Stores the bytes and answers their public URL. */
  abstract put(data: Buffer, type: MediaType): Promise<string>;
  /** Reads back a file by the URL `put` answered. */
  abstract read(url: string): Promise<Buffer>;
  /** Deletes the file behind a URL `put` answered (a takedown); a file already gone is fine. */
  abstract delete(url: string): Promise<void>;
}
