/**
 * A seller's insights: the last twelve weeks, Monday to Sunday in Nairobi, of bookings and what
 * the done ones earned (both by the week the booking takes place in), visits missed, how often
 * the listings were opened and how many of those views became a booking; over the twelve weeks,
 * the no-show and cancellation rates, the busiest days and hours, and for a team each member's.
 */
import type { User } from '#functions/accounts/public';
import type { Platform } from '#functions/platform/platform';
import { addDays } from '#shared/booking-time';
import { weeksBack } from '#functions/scheduling/clock';
import {
  busyHours,
  byMember,
  classSeats,
  filledFromWaitlist,
  requestsByWeek,
  tipsReceived,
  viewsByDate,
  visitsByWeek,
} from './repository';

export const INSIGHT_WEEKS = 12;
const WEEK_MS = 7 * 86_400_000;

export interface InsightWeek {
  /** The week's Monday, 'YYYY-MM-DD'. */
  start: string;
  /** Bookings taking place that week (asked for, standing, done, missed, cancelled or declined). */
  booked: number;
  completed: number;
  noShows: number;
  cancelled: number;
  /** Whole Ksh the completed visits were booked at, with their travel. */
  revenue: number;
  views: number;
  /** Bookings asked for that week (by when they were asked for). */
  asked: number;
  /** Bookings asked for that week per hundred views; null for a week nobody looked. */
  conversion: number | null;
}

export interface MemberInsight {
  memberId: number | null;
  name: string | null;
  booked: number;
  completed: number;
  noShows: number;
  revenue: number;
}

export interface Insights {
  weeks: InsightWeek[];
  /** Of the visits due, the share missed; of the bookings, the share cancelled: whole per cent, null with none. */
  noShowRate: number | null;
  cancellationRate: number | null;
  /** Bookings that held a time, Monday first. */
  days: number[];
  /** Bookings that held a time by the hour they start at (0 to 23). */
  hours: number[];
  /** A team's members, busiest first; empty for a business of one. */
  members: MemberInsight[];
  /** Freed times the waitlist filled over the weeks (offers taken, bookings standing) and their worth in Ksh. */
  waitlist: { filled: number; worth: number };
  /** Seats booked in its classes' sessions and how many came (decision 049). */
  classSeats: { booked: number; came: number };
  /** Tips paid for its visits (decision 050). */
  tips: { count: number; amount: number };
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : null);

export async function insightsOf(
  platform: Platform,
  seller: User,
  now = Date.now(),
  weeks = INSIGHT_WEEKS,
): Promise<Insights> {
  const { first, from } = weeksBack(now, weeks);
  const to = from + weeks * WEEK_MS;
  const [visits, requests, views, busy, members, waitlist, seats, tips] = await Promise.all([
    visitsByWeek(platform.db, seller.id, from, weeks),
    requestsByWeek(platform.db, seller.id, from, weeks),
    viewsByDate(platform.db, seller.id, first),
    busyHours(platform.db, seller.id, from, to),
    byMember(platform.db, seller.id, from, to),
    filledFromWaitlist(platform.db, seller.id, from, now),
    classSeats(platform.db, seller.id, from, now),
    tipsReceived(platform.db, seller.id, from, now),
  ]);
  const byWeek = Array.from({ length: weeks }, (_, week): InsightWeek => {
    const visit = visits.find((row) => Number(row.week) === week);
    const viewed = views
      .filter((row) => Math.floor(daysBetween(first, row.date) / 7) === week)
      .reduce((sum, row) => sum + Number(row.views), 0);
    const asked = Number(requests.find((row) => Number(row.week) === week)?.requests ?? 0);
    return {
      start: addDays(first, week * 7),
      booked: Number(visit?.booked ?? 0),
      completed: Number(visit?.completed ?? 0),
      noShows: Number(visit?.noShows ?? 0),
      cancelled: Number(visit?.cancelled ?? 0),
      revenue: Number(visit?.revenue ?? 0),
      views: viewed,
      asked,
      conversion: viewed > 0 ? Math.round((asked / viewed) * 1000) / 10 : null,
    };
  });
  const total = (pick: (week: InsightWeek) => number) => byWeek.reduce((sum, week) => sum + pick(week), 0);
  const days = Array.from({ length: 7 }, () => 0);
  const hours = Array.from({ length: 24 }, () => 0);
  for (const row of busy) {
    days[(Number(row.weekday) + 6) % 7]! += Number(row.count);
    hours[Number(row.hour)]! += Number(row.count);
  }
  const team = members.some((row) => row.memberId !== null);
  return {
    weeks: byWeek,
    noShowRate: percent(
      total((week) => week.noShows),
      total((week) => week.completed + week.noShows),
    ),
    cancellationRate: percent(
      total((week) => week.cancelled),
      total((week) => week.booked),
    ),
    days,
    hours,
    members: team
      ? members.map((row) => ({
          memberId: row.memberId,
          name: row.name,
          booked: Number(row.booked),
          completed: Number(row.completed),
          noShows: Number(row.noShows),
          revenue: Number(row.revenue),
        }))
      : [],
    waitlist,
    classSeats: seats,
    tips,
  };
}
