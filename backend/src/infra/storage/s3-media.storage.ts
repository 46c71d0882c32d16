import { Readable } from 'node:stream';

import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

import { contentTypeOf, isPrivateKey, keyOf, mediaKey, requireKey, urlOf } from './media-keys';
import {
  type ByteRange,
  type MediaObject,
  MediaStorage,
  type MediaType,
  type PutOptions,
  RangeNotSatisfiable,
  type StoredMedia,
} from './media-storage.port';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
  /** where the bucket's public objects are reachable by browsers (a CDN or the bucket's own address) */
  publicUrl?: string;
}

const missing = (err: unknown) =>
  err instanceof NoSuchKey ||
  err instanceof NotFound ||
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** Media in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2), under the same content-addressed keys as on disk. */
export class S3MediaStorage extends MediaStorage {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicBase: string | null;

  constructor(settings: S3Settings) {
    super();
    this.bucket = settings.bucket;
    this.publicBase = settings.publicUrl ? settings.publicUrl.replace(/\/+$/, '') : null;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: { accessKeyId: settings.accessKey, secretAccessKey: settings.secretKey },
      // MinIO and most compatible servers address buckets by path, not by subdomain
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** The browser-facing address of a public object when S3_PUBLIC_URL is set (else the API proxies it). */
  override publicUrl(url: string): string | null {
    const key = keyOf(url);
    return this.publicBase && key && !isPrivateKey(key) ? `${this.publicBase}/${key}` : null;
  }

  async put(data: Buffer, type: MediaType, opts: PutOptions = {}): Promise<string> {
    const key = mediaKey(data, type, opts.private);
    const headers = {
      ContentType: type,
      CacheControl: opts.private ? 'private, no-store' : 'public, max-age=31536000, immutable',
    };
    if (await this.exists(key)) {
      // copied onto itself: fresh again, as the orphan sweep goes by age
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: key,
          CopySource: `${this.bucket}/${key}`,
          MetadataDirective: 'REPLACE',
          ...headers,
        }),
      );
    } else {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentLength: data.length, ...headers }),
      );
    }
    return urlOf(key);
  }

  async read(url: string): Promise<Buffer> {
    const object = await this.open(url);
    if (!object) throw Object.assign(new Error(`No stored media at ${url}`), { code: 'ENOENT' });
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async open(url: string, range?: ByteRange): Promise<MediaObject | null> {
    const key = requireKey(url);
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: rangeHeader(range) }),
      );
      if (!(out.Body instanceof Readable)) throw new Error('The S3 client answered a body that is not a Node stream');
      const part = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(out.ContentRange ?? '');
      return {
        body: out.Body,
        size: out.ContentLength,
        type: contentTypeOf(key),
        range: part ? { start: Number(part[1]), end: Number(part[2]), total: Number(part[3]) } : undefined,
      };
    } catch (err) {
      if (missing(err)) return null;
      if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 416)
        throw new RangeNotSatisfiable();
      throw err;
    }
  }

  async delete(url: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: requireKey(url) }));
  }

  async *list(): AsyncIterable<StoredMedia> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      for (const o of page.Contents ?? []) {
        if (o.Key && keyOf(urlOf(o.Key))) yield { url: urlOf(o.Key), modified: o.LastModified ?? new Date() };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  private async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (missing(err)) return false;
      throw err;
    }
  }
}

/** The HTTP Range header of a part, or none for the whole file. */
function rangeHeader(range: ByteRange | undefined): string | undefined {
  if (!range) return undefined;
  return 'suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}`;
}
