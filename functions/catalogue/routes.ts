import { said } from '#functions/api/said';
import { Hono } from 'hono';
import { z } from 'zod';
import { BrowseParamsSchema, PagingSchema, SearchParamsSchema } from '#shared/catalogue-query';
import { MESSAGES } from '#shared/messages';
import type { AppEnv } from '#functions/api/env';
import { pagedJson } from '#functions/api/pagination';
import { valid } from '#functions/api/validate';
import { browse, getServiceDetail } from './service';
import { findListings } from './search-page';
import { freeJson, freeSearch } from './free-search';
import { FreeSearchSchema } from '#shared/free-search';
import { listingJson, listingsJson } from './listing';

const SubcategoryParamsSchema = PagingSchema.extend({
  subcategory: z.string({ error: MESSAGES.noSubcategory }).trim().min(1, MESSAGES.noSubcategory).max(120),
});

/** The read side of the catalogue (spec section 7): lists are arrays, paged by `cursor` (or `page`) and `limit`. */
export const catalogueRoutes = new Hono<AppEnv>()
  .get('/services/search', valid('query', SearchParamsSchema), async (c) => {
    const { query, page, limit, cursor, ...filter } = c.req.valid('query');
    // The page's search, places and closest words included (search-page.ts).
    const found = await findListings(c.var.platform.db, query, filter, { page, limit, cursor });
    return pagedJson(c, listingsJson(found.page));
  })
  .get('/services', valid('query', BrowseParamsSchema), async (c) => {
    const { page, limit, cursor, ...filter } = c.req.valid('query');
    return pagedJson(c, listingsJson(await browse(c.var.platform.db, filter, { page, limit, cursor })));
  })
  // Before /services/:categoryId, which would take "free" for a category.
  .get('/services/free', valid('query', FreeSearchSchema), async (c) =>
    c.json(freeJson(await freeSearch(c.var.platform.db, c.req.valid('query'), Date.now()))),
  )
  .get('/services/:categoryId', valid('query', PagingSchema), async (c) => {
    const paging = c.req.valid('query');
    return pagedJson(c, listingsJson(await browse(c.var.platform.db, { category: c.req.param('categoryId') }, paging)));
  })
  .get('/subcategory', valid('query', SubcategoryParamsSchema), async (c) => {
    const { subcategory, ...paging } = c.req.valid('query');
    if (!subcategory.includes('/')) return c.json(said(c, 'api.subcategoryShape'), 400);
    return pagedJson(c, listingsJson(await browse(c.var.platform.db, { subcategory }, paging)));
  })
  .get('/service/:id', async (c) => {
    const detail = await getServiceDetail(c.var.platform.db, c.req.param('id'), c.var.user?.id ?? null);
    return c.json({
      ...listingJson(detail.listing),
      seller: detail.seller,
      sellerListings: detail.sellerListings.map(listingJson),
      similar: detail.similar.map(listingJson),
    });
  });
