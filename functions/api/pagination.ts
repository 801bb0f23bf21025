import type { Context } from 'hono';
import type { Page } from '../catalogue/service';

/** Lists stay plain arrays (as clients expect); paging travels in headers. */
export function pagedJson<T>(c: Context, page: Page<T>) {
  c.header('X-Page', String(page.page));
  c.header('X-Has-More', String(page.hasMore));
  if (page.hasMore) {
    const next = new URL(c.req.url);
    next.searchParams.set('page', String(page.page + 1));
    c.header('Link', `<${next.pathname}${next.search}>; rel="next"`);
  }
  return c.json(page.items);
}
