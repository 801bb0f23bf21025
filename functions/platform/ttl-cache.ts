/**
 * A small in-process cache of answers that may be a few seconds old: each entry holds for `ttlMs`,
 * and past `maxEntries` the oldest goes first. A failed load is not kept. Per process, so each
 * server (or Worker isolate) keeps its own; nothing here must be the truth, only a hint.
 */
export function ttlCache<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return async function cached(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const entry = entries.get(key);
    if (entry && now - entry.at < ttlMs) return entry.value;
    const value = load();
    entries.delete(key);
    entries.set(key, { at: now, value });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    value.catch(() => entries.get(key)?.value === value && entries.delete(key));
    return value;
  };
}
