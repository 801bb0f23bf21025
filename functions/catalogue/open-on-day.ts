/**
 * "Open on {day}" over any list (decision 019): the list is read in its own order, a
 * page's worth at a time, and only listings with a free slot that day are kept (openOn: four
 * queries per batch, and one for the listings' first options). At most ROUNDS batches per page: a page past mostly closed listings may come
 * back short, with Next to go on, rather than read the whole catalogue.
 */
import type { Paging } from '#shared/catalogue-query';
import type { Database } from '#functions/db/client';
import type { Page } from '#functions/api/pagination';
import { openOn } from '#functions/scheduling/open-on';
import { optionsOfMany } from './repository';
import { rulesOfMany } from './free-search-repository';
import type { Listing } from './listing';

const ROUNDS = 6;

export async function openOnDay<T extends Page<Listing>>(
  db: Database,
  day: string,
  paging: Paging,
  now: number,
  read: (paging: Paging) => Promise<T>,
): Promise<Page<Listing>> {
  const kept: Listing[] = [];
  let cursor = paging.cursor;
  let first: T | undefined;
  let last: T | undefined;
  for (let round = 0; round < ROUNDS && kept.length < paging.limit; round++) {
    last = await read({ ...paging, cursor, limit: paging.limit - kept.length });
    first ??= last;
    const ids = last.items.map((item) => item.id);
    const [options, rules] = await Promise.all([optionsOfMany(db, ids), rulesOfMany(db, ids)]);
    const batch = last.items.map((item, at) => ({
      ...rules.get(ids[at]!),
      id: ids[at]!,
      sellerId: item.sellerId,
      depositType: item.deposit?.type ?? null,
      depositValue: item.deposit?.value ?? null,
      option: options.get(ids[at]!)?.[0],
    }));
    const open = await openOn(db, batch, day, now);
    kept.push(...last.items.filter((item) => open.has(item.id)));
    if (!last.next) break;
    cursor = last.next;
  }
  return { items: kept, page: first!.page, hasMore: Boolean(last!.next), next: last!.next };
}
