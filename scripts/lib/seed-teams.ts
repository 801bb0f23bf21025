/**
 * Sample teams (issue 39): a bridal glam team of four and a photography studio of three, so the
 * demo shows choosing a member or anyone available. One member keeps afternoons only and one
 * takes every Monday of the coming month off.
 */
import type { Database } from '#functions/db/client';
import { addDayOff, ownListings, saveMember } from '#functions/team/repository';
import { addDays, nairobiDateKey, weekdayOf } from '#shared/booking-time';
import type { WorkingWeek } from '#shared/bookings';

const AFTERNOONS: WorkingWeek = [null, ...Array.from({ length: 6 }, () => ({ opens: 13 * 60, closes: 19 * 60 }))];

/** Which sample provider (by index) gets which team. */
export const SAMPLE_TEAMS: ReadonlyArray<{ sellerIndex: number; members: string[] }> = [
  { sellerIndex: 13, members: ['Wanjiku', 'Akoth', 'Nafula', 'Zuri'] },
  { sellerIndex: 17, members: ['Baraka', 'Chebet', 'Imani'] },
];

export async function seedTeams(db: Database, sellerIds: string[], now = Date.now()) {
  let count = 0;
  for (const team of SAMPLE_TEAMS) {
    const sellerId = sellerIds[team.sellerIndex]!;
    const listings = await ownListings(db, sellerId, null);
    for (const [position, name] of team.members.entries()) {
      const week = position === 1 ? AFTERNOONS : null;
      const id = await saveMember(db, sellerId, { name, week, active: true }, listings);
      if (position === 2) {
        const today = nairobiDateKey(now);
        for (let day = 1; day <= 31; day++) {
          const date = addDays(today, day);
          if (weekdayOf(date) === 1) await addDayOff(db, id, date);
        }
      }
      count += 1;
    }
  }
  return count;
}
