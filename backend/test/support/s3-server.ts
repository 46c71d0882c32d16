import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import S3rver from 's3rver';
import FilesystemStore from 's3rver/lib/stores/filesystem';

import { freePort } from './processes';

export interface S3Server {
  /** the S3_* settings that point the app at this server */
  env: { S3_ENDPOINT: string; S3_BUCKET: string; S3_ACCESS_KEY: string; S3_SECRET_KEY: string; S3_REGION: string };
  close(): Promise<void>;
}

/**
 * s3rver keeps an object's metadata in a file it rewrites in place (truncate, then write), and a copy
 * of an object onto itself (what MediaStorage.put does for content already stored) rewrites it: a
 * HEAD or GET of that key at the same moment reads half a file and answers 500. S3 and MinIO replace
 * metadata atomically; here reads and writes of one key's metadata take turns.
 */
const metadataTurns = new Map<string, Promise<unknown>>();
function inTurn<T>(id: string, run: () => Promise<T>): Promise<T> {
  const result = (metadataTurns.get(id) ?? Promise.resolve()).then(run, run);
  const done = result.catch(() => undefined);
  metadataTurns.set(id, done);
  void done.then(() => metadataTurns.get(id) === done && metadataTurns.delete(id));
  return result;
}
const { getMetadata, putMetadata } = FilesystemStore.prototype;
FilesystemStore.prototype.getMetadata = function (bucket, key) {
  return inTurn(`${bucket}/${key}`, () => getMetadata.call(this, bucket, key));
};
FilesystemStore.prototype.putMetadata = function (bucket, key, ...rest) {
  return inTurn(`${bucket}/${key}`, () => putMetadata.call(this, bucket, key, ...rest));
};

/** A real S3 protocol server (s3rver) on a free port, with one empty bucket, storing into a temporary folder. */
export async function startS3(bucket = 'aigirls-media'): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'aigirls-s3-'));
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return {
    // s3rver accepts its own fixed credentials
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
