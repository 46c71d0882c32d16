import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

import { contentTypeOf, keyOf, mediaKey, requireKey, urlOf } from './media-keys';
import {
  type MediaObject,
  MediaStorage,
  type MediaType,
  type PutOptions,
  type StoredMedia,
} from './media-storage.port';

/** Media on local disk (MEDIA_DIR), served by the API at /media. */
export class LocalMediaStorage extends MediaStorage {
  readonly root: string;

  constructor(dir: string) {
    super();
    this.root = resolve(dir);
  }

  async put(data: Buffer, type: MediaType, opts: PutOptions = {}): Promise<string> {
    const key = mediaKey(data, type, opts.private);
    const path = join(this.root, key);
    if (!(await exists(path))) {
      await mkdir(dirname(path), { recursive: true });
      const tmp = `${path}.${randomUUID()}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, path); // atomic: readers never see half a file
    } else {
      const now = new Date();
      await utimes(path, now, now).catch(() => undefined); // fresh again: the orphan sweep goes by age
    }
    return urlOf(key);
  }

  async read(url: string): Promise<Buffer> {
    return readFile(join(this.root, requireKey(url)));
  }

  async open(url: string): Promise<MediaObject | null> {
    const key = requireKey(url);
    const path = join(this.root, key);
    try {
      const { size } = await stat(path);
      return { body: createReadStream(path), size, type: contentTypeOf(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(url: string): Promise<void> {
    try {
      await unlink(join(this.root, requireKey(url)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  async *list(): AsyncIterable<StoredMedia> {
    for (const path of await walk(this.root)) {
      const url = urlOf(relative(this.root, path).split(sep).join('/'));
      if (!keyOf(url)) continue; // a temporary file being written
      const info = await stat(path).catch(() => null);
      if (info) yield { url, modified: info.mtime };
    }
  }
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))),
  );
  return nested.flat();
}

async function exists(path: string) {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
