import type { AstroGlobal } from 'astro';
import { PagingSchema, type Paging } from '#shared/catalogue-query';
import { Refusal } from '#functions/platform/refusal';
import { statusOf } from '#functions/api/refusal-status';
import { isDatabaseUnavailable } from '#functions/db/errors';
import { countUnexpectedError } from '#functions/platform/error-count';
import { log } from '#functions/platform/log';

export type Loaded<T> = { data: T; error: null } | { data: null; error: string };

/**
 * Runs a page's database read. Unknown things answer 404 (the caller renders its not-found state);
 * a database out of reach shows the page's error message with 503 and Retry-After. Anything else
 * is a bug: it is counted, logged with its stack and rethrown, so the 500 page shows its request id.
 */
export async function load<T>(astro: AstroGlobal, read: () => Promise<T>, failure: string): Promise<Loaded<T>> {
  try {
    return { data: await read(), error: null };
  } catch (error) {
    if (error instanceof Refusal) {
      astro.response.status = statusOf(error);
      return { data: null, error: error.keyed };
    }
    const where = { requestId: astro.locals.requestId, path: astro.url.pathname, error };
    if (!isDatabaseUnavailable(error)) {
      countUnexpectedError();
      log.error('page error', where);
      throw error;
    }
    log.error('database unavailable', where);
    astro.response.status = 503;
    astro.response.headers.set('Retry-After', '5');
    return { data: null, error: failure };
  }
}

/** Page number or cursor from the query string; anything malformed falls back to the first page. */
export function pagingFrom(url: URL): Paging {
  const parsed = PagingSchema.safeParse({
    page: url.searchParams.get('page') ?? undefined,
    cursor: url.searchParams.get('cursor') ?? undefined,
  });
  return parsed.success ? parsed.data : PagingSchema.parse({});
}
