/**
 * Sample teams (issue 39): a bridal glam team of four and a photography studio of three, so the
 * demo shows choosing a member or anyone available. One member keeps afternoons only and one
 * takes every Monday of the coming month off; the first of each team charges more than the
 * listing says; the salon's afternoon stylist signs in with a demo account of her own.
 */
import type { Database } from '#functions/db/client';
import { addDayOff } from '#functions/scheduling/staff-repository';
import { optionsOfSeller, ownListings, saveMember, setMemberUser } from '#functions/team/repository';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { weekdayOf } from '#functions/scheduling/clock';
import type { WorkingWeek } from '#shared/bookings';

const AFTERNOONS: WorkingWeek = [null, ...Array.from({ length: 6 }, () => ({ opens: 13 * 60, closes: 19 * 60 }))];

/** The sample salon whose owner signs in as demo.salon@mabinti.test. */
export const DEMO_SALON_INDEX = 13;

/** Which sample provider (by index) gets which team. */
export const SAMPLE_TEAMS: ReadonlyArray<{ sellerIndex: number; members: string[] }> = [
  { sellerIndex: DEMO_SALON_INDEX, members: ['Wanjiku', 'Akoth', 'Nafula', 'Zuri'] },
  { sellerIndex: 17, members: ['Baraka', 'Chebet', 'Imani'] },
];

/** A senior stylist's own prices: a fifth above the listing's, to the next hundred shillings. */
const seniorPrices = (options: Array<{ serviceId: number; name: string; price: number }>) =>
  options.map((option) => ({
    serviceId: option.serviceId,
    optionName: option.name,
    price: Math.ceil((option.price * 1.2) / 100) * 100,
  }));

export async function seedTeams(db: Database, sellerIds: string[], stylistId: string, now = Date.now()) {
  let count = 0;
  for (const team of SAMPLE_TEAMS) {
    const sellerId = sellerIds[team.sellerIndex]!;
    const listings = await ownListings(db, sellerId, null);
    const options = await optionsOfSeller(db, sellerId);
    for (const [position, name] of team.members.entries()) {
      const week = position === 1 ? AFTERNOONS : null;
      const prices = position === 0 ? seniorPrices(options) : undefined;
      const id = await saveMember(db, sellerId, { name, week, active: true }, listings, prices);
      if (position === 1 && team.sellerIndex === DEMO_SALON_INDEX) {
        await setMemberUser(db, id, stylistId);
      }
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
