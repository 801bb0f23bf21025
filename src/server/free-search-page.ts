/**
 * The "When and where" form of the search page (decision 041) as plain GET fields: a day, a part
 * of the day, a town or area, an order. What they ask becomes the API's question; a day nobody can
 * book (a past one, a malformed one) comes back as the problem to show, not a failed page.
 */
import { DAY_PARTS, nairobiDateKey, addDays } from '#shared/booking-time';
import { FREE_SORTS, FreeSearchSchema, timeOf, type FreeSearch } from '#shared/free-search';
import type { Message } from '#shared/i18n/translate';
import { issueMessage } from '#functions/api/validate';
import { weekdayOf } from '#functions/scheduling/clock';

export const PART_IDS = DAY_PARTS.map((part) => part.id);

export function freeAskedFrom(url: URL): { asked: FreeSearch | null; problem: Message | null } {
  const params = url.searchParams;
  const date = params.get('date');
  if (!date) return { asked: null, problem: null };
  const part = DAY_PARTS.find((item) => item.id === params.get('part'));
  const sort = FREE_SORTS.find((item) => item === params.get('sort'));
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const parsed = FreeSearchSchema.safeParse({
    date,
    ...(part ? { from: timeOf(part.from), to: timeOf(part.to) } : {}),
    q: text('q'),
    category: text('category'),
    subcategory: text('subcategory'),
    town: text('town'),
    atHome: params.get('atHome') === '1' ? '1' : undefined,
    sort,
    cursor: text('cursor'),
  });
  return parsed.success
    ? { asked: parsed.data, problem: null }
    : { asked: null, problem: issueMessage(parsed.error.issues[0]) };
}

/** The days the form offers: today, tomorrow and the twelve after, by date. */
export const formDays = (now: number) => Array.from({ length: 14 }, (_, days) => addDays(nairobiDateKey(now), days));

/** "This weekend": the coming Saturday, today when it is one. */
export function comingSaturday(now: number): string {
  let date = nairobiDateKey(now);
  while (weekdayOf(date) !== 6) date = addDays(date, 1);
  return date;
}
