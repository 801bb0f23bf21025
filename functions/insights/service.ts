/**
 * A seller's insights: the last twelve weeks, Monday to Sunday in Nairobi, of bookings
 * received, visits done and missed, what the done ones earned, how often the listings were
 * opened, and how many of those views became a booking.
 */
import type { User } from '#functions/accounts/public';
import type { Platform } from '#functions/platform/platform';
import { addDays } from '#shared/booking-time';
import { weeksBack } from '#functions/scheduling/clock';
import { requestsByWeek, viewsByDate, visitsByWeek } from './repository';

export const INSIGHT_WEEKS = 12;

export interface InsightWeek {
  /** The week's Monday, 'YYYY-MM-DD'. */
  start: string;
  /** Bookings received that week. */
  booked: number;
  completed: number;
  noShows: number;
  /** Whole Ksh the completed visits were booked at. */
  revenue: number;
  views: number;
  /** Bookings received per hundred views; null for a week nobody looked. */
  conversion: number | null;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

export async function insightsOf(platform: Platform, seller: User, now = Date.now(), weeks = INSIGHT_WEEKS) {
  const { first, from } = weeksBack(now, weeks);
  const [visits, requests, views] = await Promise.all([
    visitsByWeek(platform.db, seller.id, from, weeks),
    requestsByWeek(platform.db, seller.id, from, weeks),
    viewsByDate(platform.db, seller.id, first),
  ]);
  return Array.from({ length: weeks }, (_, week): InsightWeek => {
    const visit = visits.find((row) => Number(row.week) === week);
    const viewed = views
      .filter((row) => Math.floor(daysBetween(first, row.date) / 7) === week)
      .reduce((sum, row) => sum + Number(row.views), 0);
    const asked = Number(requests.find((row) => Number(row.week) === week)?.requests ?? 0);
    return {
      start: addDays(first, week * 7),
      booked: asked,
      completed: Number(visit?.completed ?? 0),
      noShows: Number(visit?.noShows ?? 0),
      revenue: Number(visit?.revenue ?? 0),
      views: viewed,
      conversion: viewed > 0 ? Math.round((asked / viewed) * 1000) / 10 : null,
    };
  });
}
