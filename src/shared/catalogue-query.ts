import { z } from 'zod';

/** Paging for every list: a cursor (or a 1-based page, for the first pages), at most MAX_PAGE_SIZE items. */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 60;
export const MAX_PAGE = 1000;
export const MAX_QUERY_LENGTH = 200;
/** Search counts its matches up to this many, then says "1,000+" (decision 019). */
export const COUNT_CAP = 1000;

const price = z.coerce
  .number({ error: 'Prices must be numbers' })
  .int('Prices must be whole shillings')
  .min(0, 'Prices cannot be negative')
  .max(100_000_000, 'Price is too large');

const whole = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number from 1 to ${max}` })
    .int(`${name} must be a whole number from 1 to ${max}`)
    .min(1, `${name} must be a whole number from 1 to ${max}`)
    .max(max, `${name} must be a whole number from 1 to ${max}`);

export const PagingSchema = z.object({
  page: whole('page', MAX_PAGE).default(1),
  limit: whole('limit', MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  /** Where the next page starts, from the previous page's answer; wins over `page`. */
  cursor: z.string().trim().min(1).max(200).optional(),
});

/** Optional narrowing shared by search and browse. Category accepts slugs and earlier ids. */
export const LISTING_SORTS = ['recommended', 'rating', 'price-asc', 'price-desc', 'newest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const ListingFilterSchema = z.object({
  category: z.string().trim().min(1, 'Category cannot be empty').max(60, 'Unknown category').optional(),
  subcategory: z.string().trim().min(1, 'No subcategory provided.').max(120, 'Unknown subcategory').optional(),
  location: z
    .string()
    .trim()
    .min(1, 'No location provided.')
    .max(100, 'Location can be at most 100 characters')
    .optional(),
  minPrice: price.optional(),
  maxPrice: price.optional(),
  /**
   * `rating`: best rated first, by a Bayesian average (decision 013); `price-asc`/`price-desc`: by
   * the "from" price; `newest`; otherwise (`recommended`) featured first, then newest.
   */
  sort: z.enum(LISTING_SORTS, { error: `Sort by ${LISTING_SORTS.join(', ')}` }).optional(),
  /** "Open on {day}": only listings with a free slot on this Nairobi date (issue 19). */
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be a date like 2026-11-28')
    .optional(),
  /** Only listings whose reviews average at least this many stars. */
  minRating: z.coerce
    .number({ error: 'minRating must be a whole number from 1 to 5' })
    .int('minRating must be a whole number from 1 to 5')
    .min(1, 'minRating must be a whole number from 1 to 5')
    .max(5, 'minRating must be a whole number from 1 to 5')
    .optional(),
});

/**
 * The sort, the stars filter and the price range from a page's address; anything malformed is
 * simply ignored (a page never fails on a hand-edited address).
 */
export function trustFrom(url: URL): Pick<ListingFilter, 'sort' | 'minRating' | 'minPrice' | 'maxPrice' | 'day'> {
  const asked = url.searchParams.get('sort');
  const sort = LISTING_SORTS.find((item) => item === asked && item !== 'recommended');
  const stars = Number(url.searchParams.get('minRating'));
  const shillings = (name: string) => {
    const raw = url.searchParams.get(name);
    const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
    return Number.isInteger(value) && value >= 0 && value <= 100_000_000 ? value : undefined;
  };
  return {
    sort,
    minRating: Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : undefined,
    minPrice: shillings('minPrice'),
    maxPrice: shillings('maxPrice'),
    day: /^\d{4}-\d{2}-\d{2}$/.test(url.searchParams.get('day') ?? '') ? url.searchParams.get('day')! : undefined,
  };
}

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
