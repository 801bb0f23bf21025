/**
 * What hot public pages read, kept in the process (decision 019): an entry holds while the
 * catalogue's version (one row the database's triggers bump on every change to a listing, its
 * pictures or its options) is the one it was read at, and for at most a minute, since a listing
 * also leaves the site when its seller's paid time runs out, which no write announces. A burst of
 * visitors costs one tiny read each; the first after a change reads the catalogue again, once.
 * `PAGE_CACHE=off` turns it off (for the benchmark's comparison).
 */
import { catalogueVersionOf } from './repository';
import type { Platform } from '#functions/platform/platform';

export const READ_CACHE_MS = 60_000;
const MAX_ENTRIES = 200;

interface Entry {
  version: number;
  at: number;
  value: Promise<unknown>;
}

const entries = new Map<string, Entry>();

export async function cachedRead<T>(
  platform: Platform,
  key: string,
  load: () => Promise<T>,
  now = Date.now(),
): Promise<T> {
  if (platform.config.PAGE_CACHE === 'off') return load();
  const version = await catalogueVersionOf(platform.db);
  const entry = entries.get(key);
  if (entry && entry.version === version && now - entry.at < READ_CACHE_MS) return entry.value as Promise<T>;
  const value = load();
  // A failed read is not kept: the next visitor tries again.
  value.catch(() => entries.delete(key));
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, { version, at: now, value });
  return value;
}
