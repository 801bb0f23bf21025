/**
 * Pages everyone gets alike, kept in the process for as long as a CDN may keep them (decision
 * 019): a request with no cookie and no credentials for an address rendered a moment ago gets the
 * same bytes without rendering again, already compressed for its encoding (on Node; on Workers the
 * edge compresses). An entry holds for the public policy's s-maxage (60 s) and only while the
 * catalogue's version is the one it was rendered at, so a changed listing shows at once. At most
 * MAX_ENTRIES pages are kept, the least recently used going first.
 */
import { revalidated, withEtag } from '#functions/platform/etag';
import type { Encoding } from '#functions/platform/compress';
import type { Platform } from '#functions/platform/platform';
import { catalogueVersionOf } from './repository';
import { LOCALE_COOKIE } from '#shared/i18n/locales';

const TTL_MS = 60_000;
const MAX_ENTRIES = 300;

interface Entry {
  version: number;
  at: number;
  headers: Array<[string, string]>;
  body: Uint8Array;
  encoded: Partial<Record<Encoding, Uint8Array>>;
}

const pages = new Map<string, Entry>();

/**
 * Whether the request carries no cookie but the language choice: that one only decides where an
 * English address redirects (src/middleware.ts), never a page's bytes (decision 020).
 */
export function onlyLanguageCookie(request: Request): boolean {
  const header = request.headers.get('Cookie');
  if (!header) return true;
  return header.split(';').every((part) => !part.trim() || part.trim().startsWith(`${LOCALE_COOKIE}=`));
}

/** Whether a request could be answered for anyone: a GET with no cookie (but the language) and no credentials. */
export const anonymousGet = (request: Request) =>
  request.method === 'GET' && onlyLanguageCookie(request) && !request.headers.has('Authorization');

const encodingFor = (request: Request): Encoding | null => {
  const accepted = request.headers.get('Accept-Encoding') ?? '';
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
};

export async function cachedPage(platform: Platform, request: Request, now = Date.now()): Promise<Response | null> {
  if (platform.config.PAGE_CACHE === 'off') return null;
  const entry = pages.get(request.url);
  if (!entry || now - entry.at >= TTL_MS || entry.version !== (await catalogueVersionOf(platform.db))) return null;
  pages.delete(request.url);
  pages.set(request.url, entry);
  return revalidated(request, answer(platform, request, entry));
}

/**
 * Keeps a page everyone gets alike (with its ETag) and answers it. The page is compressed for the
 * asker here, once, so the next visitor gets bytes ready to send (brotli at a high quality costs a
 * few tens of milliseconds on a 100 KB page: worth paying once, not on the first hit after).
 */
export async function keepPage(platform: Platform, request: Request, response: Response, now = Date.now()) {
  const tagged = await withEtag(request, response);
  if (platform.config.PAGE_CACHE === 'off' || tagged.status !== 200) return tagged;
  const version = await catalogueVersionOf(platform.db);
  const body = new Uint8Array(await tagged.arrayBuffer());
  const headers = [...tagged.headers].filter(([name]) => !['x-request-id', 'set-cookie'].includes(name.toLowerCase()));
  if (pages.size >= MAX_ENTRIES) pages.delete(pages.keys().next().value!);
  const entry: Entry = { version, at: now, headers, body, encoded: {} };
  pages.set(request.url, entry);
  const answered = answer(platform, request, entry);
  for (const [name, value] of tagged.headers) if (!answered.headers.has(name)) answered.headers.set(name, value);
  return answered;
}

/** The kept page as this request takes it: compressed for its encoding (once per encoding) where the server compresses. */
function answer(platform: Platform, request: Request, entry: Entry): Response {
  const headers = new Headers(entry.headers);
  const encoding = platform.compress ? encodingFor(request) : null;
  let body = entry.body;
  if (encoding && platform.compress) {
    body = entry.encoded[encoding] ??= platform.compress(entry.body, encoding);
    headers.set('Content-Encoding', encoding);
    headers.append('Vary', 'Accept-Encoding');
  }
  headers.set('Content-Length', String(body.byteLength));
  return new Response(body.slice(), { status: 200, headers });
}
