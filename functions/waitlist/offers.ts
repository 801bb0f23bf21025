/**
 * Offering freed times (decision 046). For a seller's waiting clients, in the order they joined,
 * the earliest free start that suits each (its days, weekdays and times of day), found by the
 * same rule the dialog's slots use; then, inside one write, the time is checked free as a booking's
 * write checks it, the offer is recorded and its messages are queued. A time is offered to one
 * client at a time (a unique index), never once booked (the check and the insert take turns with
 * every booking's write), and a number hears at most OFFERS_PER_DAY offers a day.
 */
import { checkStart } from '#functions/bookings/start';
import { optionOrThrow } from '#functions/bookings/availability';
import { listingOrThrow } from '#functions/catalogue/service';
import { isUniqueViolation } from '#functions/db/errors';
import type { Platform } from '#functions/platform/platform';
import { Refusal } from '#functions/platform/refusal';
import { generateToken, hashToken } from '#functions/platform/tokens';
import { nairobiInstant, weekdayOf } from '#functions/scheduling/clock';
import { slotsOn } from '#functions/scheduling/free-time';
import { claimSpan, SlotTaken } from '#functions/scheduling/holds';
import { holdOf } from '#functions/scheduling/slots';
import { addDays, nairobiDateKey, slotMinutes } from '#shared/booking-time';
import { OFFER_MINUTES, OFFERS_PER_DAY } from '#shared/waitlist';
import { notify } from '#functions/notify/notify';
import { sendTime } from '#functions/notify/quiet-hours';
import { offerNotice } from './offer-notice';
import * as repo from './repository';

type Listing = Awaited<ReturnType<typeof listingOrThrow>>;
type Option = Awaited<ReturnType<typeof optionOrThrow>>;

/** The dates an entry waits over (today on), on its weekdays; only `dates` when given. */
export function datesOf(entry: repo.EntryRow, today: string, dates: string[] | null): string[] {
  const all: string[] = [];
  for (let day = entry.fromDate > today ? entry.fromDate : today; day <= entry.toDate; day = addDays(day, 1)) {
    if ((entry.weekdays & (1 << weekdayOf(day))) !== 0 && (!dates || dates.includes(day))) all.push(day);
  }
  return all;
}

/** A listing's and option's slots, worked out once a round however many entries ask. */
function slotFinder(platform: Platform, now: number) {
  const listings = new Map<number, Promise<Listing | null>>();
  const options = new Map<string, Promise<Option | null>>();
  const slots = new Map<string, Promise<string[]>>();
  const quiet = <T>(promise: Promise<T>) =>
    promise.catch((error: unknown) => {
      if (error instanceof Refusal) return null;
      throw error;
    });
  const listingOf = (id: number) => {
    if (!listings.has(id)) listings.set(id, quiet(listingOrThrow(platform.db, id, now)));
    return listings.get(id)!;
  };
  const optionOf = (entry: repo.EntryRow) => {
    const key = `${entry.serviceId}:${entry.optionId}`;
    if (!options.has(key)) options.set(key, quiet(optionOrThrow(platform, entry.serviceId, entry.optionId)));
    return options.get(key)!;
  };
  const timesOn = async (entry: repo.EntryRow, date: string) => {
    const key = `${entry.serviceId}:${entry.optionId}:${entry.memberId}:${date}`;
    if (!slots.has(key)) {
      slots.set(
        key,
        (async () => {
          const [listing, option] = [await listingOf(entry.serviceId), await optionOf(entry)];
          if (!listing || !option) return [];
          const member = entry.memberId === null ? undefined : String(entry.memberId);
          return (await slotsOn(platform.db, listing, option, date, now, member)).map((slot) => slot.time);
        })(),
      );
    }
    return slots.get(key)!;
  };
  return { listingOf, optionOf, timesOn };
}

/**
 * Offers freed times of this seller (on `dates`, or any date to come) to their waiting clients;
 * how many offers went out.
 */
export async function offerFreedTimes(platform: Platform, sellerId: string, dates: string[] | null, now: number) {
  const today = nairobiDateKey(now);
  const entries = await repo.candidates(platform.db, sellerId, today, dates);
  if (!entries.length) return 0;
  const find = slotFinder(platform, now);
  const offered = await repo.openOfferTimes(platform.db, [...new Set(entries.map((entry) => entry.serviceId))]);
  const before = await repo.offeredBefore(
    platform.db,
    entries.map((entry) => entry.id),
  );
  let sent = 0;
  for (const entry of entries) {
    for (const date of datesOf(entry, today, dates)) {
      const times = (await find.timesOn(entry, date)).filter((time) => {
        const minutes = slotMinutes(time)!;
        const startsAt = nairobiInstant(date, minutes);
        return (
          minutes >= entry.earliest &&
          minutes <= entry.latest &&
          !offered.has(`${entry.serviceId}:${startsAt}`) &&
          !before.get(entry.id)?.has(startsAt)
        );
      });
      if (!times.length) continue;
      const [listing, option] = [await find.listingOf(entry.serviceId), await find.optionOf(entry)];
      const offer = listing && option ? await makeOffer(platform, entry, listing, option, date, times[0]!, now) : null;
      if (offer) {
        offered.add(`${entry.serviceId}:${offer.startsAt}`);
        sent += 1;
      }
      break;
    }
  }
  return sent;
}

/**
 * One offer, if the time is still free and the client may hear another today: checked, recorded
 * and its messages queued in one write. Null when it could not be made.
 */
export async function makeOffer(
  platform: Platform,
  entry: repo.EntryRow,
  listing: Listing,
  option: Option,
  date: string,
  time: string,
  now: number,
  byHand = false,
): Promise<repo.OfferRow | null> {
  const member = entry.memberId === null ? undefined : String(entry.memberId);
  const rules = await checkStart(platform, listing, date, time, now, option.durationMinutes, member, option.name).catch(
    (error: unknown) => {
      if (error instanceof Refusal) return null;
      throw error;
    },
  );
  if (!rules) return null;
  const key = generateToken();
  // A class's session is offered a seat at a time (decision 049).
  const span = {
    sellerId: listing.sellerId,
    serviceId: listing.id,
    startsAt: rules.startsAt,
    seats: rules.session ? 1 : null,
  };
  const hold = holdOf(rules.startsAt, option.durationMinutes, rules.settings);
  try {
    return await platform.db.transaction(async (tx) => {
      const current = await repo.findEntry(tx, entry.id);
      if (current?.status !== 'waiting') return null;
      const dayStart = nairobiInstant(nairobiDateKey(now), 0);
      if (!byHand && (await repo.offersToPhoneSince(tx, entry.phoneNumber, dayStart)) >= OFFERS_PER_DAY) return null;
      await claimSpan(tx, { ...span, ...hold }, now, { capacity: rules.settings.capacity, members: rules.members });
      const offer = await repo.insertOffer(tx, {
        entryId: entry.id,
        serviceId: listing.id,
        sellerId: listing.sellerId,
        date,
        time,
        startsAt: rules.startsAt,
        keyHash: hashToken(key),
        byHand,
        createdAt: now,
        // Made in quiet hours, its text goes at 08:00 (notify/quiet-hours.ts): the answer's
        // minutes run from when it can be heard.
        expiresAt: Math.max(now, sendTime(now, rules.startsAt, now) ?? now) + OFFER_MINUTES * 60_000,
      });
      await notify(tx, platform, await offerNotice(tx, platform, { entry, offer, listing, option, key }), now);
      return offer;
    });
  } catch (error) {
    if (error instanceof SlotTaken || isUniqueViolation(error)) return null;
    throw error;
  }
}
