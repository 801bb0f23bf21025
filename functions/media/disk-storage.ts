import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
    async get(key) {
      if (!isValidStorageKey(key)) return null;
      try {
        const path = pathOf(key);
        const [body, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')]);
        return { body: new Uint8Array(body), contentType, size: body.byteLength };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(
        keys.flatMap((key) => [rm(pathOf(key), { force: true }), rm(`${pathOf(key)}.type`, { force: true })]),
      );
    },
  };
}
