/**
 * One day of a business: the owner sees every member's column, a member who signs in
 * sees their own. Each column says the member's hours that day (or that they are off) and their
 * bookings, with what they may do to each now.
 */
import type { User } from '#functions/accounts/public';
import { Refusal } from '#functions/platform/refusal';
import type { Platform } from '#functions/platform/platform';
import { BOOKING_ACTION_NAMES, MEMBER_ACTIONS, refusal, type BookingAction } from '#shared/booking-actions';
import { addDays } from '#shared/booking-time';
import { nairobiInstant } from '#functions/scheduling/clock';
import { sellerDay } from '#functions/scheduling/hours';
import { hoursOn } from '#functions/scheduling/slots';
import { daysOffOf } from '#functions/scheduling/staff';
import type { WorkingWeek } from '#shared/bookings';
import { TEAM_MESSAGES } from '#shared/team';
import { bookingsBetween, type DayBooking } from './day-repository';
import * as repo from './repository';

export interface DayColumn {
  /** The member's id; null for the owner working alone, or bookings given to no one. */
  id: string | null;
  name: string | null;
  /** Their hours that day, in minutes after midnight; null when they are off. */
  hours: { opens: number; closes: number } | null;
  bookings: Array<DayBooking & { actions: BookingAction[] }>;
}

export interface DayView {
  date: string;
  business: string;
  /** The owner sees everyone; a member their own column. */
  own: boolean;
  columns: DayColumn[];
}

/** Who is looking: the business itself, or the member an account signs in as; else 403. */
async function viewer(platform: Platform, user: User) {
  if (user.accountType === 'seller') return { sellerId: user.id, business: user.userName, member: null };
  const member = await repo.memberOfUser(platform.db, user.id);
  if (!member) throw new Refusal('not-allowed', TEAM_MESSAGES.membersOnly);
  return { sellerId: member.sellerId, business: (await repo.businessName(platform.db, member.sellerId)) ?? '', member };
}

/** The member an account signs in as (for pages that show "My day"). */
export const memberOfUser = (platform: Platform, user: User) => repo.memberOfUser(platform.db, user.id);

export async function dayOf(platform: Platform, user: User, date: string, now = Date.now()): Promise<DayView> {
  const { sellerId, business, member } = await viewer(platform, user);
  const from = nairobiInstant(date, 0);
  const to = nairobiInstant(addDays(date, 1), 0);
  const [rows, { week, closed }, members] = await Promise.all([
    bookingsBetween(platform.db, sellerId, from, to, member?.id),
    sellerDay(platform.db, sellerId, date),
    member ? [member] : repo.membersOf(platform.db, sellerId),
  ]);
  const off = await daysOffOf(
    platform.db,
    members.map((m) => m.id),
    date,
    date,
  );
  const allowed = (booking: DayBooking) =>
    (member ? MEMBER_ACTIONS : BOOKING_ACTION_NAMES).filter(
      (action) => action !== 'withdraw' && refusal(action, booking, 'seller', now) === null,
    );
  const withActions = (list: DayBooking[]) => list.map((booking) => ({ ...booking, actions: allowed(booking) }));
  const hoursThen = (own: WorkingWeek | null, dayOff: boolean) =>
    closed || dayOff ? null : hoursOn(date, own ?? week);
  const columns: DayColumn[] = members
    .filter((m) => m.active || rows.some((row) => row.memberId === m.id))
    .map((m) => ({
      id: String(m.id),
      name: m.name,
      hours: hoursThen(m.week, off.has(m.id)),
      bookings: withActions(rows.filter((row) => row.memberId === m.id)),
    }));
  const nobody = rows.filter((row) => row.memberId === null || !columns.some((c) => c.id === String(row.memberId)));
  if (!member && (columns.length === 0 || nobody.length > 0)) {
    columns.push({
      id: null,
      name: null,
      hours: members.length ? null : hoursThen(null, false),
      bookings: withActions(nobody),
    });
  }
  return { date, business, own: member !== null, columns };
}
