import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import S3rver from 's3rver';

import { freePort } from './processes';

export interface S3Server {
  /** the S3_* settings that point the app at this server */
  env: { S3_ENDPOINT: string; S3_BUCKET: string; S3_ACCESS_KEY: string; S3_SECRET_KEY: string; S3_REGION: string };
  close(): Promise<void>;
}

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
