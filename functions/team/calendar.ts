/**
 * A business's calendar (decision 045): a day with a column per member, or a week with a column
 * per day for the whole business or one member. The owner sees everyone; a member who signs in
 * sees their own. Each column says the hours it is open (or that it is off) and its bookings,
 * with what the viewer may do to each now.
 */
import type { User } from '#functions/accounts/public';
import { Refusal } from '#functions/platform/refusal';
import type { Platform } from '#functions/platform/platform';
import { BOOKING_ACTION_NAMES, MEMBER_ACTIONS, refusal, type BookingAction } from '#shared/booking-actions';
import { addDays } from '#shared/booking-time';
import { mondayOf, nairobiInstant } from '#functions/scheduling/clock';
import { sellerDay } from '#functions/scheduling/hours';
import { hoursOn } from '#functions/scheduling/slots';
import { daysOffOf } from '#functions/scheduling/staff';
import { blockedBetween } from '#functions/scheduling/time-blocks';
import type { TimeBlock } from '#shared/calendar';
import type { WorkingWeek } from '#shared/bookings';
import { TEAM_MESSAGES } from '#shared/team';
import { bookingsBetween, type DayBooking } from './day-repository';
import * as repo from './repository';

export type CalendarView = 'day' | 'week';

export type CalendarBooking = DayBooking & { actions: BookingAction[] };

export interface CalendarColumn {
  /** The column's day. */
  date: string;
  /** The member whose column it is; null for the whole business, or bookings given to no one. */
  memberId: string | null;
  /** The member's name, or null for the business or no one. */
  name: string | null;
  /** The hours it is open that day, in minutes after midnight; null when it is off. */
  hours: { opens: number; closes: number } | null;
  bookings: CalendarBooking[];
  /** Time kept from clients in this column: the business's, and the member's own. */
  blocks: TimeBlock[];
}

export interface Calendar {
  view: CalendarView;
  /** The day asked for; a week is the calendar week (Monday to Sunday) it falls in. */
  date: string;
  business: string;
  /** The owner sees everyone; a member their own column. */
  own: boolean;
  /** The members the owner may pick between (a team's), in order. */
  members: Array<{ id: string; name: string }>;
  /** The member the week is narrowed to, or null for everyone. */
  member: string | null;
  /** The business's listings, for the owner's walk-ins; none for a member. */
  listings: Array<{ id: number; name: string }>;
  columns: CalendarColumn[];
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

export async function calendarOf(
  platform: Platform,
  user: User,
  asked: { date: string; view: CalendarView; member?: string | null },
  now = Date.now(),
): Promise<Calendar> {
  const { sellerId, business, member } = await viewer(platform, user);
  const dates =
    asked.view === 'week' ? Array.from({ length: 7 }, (_, i) => addDays(mondayOf(asked.date), i)) : [asked.date];
  const first = dates[0]!;
  const last = dates.at(-1)!;
  const everyone = member ? [member] : await repo.membersOf(platform.db, sellerId);
  // A week is one member's or everyone's; a member who signs in sees only their own.
  const picked = member
    ? String(member.id)
    : asked.view === 'week' && everyone.some((m) => String(m.id) === asked.member)
      ? asked.member!
      : null;
  const from = nairobiInstant(first, 0);
  const to = nairobiInstant(addDays(last, 1), 0);
  const [rows, blocked, days, off, listings] = await Promise.all([
    bookingsBetween(platform.db, sellerId, from, to, member?.id),
    blockedBetween(platform.db, sellerId, from, to),
    Promise.all(dates.map((date) => sellerDay(platform.db, sellerId, date))),
    daysOffOf(
      platform.db,
      everyone.map((m) => m.id),
      first,
      last,
    ),
    member ? [] : repo.listingNames(platform.db, sellerId),
  ]);
  const allowed = (booking: DayBooking) =>
    (member ? MEMBER_ACTIONS : BOOKING_ACTION_NAMES).filter(
      (action) => refusal(action, booking, 'seller', now) === null,
    );
  const withActions = (list: DayBooking[]) => list.map((booking) => ({ ...booking, actions: allowed(booking) }));
  const dayOfStart = (at: number) => dates.find((date) => at < nairobiInstant(addDays(date, 1), 0)) ?? last;
  const hoursThen = (i: number, own: WorkingWeek | null, memberId: number | null) => {
    const { week, closed } = days[i]!;
    const dayOff = memberId !== null && (off.get(memberId) ?? []).includes(dates[i]!);
    return closed || dayOff ? null : hoursOn(dates[i]!, own ?? week);
  };
  const members = everyone.filter((m) => m.active || rows.some((row) => row.memberId === m.id));
  const known = new Set(members.map((m) => m.id));
  const onDay = <T extends { startsAt: number }>(list: T[], date: string) =>
    list.filter((row) => dayOfStart(row.startsAt) === date);
  /** The blocked time of a column: the business's, and the member's (everyone's in a week for everyone). */
  const blocksOf = (date: string, memberId: number | null | undefined) =>
    onDay(blocked, date).filter(
      (block) => block.memberId === null || memberId === undefined || block.memberId === memberId,
    );

  if (asked.view === 'week') {
    const chosen = picked === null ? null : members.find((m) => String(m.id) === picked);
    const columns = dates.map((date, i) => ({
      date,
      memberId: chosen ? String(chosen.id) : null,
      name: chosen?.name ?? null,
      // The business's hours, or the chosen member's own.
      hours: hoursThen(i, chosen?.week ?? null, chosen?.id ?? null),
      bookings: withActions(onDay(rows, date).filter((row) => !chosen || row.memberId === chosen.id)),
      blocks: blocksOf(date, member ? member.id : chosen ? chosen.id : undefined),
    }));
    return {
      view: 'week',
      date: asked.date,
      business,
      own: member !== null,
      members: menu(member, members),
      member: picked,
      listings,
      columns,
    };
  }

  const columns: CalendarColumn[] = members.map((m) => ({
    date: asked.date,
    memberId: String(m.id),
    name: m.name,
    hours: hoursThen(0, m.week, m.id),
    bookings: withActions(rows.filter((row) => row.memberId === m.id)),
    blocks: blocksOf(asked.date, m.id),
  }));
  const nobody = rows.filter((row) => row.memberId === null || !known.has(row.memberId));
  if (!member && (columns.length === 0 || nobody.length > 0)) {
    columns.push({
      date: asked.date,
      memberId: null,
      name: null,
      hours: members.length ? null : hoursThen(0, null, null),
      bookings: withActions(nobody),
      blocks: blocksOf(asked.date, null),
    });
  }
  return {
    view: 'day',
    date: asked.date,
    business,
    listings,
    own: member !== null,
    members: menu(member, members),
    member: null,
    columns,
  };
}

/** The members the owner picks between; none for a member, who sees only their own. */
const menu = (member: unknown, members: Array<{ id: number; name: string }>) =>
  member ? [] : members.map((m) => ({ id: String(m.id), name: m.name }));
