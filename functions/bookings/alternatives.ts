/**
 * When a provider cancels late (decision 051): three other providers free near the cancelled
 * visit's time, found as "who is free" finds them (decision 041): the same kind of service, in the
 * listing's town, on the visit's day from two hours before its start to three after, earliest first.
 */
import { findService } from '#functions/catalogue/public';
import { freeSearch } from '#functions/catalogue/free-search';
import type { Database } from '#functions/db/client';
import { nairobiIso } from '#functions/scheduling/clock';
import { slotLabel } from '#shared/booking-time';
import { FreeSearchSchema, minutesOf, timeOf } from '#shared/free-search';
import type { BookingView } from '#shared/bookings';
import type { BookingRow } from './repository';

/** A cancellation this close to the start, of a booking the provider had confirmed, is late. */
export const LATE_CANCEL_HOURS = 24;

/** Another provider free then: the listing, its first free start (the grid's label) and its page. */
export interface Alternative {
  name: string;
  time: string;
  url: string;
}

/** Whether the provider cancelled a booking they had confirmed less than LATE_CANCEL_HOURS before its start. */
export function cancelledLate(view: BookingView): boolean {
  const last = view.history.at(-1);
  if (!last || last.status !== 'cancelled' || last.by !== 'provider') return false;
  const confirmed = view.history.some((event) => event.status === 'confirmed');
  return confirmed && view.startsAt - Date.parse(last.at) < LATE_CANCEL_HOURS * 3_600_000;
}

export async function alternativesFor(
  db: Database,
  booking: Pick<BookingRow, 'serviceId' | 'sellerId' | 'date' | 'time' | 'startsAt'>,
  site: string,
  now: number,
): Promise<Alternative[]> {
  const listing = booking.serviceId === null ? undefined : await findService(db, booking.serviceId);
  if (!listing) return [];
  const start = minutesOf(nairobiIso(booking.startsAt).slice(11, 16));
  const asked = FreeSearchSchema.safeParse({
    date: booking.date,
    from: timeOf(Math.max(0, start - 120)),
    to: timeOf(Math.min(24 * 60, start + 180)),
    category: listing.category,
    subcategory: listing.subcategory,
    town: listing.town,
    limit: 8,
  });
  if (!asked.success) return [];
  const { items } = await freeSearch(db, asked.data, now);
  return items
    .filter((item) => item.listing.sellerId !== booking.sellerId)
    .slice(0, 3)
    .map((item) => ({
      name: item.listing.name,
      time: slotLabel(minutesOf(item.freeAt[0]!)),
      url: `${site}/service/${item.listing.id}`,
    }));
}
