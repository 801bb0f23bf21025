import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { dirname, join } from 'node:path';
import { isValidStorageKey, type MediaStorage } from './storage';

/** Node target: one file per key under a folder, with the content type in a sidecar file. */
export function createDiskStorage(root: string): MediaStorage {
  const pathOf = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return join(root, key);
  };
  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      await writeFile(`${path}.type`, contentType);
    },
    async putStream(key, body, contentType) {
      const path = pathOf(key);
      const partial = `${path}.partial`;
      await mkdir(dirname(path), { recursive: true });
      try {
        await pipeline(Readable.fromWeb(body as import('node:stream/web').ReadableStream), createWriteStream(partial));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      await writeFile(`${path}.type`, contentType);
      await rename(partial, path);
    },
    async head(key) {
      if (!isValidStorageKey(key)) return null;
      try {
        const path = pathOf(key);
        const [info, contentType] = await Promise.all([stat(path), readFile(`${path}.type`, 'utf8')]);
        return { size: info.size, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async get(key, span) {
      const info = await this.head(key);
      if (!info) return null;
      const range = span ? { start: span.offset, end: span.offset + span.length - 1 } : {};
      const stream = createReadStream(pathOf(key), range);
      return { ...info, body: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
    },
    async delete(keys) {
      await Promise.all(
        keys.flatMap((key) => [rm(pathOf(key), { force: true }), rm(`${pathOf(key)}.type`, { force: true })]),
      );
    },
  };
}
