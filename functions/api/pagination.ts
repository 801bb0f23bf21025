import type { Context } from 'hono';

/** Lists stay plain arrays (as clients expect); paging travels in headers: the next page's cursor and link. */
export interface Page<T> {
  items: T[];
  /** The page's number, for people: counted from the first page however it was reached. */
  page: number;
  hasMore: boolean;
  /** Where the next page starts (`?cursor=`), or null on the last page. */
  next: string | null;
}

export function pagedJson<T>(c: Context, page: Page<T>) {
  c.header('X-Page', String(page.page));
  c.header('X-Has-More', String(page.hasMore));
  if (page.next) {
    const next = new URL(c.req.url);
    next.searchParams.delete('page');
    next.searchParams.set('cursor', page.next);
    c.header('X-Next-Cursor', page.next);
    c.header('Link', `<${next.pathname}${next.search}>; rel="next"`);
  }
  return c.json(page.items);
}
