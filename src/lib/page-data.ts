import type { AstroGlobal } from 'astro';
import { PagingSchema, type Paging } from '../shared/catalogue-query';
import { HttpError } from '../../functions/api/http-error';
import { log } from '../../functions/platform/log';

export type Loaded<T> = { data: T; error: null } | { data: null; error: string };

/**
 * Runs a page's database read. Unknown things answer 404 (the caller renders its not-found state);
 * anything else is logged and shown as the page's error message with status 503, never a crash.
 */
export async function load<T>(astro: AstroGlobal, read: () => Promise<T>, failure: string): Promise<Loaded<T>> {
  try {
    return { data: await read(), error: null };
  } catch (error) {
    if (error instanceof HttpError) {
      astro.response.status = error.status;
      return { data: null, error: error.message };
    }
    log.error('page data failed', { requestId: astro.locals.requestId, path: astro.url.pathname, error });
    astro.response.status = 503;
    return { data: null, error: failure };
  }
}

/** Page number and size from the query string; anything malformed falls back to the first page. */
export function pagingFrom(url: URL): Paging {
  const parsed = PagingSchema.safeParse({ page: url.searchParams.get('page') ?? undefined });
  return parsed.success ? parsed.data : PagingSchema.parse({});
}
