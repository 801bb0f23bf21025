import { z } from 'zod';
import { keyed } from './i18n/issue';
import type { MessageKey } from './i18n/en';

/** Paging for every list: a cursor (or a 1-based page, for the first pages), at most MAX_PAGE_SIZE items. */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 60;
export const MAX_PAGE = 1000;
export const MAX_QUERY_LENGTH = 200;
/** Search counts its matches up to this many, then says "1,000+" (decision 019). */
export const COUNT_CAP = 1000;

const price = z.coerce
  .number({ error: 'api.pricesMustBeNumbers' })
  .int('api.wholeShillings')
  .min(0, 'api.pricesCannotBeNegative')
  .max(100_000_000, 'api.priceIsTooLarge');

const whole = (name: string, max: number) =>
  z.coerce
    .number({ error: keyed('api.wholeNumber', { name, min: 1, max }) })
    .int(keyed('api.wholeNumber', { name, min: 1, max }))
    .min(1, keyed('api.wholeNumber', { name, min: 1, max }))
    .max(max, keyed('api.wholeNumber', { name, min: 1, max }));

export const PagingSchema = z.object({
  page: whole('page', MAX_PAGE).default(1),
  limit: whole('limit', MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  /** Where the next page starts, from the previous page's answer; wins over `page`. */
  cursor: z.string().trim().min(1).max(200).optional(),
});

/** Optional narrowing shared by search and browse. Category accepts slugs and earlier ids. */
export const LISTING_SORTS = ['recommended', 'rating', 'price-asc', 'price-desc', 'newest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
/** Each order's name, in the order the sort links show them. */
export const SORT_LABELS: ReadonlyArray<{ id: ListingSort; label: MessageKey }> = [
  { id: 'recommended', label: 'list.recommended' },
  { id: 'rating', label: 'list.topRated' },
  { id: 'price-asc', label: 'list.priceAsc' },
  { id: 'price-desc', label: 'list.priceDesc' },
  { id: 'newest', label: 'list.newest' },
];

export const ListingFilterSchema = z.object({
  category: z.string().trim().min(1, 'api.categoryCannotBeEmpty').max(60, 'api.unknownCategory').optional(),
  subcategory: z.string().trim().min(1, 'messages.noSubcategory').max(120, 'api.unknownSubcategory').optional(),
  location: z.string().trim().min(1, 'messages.noLocation').max(100, 'api.locationTooLong').optional(),
  minPrice: price.optional(),
  maxPrice: price.optional(),
  /**
   * `rating`: best rated first, by a Bayesian average (decision 013); `price-asc`/`price-desc`: by
   * the "from" price; `newest`; otherwise (`recommended`) featured first, then newest.
   */
  sort: z.enum(LISTING_SORTS, { error: keyed('api.sortBy', { sorts: LISTING_SORTS.join(', ') }) }).optional(),
  /** "Open on {day}": only listings with a free slot on this Nairobi date. */
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be a date like 2026-11-28')
    .optional(),
  /** Only listings whose reviews average at least this many stars. */
  minRating: z.coerce
    .number({ error: keyed('api.wholeNumber', { name: 'minRating', min: 1, max: 5 }) })
    .int(keyed('api.wholeNumber', { name: 'minRating', min: 1, max: 5 }))
    .min(1, keyed('api.wholeNumber', { name: 'minRating', min: 1, max: 5 }))
    .max(5, keyed('api.wholeNumber', { name: 'minRating', min: 1, max: 5 }))
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
    .string({ error: 'messages.noSearchQuery' })
    .trim()
    .min(1, 'messages.noSearchQuery')
    .max(MAX_QUERY_LENGTH, keyed('api.searchTooLong', { max: MAX_QUERY_LENGTH })),
});

export const BrowseParamsSchema = ListingFilterSchema.extend(PagingSchema.shape);

export type ListingFilter = z.infer<typeof ListingFilterSchema>;
export type Paging = z.infer<typeof PagingSchema>;
