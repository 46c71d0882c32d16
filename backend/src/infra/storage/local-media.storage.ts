import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { MEDIA_TYPES, MediaStorage, type MediaType } from './media-storage.port';

export const MEDIA_URL_PREFIX = '/media/';

/** Media on local disk (MEDIA_DIR), served by the API at /media. */
export class LocalMediaStorage extends MediaStorage {
  readonly root: string;

  constructor(dir: string) {
    super();
    this.root = resolve(dir);
  }

  async put(data: Buffer, type: MediaType): Promise<string> {
    const hash = createHash('sha256').update(data).digest('hex');
    const name = `${hash.slice(0, 2)}/${hash}.${MEDIA_TYPES[type]}`;
    const path = join(this.root, name);
    if (!(await exists(path))) {
      await mkdir(join(this.root, hash.slice(0, 2)), { recursive: true });
      const tmp = `${path}.${randomUUID()}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, path); // atomic: readers never see half a file
    }
    return MEDIA_URL_PREFIX + name;
  }

  async read(url: string): Promise<Buffer> {
    return readFile(this.pathOf(url));
  }

  async delete(url: string): Promise<void> {
    try {
      await unlink(this.pathOf(url));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  private pathOf(url: string): string {
    const name = url.startsWith(MEDIA_URL_PREFIX) ? url.slice(MEDIA_URL_PREFIX.length) : '';
    if (!/^[0-9a-f]{2}\/[0-9a-f]{64}\.[a-z0-9]{2,4}$/.test(name)) throw new Error(`Not a stored media URL: ${url}`);
    return join(this.root, name);
  }
}

async function exists(path: string) {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
