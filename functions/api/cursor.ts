import { z } from 'zod';
import { Refusal } from '#functions/platform/refusal';

/**
 * Cursors for every list the API pages (decision 010): an opaque token naming where the next page
 * starts (the last row's sort key), so a page never shifts when rows are added and nothing is out
 * of reach, however long the list. Base64url of a small JSON object; never trusted beyond its shape.
 */
export function encodeCursor(position: Record<string, number>): string {
  return btoa(JSON.stringify(position)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const CURSOR_MESSAGE = 'api.pageLinkStale';

export function decodeCursor<T>(cursor: string, shape: z.ZodType<T>): T {
  try {
    const json = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed = shape.safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data;
  } catch {
    // not base64 or not JSON: the same answer
  }
  throw new Refusal('invalid', CURSOR_MESSAGE);
}

/** A sort position: whole numbers only (ids, offsets, instants). */
export const position = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
