import { randomUUID } from 'node:crypto';
import { createReadStream, utimesSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

import { contentTypeOf, keyOf, mediaKey, requireKey, urlOf } from './media-keys';
import {
  type ByteRange,
  type MediaObject,
  MediaStorage,
  type MediaType,
  type PutOptions,
  RangeNotSatisfiable,
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
    // a file already there (same bytes, same key) is made fresh again, for the orphan sweep goes by age;
    // one system call says both whether it is there and refreshes it (a stat first cost a second one)
    if (!(await touch(path))) {
      await mkdir(dirname(path), { recursive: true });
      const tmp = `${path}.${randomUUID()}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, path); // atomic: readers never see half a file
    }
    return urlOf(key);
  }

  async read(url: string): Promise<Buffer> {
    return readFile(join(this.root, requireKey(url)));
  }

  async open(url: string, range?: ByteRange): Promise<MediaObject | null> {
    const key = requireKey(url);
    const path = join(this.root, key);
    try {
      const { size } = await stat(path);
      if (!range || size === 0) return { body: createReadStream(path), size, type: contentTypeOf(key) };
      const start = 'suffix' in range ? Math.max(0, size - range.suffix) : range.start;
      const end = 'suffix' in range ? size - 1 : Math.min(size - 1, range.end ?? size - 1);
      if (start > end) throw new RangeNotSatisfiable();
      const part = { start, end, total: size };
      return {
        body: createReadStream(path, { start, end }),
        size: end - start + 1,
        type: contentTypeOf(key),
        range: part,
      };
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

/**
 * Sets a file's times to now: false when there is no such file (any other failure: it is there, as before).
 * Synchronous on purpose: one metadata call on the media volume takes microseconds, while its async form
 * hands it to the thread pool and back, two thread wake-ups that cost the worker more than the call
 * (about an eighth of its CPU per job at saturation when every job stored bytes already there).
 */
async function touch(path: string): Promise<boolean> {
  const now = new Date();
  try {
    utimesSync(path, now, now);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code !== 'ENOENT' && code !== 'ENOTDIR';
  }
}
