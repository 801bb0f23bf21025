/** What a service page says about the provider's time (decision 015): their week and their reliability. */
import type { Database } from '#functions/db/client';
import { ORDINARY_WEEK } from '#shared/booking-settings';
import { shownReliability } from '#shared/reliability';
import { weekOf } from '#functions/scheduling/hours';
import { providerReliability } from './reliability-repository';

export interface ProviderFacts {
  /** Monday first, as Kenyans read a week: each day's hours (minutes after midnight), or null when closed. */
  hours: Array<{ weekday: number; hours: { opens: number; closes: number } | null }>;
  /** Kept of confirmed bookings, or null until there are enough. */
  reliability: ReturnType<typeof shownReliability>;
}

export async function providerFacts(db: Database, sellerId: string): Promise<ProviderFacts> {
  const [week, reliability] = await Promise.all([weekOf(db, sellerId), providerReliability(db, sellerId)]);
  const hours = [1, 2, 3, 4, 5, 6, 0].map((weekday) => {
    const day = (week ?? ORDINARY_WEEK)[weekday];
    return { weekday, hours: day ? { opens: day.opens, closes: day.closes } : null };
  });
  return { hours, reliability: shownReliability(reliability) };
}
