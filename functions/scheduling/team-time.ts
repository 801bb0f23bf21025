/**
 * A team's time (decision 027): each member's day is the business's settings with the
 * member's own week (or the business's), the business's days off and theirs, and their own
 * bookings; a member serves one client at a time. A listing's slots are the union of its members'
 * free slots, or one member's when the client chose them.
 */
import type { Database } from '#functions/db/client';
import { busyOfMembers } from './holds-repository';
import * as hours from './hours-repository';
import { freeSlots, listingSettings, type DayAvailability, type RuledListing, type Slot } from './slots';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { nairobiInstant } from './clock';
import { ANY_MEMBER } from '#shared/team';
import { daysOffOf, membersForListing, skipping } from './staff-repository';

export type TeamMember = Awaited<ReturnType<typeof membersForListing>>[number];

/** The members a choice names: one member (if they perform the listing) or all of them. */
export function chosen(members: TeamMember[], choice: string | undefined): TeamMember[] {
  if (choice === undefined || choice === ANY_MEMBER) return members;
  return members.filter((member) => String(member.id) === choice);
}

/**
 * What a member choice means on a listing, as one word: ANY_MEMBER for no choice or a one-person
 * listing (which has no members to choose), the member's id, or `nobody` for an id not on its team.
 */
export async function memberChoiceOf(db: Database, serviceId: number, choice: string | undefined) {
  if (choice === undefined || choice === ANY_MEMBER) return ANY_MEMBER;
  const team = await membersForListing(db, serviceId);
  if (!team.length) return ANY_MEMBER;
  return team.some((member) => String(member.id) === choice) ? choice : 'nobody';
}

/**
 * The listing's team, and who of it the choice names and does the option: the team is empty for
 * a one-person business; the members are empty when nobody chosen does the option.
 */
export async function teamFor(db: Database, serviceId: number, choice: string | undefined, optionName?: string) {
  const team = await membersForListing(db, serviceId);
  const skip = team.length && optionName !== undefined ? await skipping(db, serviceId, optionName) : new Set<number>();
  return { team, members: chosen(team, choice).filter((member) => !skip.has(member.id)) };
}

/**
 * Each member's days from `from` to `to` (Nairobi dates), for a service of `durationMinutes`;
 * without `withBusy`, their bookings are left to the write that checks them.
 */
export async function memberDays(
  db: Database,
  listing: { sellerId: string } & RuledListing,
  members: TeamMember[],
  from: string,
  to: string,
  now: number,
  durationMinutes: number,
  withBusy = true,
): Promise<Array<{ member: TeamMember; dayOn: (date: string) => DayAvailability }>> {
  const { sellerId } = listing;
  const ids = members.map((member) => member.id);
  const [week, blocked, sellers, daysOff, busy] = await Promise.all([
    hours.weekOf(db, sellerId),
    hours.blockedDatesOf(db, sellerId, from),
    hours.settingsOf(db, sellerId),
    daysOffOf(db, ids, from, to),
    withBusy
      ? busyOfMembers(db, sellerId, ids, nairobiInstant(from, 0), nairobiInstant(addDays(to, 1), 0), now)
      : new Map<number, never[]>(),
  ]);
  const closed = new Set(blocked);
  const settings = listingSettings(sellers, listing);
  return members.map((member) => {
    const off = new Set(daysOff.get(member.id) ?? []);
    return {
      member,
      dayOn: (date: string) => ({
        week: member.week ?? week,
        blocked: closed.has(date) || off.has(date),
        busy: busy.get(member.id) ?? [],
        settings: { ...settings, capacity: 1 },
        durationMinutes,
      }),
    };
  });
}

/** The slots of a date any of the members has free, in time order, each once. */
export function unionOfSlots(
  date: string,
  days: Array<{ dayOn: (date: string) => DayAvailability }>,
  now: number,
): Slot[] {
  const byStart = new Map<string, Slot>();
  for (const { dayOn } of days) for (const slot of freeSlots(date, dayOn(date), now)) byStart.set(slot.start, slot);
  return [...byStart.values()].sort((a, b) => a.start.localeCompare(b.start));
}

/** The members whose day offers `time` on `date`, in the order a booking tries them. */
export function offering(
  date: string,
  time: string,
  days: Array<{ member: TeamMember; dayOn: (date: string) => DayAvailability }>,
  now: number,
): number[] {
  return days
    .filter(({ dayOn }) => freeSlots(date, dayOn(date), now).some((slot) => slot.time === time))
    .map(({ member }) => member.id);
}

/** The Nairobi dates from today to the horizon on which any of the members has a free slot. */
export function openDates(
  days: Array<{ dayOn: (date: string) => DayAvailability }>,
  now: number,
  horizonDays: number,
): string[] {
  const today = nairobiDateKey(now);
  const open: string[] = [];
  for (let date = today; date <= addDays(today, horizonDays); date = addDays(date, 1)) {
    if (days.some(({ dayOn }) => freeSlots(date, dayOn(date), now).length > 0)) open.push(date);
  }
  return open;
}
