/**
 * Astro's image endpoint on the Node server (`/_image`: blog covers and portraits in the sizes a
 * page asks for), with each picture it makes kept in the process. Astro's own endpoint decodes
 * and encodes the picture again on every request (about 100 ms of CPU for a cover); the address
 * names the source file by its content hash and the size, so the same address always makes the
 * same bytes and one encoding serves every visitor until the server restarts (decision 019).
 */
import type { APIRoute } from 'astro';
import { GET as transform } from 'astro/assets/endpoint/node';
import { revalidated } from '#functions/platform/etag';

const MAX_ENTRIES = 300;
const MAX_BYTES = 32 * 1024 * 1024;

interface Made {
  status: number;
  body: Uint8Array;
  headers: Array<[string, string]>;
}

/** Pictures made or being made, oldest first, and the size of each one made. */
const made = new Map<string, Promise<Made>>();
const sizes = new Map<string, number>();
let keptBytes = 0;

async function make(context: Parameters<APIRoute>[0], key: string): Promise<Made> {
  const response = await transform(context);
  const entry = {
    status: response.status,
    body: new Uint8Array(await response.arrayBuffer()),
    headers: [...response.headers],
  };
  if (entry.status !== 200) {
    made.delete(key); // a refusal or a failure is not kept
    return entry;
  }
  sizes.set(key, entry.body.byteLength);
  keptBytes += entry.body.byteLength;
  for (const oldKey of made.keys()) {
    if (made.size <= MAX_ENTRIES && keptBytes <= MAX_BYTES) break;
    if (oldKey === key || !sizes.has(oldKey)) continue;
    keptBytes -= sizes.get(oldKey)!;
    sizes.delete(oldKey);
    made.delete(oldKey);
  }
  return entry;
}

export const GET: APIRoute = async (context) => {
  const url = new URL(context.request.url);
  const key = url.pathname + url.search;
  let pending = made.get(key);
  if (!pending) {
    // Visitors asking for the same picture at once wait for one encoding.
    pending = make(context, key).catch((error: unknown) => {
      made.delete(key);
      throw error;
    });
    made.set(key, pending);
  }
  const entry = await pending;
  const headers = new Headers(entry.headers);
  headers.set('Date', new Date().toUTCString());
  const response = new Response(entry.body.slice(), { status: entry.status, headers });
  return entry.status === 200 ? revalidated(context.request, response) : response;
};
