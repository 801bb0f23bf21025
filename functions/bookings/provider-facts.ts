/** What a service page says about the provider's time (decision 015): their week and their reliability. */
import type { Database } from '#functions/db/client';
import { DAY_CLOSES, DAY_OPENS, slotLabel } from '#shared/booking-time';
import { WEEKDAY_NAMES } from '#shared/bookings';
import { reliabilityText } from '#shared/reliability';
import { weekOf } from './hours-repository';
import { providerReliability } from './reliability';

export interface ProviderFacts {
  /** Monday first, as Kenyans read a week: each day's hours, or 'Closed'. */
  hours: Array<{ day: string; hours: string }>;
  /** 'Kept 19 of 20 confirmed bookings (95%)', or null until there are enough. */
  reliability: string | null;
}

export async function providerFacts(db: Database, sellerId: string): Promise<ProviderFacts> {
  const [week, reliability] = await Promise.all([weekOf(db, sellerId), providerReliability(db, sellerId)]);
  const hours = [1, 2, 3, 4, 5, 6, 0].map((weekday) => {
    const day = week ? week[weekday] : { opens: DAY_OPENS, closes: DAY_CLOSES };
    return {
      day: WEEKDAY_NAMES[weekday]!,
      hours: day ? `${slotLabel(day.opens)} – ${slotLabel(day.closes)}` : 'Closed',
    };
  });
  return { hours, reliability: reliabilityText(reliability) };
}
