/**
 * "Who is free, when and where I want" (decision 041): the question as the API, the search page's
 * GET form and the card links ask it. A window is a Nairobi date and times within it; a place is
 * a town, an area (searched within `radiusKm` of its centre) or a position (`near`).
 */
import { z } from 'zod';
import { HOME_LIMITS } from './home-visits';
import { keyed } from './i18n/issue';
import { findPlace, inKenya, type Place } from './gazetteer';
import { PICKER_TOWNS } from './locations';
import { isDateKey, nairobiDateKey } from './booking-time';
import { ListingFilterSchema, MAX_PAGE_SIZE, MAX_QUERY_LENGTH } from './catalogue-query';

export const FREE_SORTS = ['earliest', 'nearest', 'price', 'rating'] as const;
export type FreeSort = (typeof FREE_SORTS)[number];
/** How far around an area or a position a search looks unless told. */
export const DEFAULT_RADIUS_KM = 5;
/** The free starts a card shows. */
export const STARTS_SHOWN = 4;
export const DEFAULT_FREE_PAGE = 20;

/** "09:00" as minutes after midnight; "24:00" is the day's end. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const time = (name: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, keyed('api.freeTimeShape', { name }))
    .transform(minutesOf);

const position = z
  .string()
  .trim()
  .regex(/^-?\d{1,2}(\.\d{1,7})?,-?\d{1,3}(\.\d{1,7})?$/, 'api.nearShape')
  .transform((text) => {
    const [lat, lng] = text.split(',').map(Number) as [number, number];
    return { lat, lng };
  })
  .refine(({ lat, lng }) => inKenya(lat, lng), 'api.nearShape');

/** A picker town, or an area the gazetteer knows (searched around its centre). */
export type Where = { town: string } | { around: Place; radiusKm: number } | null;

export const FreeSearchSchema = z
  .object({
    date: z.string().refine(isDateKey, 'api.freeDateShape'),
    from: time('from').default(0),
    to: time('to').default(24 * 60),
    q: z
      .string()
      .trim()
      .max(MAX_QUERY_LENGTH, keyed('api.searchTooLong', { max: MAX_QUERY_LENGTH }))
      .optional(),
    category: ListingFilterSchema.shape.category,
    subcategory: ListingFilterSchema.shape.subcategory,
    town: z.string().trim().min(1).max(60).optional(),
    near: position.optional(),
    radiusKm: z.coerce
      .number({ error: keyed('api.wholeNumber', { name: 'radiusKm', min: 1, max: 100 }) })
      .int(keyed('api.wholeNumber', { name: 'radiusKm', min: 1, max: 100 }))
      .min(1, keyed('api.wholeNumber', { name: 'radiusKm', min: 1, max: 100 }))
      .max(100, keyed('api.wholeNumber', { name: 'radiusKm', min: 1, max: 100 }))
      .default(DEFAULT_RADIUS_KM),
    minPrice: ListingFilterSchema.shape.minPrice,
    maxPrice: ListingFilterSchema.shape.maxPrice,
    sort: z.enum(FREE_SORTS, { error: keyed('api.sortBy', { sorts: FREE_SORTS.join(', ') }) }).default('earliest'),
    /** `1`: visits at the client's place, from providers whose area reaches the town, area or position (decision 043). */
    atHome: z
      .enum(['0', '1'])
      .optional()
      .transform((value) => value === '1'),
    /** An option's name: listings that offer one by that name, searched for its length. */
    option: z.string().trim().min(1).max(120).optional(),
    limit: z.coerce
      .number({ error: keyed('api.wholeNumber', { name: 'limit', min: 1, max: MAX_PAGE_SIZE }) })
      .int(keyed('api.wholeNumber', { name: 'limit', min: 1, max: MAX_PAGE_SIZE }))
      .min(1, keyed('api.wholeNumber', { name: 'limit', min: 1, max: MAX_PAGE_SIZE }))
      .max(MAX_PAGE_SIZE, keyed('api.wholeNumber', { name: 'limit', min: 1, max: MAX_PAGE_SIZE }))
      .default(DEFAULT_FREE_PAGE),
    /** Where the next page starts, as the last answer gave it: "key_id" (a rating's key has decimals). */
    cursor: z
      .string()
      .max(60, 'api.badCursor')
      .regex(/^\d+(\.\d+)?(e-?\d+)?_\d{1,12}$/, 'api.badCursor')
      .optional(),
  })
  .superRefine((asked, ctx) => {
    if (isDateKey(asked.date) && asked.date < nairobiDateKey(Date.now()))
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'api.freeDatePast' });
    if (asked.to <= asked.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'api.freeWindowOrder' });
    if (asked.town && asked.near) ctx.addIssue({ code: 'custom', path: ['near'], message: 'api.townOrNear' });
    if (asked.atHome && !asked.town && !asked.near)
      ctx.addIssue({ code: 'custom', path: ['atHome'], message: 'api.atHomeWhere' });
    if (asked.town && !knownTown(asked.town) && !findPlace(asked.town))
      ctx.addIssue({
        code: 'custom',
        path: ['town'],
        message: keyed('api.unknownTown', { town: asked.town, towns: PICKER_TOWNS.join(', ') }),
      });
  });

export type FreeSearch = z.output<typeof FreeSearchSchema>;

/** How far around the point a search reads: the radius asked, or for home visits the farthest any provider goes. */
const reach = (asked: Pick<FreeSearch, 'radiusKm' | 'atHome'>) =>
  asked.atHome ? HOME_LIMITS.homeRadiusKm.max : asked.radiusKm;

const knownTown = (name: string) => PICKER_TOWNS.find((town) => town.toLowerCase() === name.trim().toLowerCase());

/**
 * Where a valid search looks: a town by its name, an area or a position with the radius around it.
 * A visit at the client's place is looked for around their town's, area's or position's point,
 * as far as any provider goes (each listing's own area decides).
 */
export function whereOf(asked: Pick<FreeSearch, 'town' | 'near' | 'radiusKm' | 'atHome'>): Where {
  if (asked.near) return { around: { key: '', name: '', town: '', ...asked.near }, radiusKm: reach(asked) };
  if (!asked.town) return null;
  const town = knownTown(asked.town);
  if (town && asked.atHome) {
    const centre = findPlace(town);
    return centre ? { around: centre, radiusKm: reach(asked) } : null;
  }
  if (town) return { town };
  const area = findPlace(asked.town);
  return area ? { around: area, radiusKm: reach(asked) } : null;
}
