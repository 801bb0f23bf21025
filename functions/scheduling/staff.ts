/** Who of a team works when, as the team's own pages read and change it. */
import type { Database } from '#functions/db/client';
import * as staff from './staff-repository';

/** The active members who perform a listing, oldest first: none for a one-person business. */
export const membersWhoServe = (db: Database, serviceId: number) => staff.membersForListing(db, serviceId);

/** Members' days off from `from` to `to` (Nairobi dates), and the options each does not do, by member. */
export async function timeOffOf(db: Database, memberIds: number[], from: string, to?: string) {
  const [daysOff, skips] = await Promise.all([staff.daysOffOf(db, memberIds, from, to), staff.skipsOf(db, memberIds)]);
  return { daysOff, skips };
}

/** Members' days off from `from` to `to` (Nairobi dates), by member. */
export const daysOffOf = (db: Database, memberIds: number[], from: string, to?: string) =>
  staff.daysOffOf(db, memberIds, from, to);

/** The options each member does not do, by member. */
export const skippedBy = (db: Database, memberIds: number[]) => staff.skipsOf(db, memberIds);

/** A member's day off given or taken back. */
export const setDayOff = (db: Database, memberId: number, date: string, off: boolean) =>
  off ? staff.addDayOff(db, memberId, date) : staff.removeDayOff(db, memberId, date);
