import { z } from 'zod';

/** Paging for every list: 1-based page, at most MAX_PAGE_SIZE items. */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 60;
export const MAX_PAGE = 1000;
export const MAX_QUERY_LENGTH = 200;

const price = z.coerce
  .number({ error: 'Prices must be numbers' })
  .int('Prices must be whole shillings')
  .min(0, 'Prices cannot be negative')
  .max(100_000_000, 'Price is too large');

export const PagingSchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** Optional narrowing shared by search and browse. Category accepts slugs and earlier ids. */
export const ListingFilterSchema = z.object({
  category: z.string().trim().min(1).max(60).optional(),
  subcategory: z.string().trim().min(1).max(60).optional(),
  location: z.string().trim().min(1).max(100).optional(),
  minPrice: price.optional(),
  maxPrice: price.optional(),
});

export const SearchParamsSchema = ListingFilterSchema.extend(PagingSchema.shape).extend({
  query: z
    .string({ error: 'No search query provided.' })
    .trim()
    .min(1, 'No search query provided.')
    .max(MAX_QUERY_LENGTH, `Search terms can be at most ${MAX_QUERY_LENGTH} characters`),
});

export const BrowseParamsSchema = ListingFilterSchema.extend(PagingSchema.shape);

export type ListingFilter = z.infer<typeof ListingFilterSchema>;
export type Paging = z.infer<typeof PagingSchema>;
