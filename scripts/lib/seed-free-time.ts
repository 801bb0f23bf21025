/**
 * A marketplace's worth of free time for bench:free-search: sellers with real weeks, days off and
 * booking settings, a fifth of them teams of 2 to 6 (each member with the listings they do, some
 * with their own week, days off and an option they skip), listings with one to three options (a
 * quarter of them coming to the client's place, some with booking rules of their own), and
 * 30 to 70 % of every working day booked over the next 30 days (mostly firm, some held requests).
 */
import { inArray } from 'drizzle-orm';
import { PLACES } from '#shared/gazetteer';
import { addDays, nairobiDateKey, slotLabel } from '#shared/booking-time';
import type { WorkingWeek } from '#shared/bookings';
import type { Database } from '#functions/db/client';
import { users } from '#functions/db/schema/accounts';
import { blockedDates, bookingSettings, bookings, workingHours } from '#functions/db/schema/bookings';
import { serviceOptions, services } from '#functions/db/schema/catalogue';
import { memberDaysOff, memberServices, memberSkips, teamMembers } from '#functions/db/schema/team';
import { nairobiInstant, weekdayOf } from '#functions/scheduling/clock';
import { createRandom, type Random } from './random';
import { SAMPLE_NAMES, samplePhone } from './sample-catalogue';

export const SEEDED_DAYS = 30;
const DURATIONS = [30, 45, 60, 90, 120, 180];

async function insertAll<T>(rows: T[], insert: (rows: T[]) => Promise<unknown>) {
  for (let at = 0; at < rows.length; at += 400) await insert(rows.slice(at, at + 400));
}

function weekOf(random: Random): WorkingWeek | null {
  if (random.next() < 0.1) return null; // never set: the ordinary week
  const opens = random.pick([7, 8, 9, 10]) * 60 + random.pick([0, 30]);
  const closes = random.pick([16, 17, 18, 19, 20, 21]) * 60;
  return Array.from({ length: 7 }, (_, day) =>
    day === 0 && random.next() < 0.7 ? null : day === 6 ? { opens, closes: closes - 120 } : { opens, closes },
  ) as WorkingWeek;
}

/** Books 30 to 70 % of a chair's open minutes that day, in back-to-back visits with gaps. */
function dayBookings(random: Random, date: string, hours: { opens: number; closes: number }) {
  const target = (hours.closes - hours.opens) * (0.3 + random.next() * 0.4);
  const spans: Array<{ minutes: number; length: number }> = [];
  let booked = 0;
  let at = hours.opens + random.pick([0, 30, 60, 90]);
  while (booked < target && at < hours.closes - 30) {
    const length = Math.min(random.pick(DURATIONS), hours.closes - at);
    spans.push({ minutes: at, length });
    booked += length;
    at += length + random.pick([0, 0, 30, 60, 90]);
  }
  return spans.map(({ minutes, length }) => ({ date, minutes, length }));
}

export async function seedFreeTime(db: Database, listingCount: number, now: number, seed = 20261128) {
  const random = createRandom(seed);
  const today = nairobiDateKey(now);
  const sellerCount = Math.max(1, Math.round(listingCount / 5));
  const keys = Object.keys(SAMPLE_NAMES);
  const sellers = Array.from({ length: sellerCount }, (_, i) => ({
    id: `free-seller-${i + 1}`,
    week: weekOf(random),
    place: random.pick(PLACES),
    team: random.next() < 0.2 ? random.int(2, 6) : 0,
    capacity: random.next() < 0.15 ? 2 : 1,
    bufferMinutes: random.pick([0, 0, 15]),
    noticeMinutes: random.pick([0, 60, 120]),
  }));
  await insertAll(sellers, (rows) =>
    db.insert(users).values(
      rows.map((seller, i) => ({
        id: seller.id,
        userName: `Free Seller ${i + 1}`,
        email: `${seller.id}@sellers.mabinti.test`,
        phoneNumber: samplePhone(random),
        accountType: 'seller' as const,
        packageId: 'standard',
        packagePaidUntil: new Date(now + 365 * 86_400_000),
      })),
    ),
  );
  const hoursRows = sellers.flatMap((seller) =>
    seller.week
      ? seller.week.map((day, weekday) => ({
          sellerId: seller.id,
          weekday,
          opens: day?.opens ?? null,
          closes: day?.closes ?? null,
        }))
      : [],
  );
  await insertAll(hoursRows, (rows) => db.insert(workingHours).values(rows));
  await insertAll(sellers, (rows) =>
    db.insert(bookingSettings).values(
      rows.map((seller) => ({
        sellerId: seller.id,
        capacity: seller.capacity,
        bufferMinutes: seller.bufferMinutes,
        noticeMinutes: seller.noticeMinutes,
        horizonDays: 60,
      })),
    ),
  );
  const daysOff = sellers.flatMap((seller) =>
    Array.from({ length: SEEDED_DAYS }, (_, day) => addDays(today, day))
      .filter(() => random.next() < 0.05)
      .map((date) => ({ sellerId: seller.id, date })),
  );
  await insertAll(daysOff, (rows) => db.insert(blockedDates).values(rows));

  // Listings, each with one to three options.
  const listingRows = Array.from({ length: listingCount }, (_, i) => {
    const seller = sellers[i % sellerCount]!;
    const key = random.pick(keys);
    const [category, subcategory] = key.split('/') as [string, string];
    const minPrice = random.int(5, 80) * 100;
    // A quarter come to the client's place (a fifth of those only there); some keep rules of their own.
    const home = random.next() < 0.25;
    const own = random.next() < 0.15;
    return {
      ...(home && {
        homeVisits: random.next() < 0.2 ? ('only' as const) : ('also' as const),
        homeRadiusKm: random.pick([5, 10, 15, 20]),
        travelFee: random.pick([0, 200, 300, 500]),
        travelFeePerKm: random.pick([0, 30, 50]),
        travelFreeKm: random.pick([0, 3, 5]),
        travelMinutes: random.pick([15, 30, 45, 60]),
      }),
      ...(own && {
        noticeMinutes: random.pick([0, 240, 1440]),
        bufferBeforeMinutes: random.pick([0, 15, 30]),
        bufferAfterMinutes: random.pick([0, 15]),
        horizonDays: random.pick([14, 30]),
      }),
      sellerId: seller.id,
      name: `${SAMPLE_NAMES[key]![random.int(0, 1)]} ${i + 1}`,
      description: `Bench listing ${i + 1} in ${seller.place.name}.`,
      minPrice,
      maxPrice: minPrice + random.int(0, 40) * 100,
      location: `${seller.place.name}, ${seller.place.town}`,
      town: seller.place.town,
      place: seller.place.key,
      phoneNumber: samplePhone(random),
      category,
      subcategory,
    };
  });
  const listingIds: number[] = [];
  await insertAll(listingRows, async (rows) =>
    listingIds.push(...(await db.insert(services).values(rows).returning({ id: services.id })).map((row) => row.id)),
  );
  const optionRows = listingIds.flatMap((serviceId) =>
    Array.from({ length: random.int(1, 3) }, (_, position) => ({
      serviceId,
      position,
      name: `Option ${position + 1}`,
      price: random.int(5, 80) * 100,
      durationMinutes: random.pick(DURATIONS),
    })),
  );
  // A listing is given one option of its own when written (a trigger); these replace it.
  await insertAll(listingIds, (ids) => db.delete(serviceOptions).where(inArray(serviceOptions.serviceId, ids)));
  await insertAll(optionRows, (rows) => db.insert(serviceOptions).values(rows));

  // Teams: members with the seller's listings (most of them), their own week sometimes, days off, a skip.
  const chairs: Array<{ sellerId: string; memberId: number | null; week: WorkingWeek | null; listingId: number }> = [];
  for (const [index, seller] of sellers.entries()) {
    const own = listingIds.filter((_, i) => i % sellerCount === index);
    if (!seller.team) {
      chairs.push({ sellerId: seller.id, memberId: null, week: seller.week, listingId: own[0]! });
      continue;
    }
    const members = await db
      .insert(teamMembers)
      .values(
        Array.from({ length: seller.team }, (_, i) => ({
          sellerId: seller.id,
          name: `Stylist ${i + 1}`,
          week: random.next() < 0.3 ? weekOf(random) : null,
        })),
      )
      .returning({ id: teamMembers.id, week: teamMembers.week });
    const does = members.flatMap((member) =>
      own.filter(() => random.next() < 0.8).map((serviceId) => ({ memberId: member.id, serviceId })),
    );
    if (does.length) await db.insert(memberServices).values(does).onConflictDoNothing();
    const off = members.flatMap((member) =>
      Array.from({ length: SEEDED_DAYS }, (_, day) => addDays(today, day))
        .filter(() => random.next() < 0.05)
        .map((date) => ({ memberId: member.id, date })),
    );
    if (off.length) await db.insert(memberDaysOff).values(off);
    const skipped = does.filter(() => random.next() < 0.1).map((row) => ({ ...row, optionName: 'Option 1' }));
    if (skipped.length) await db.insert(memberSkips).values(skipped).onConflictDoNothing();
    for (const member of members)
      chairs.push({ sellerId: seller.id, memberId: member.id, week: member.week ?? seller.week, listingId: own[0]! });
  }

  // Bookings over the next 30 days on every chair's working days, written a hundred chairs at a
  // time so that 3 million rows never sit in memory at once.
  let clients = 0;
  const bookingsOf = (chair: (typeof chairs)[number]) =>
    Array.from({ length: SEEDED_DAYS }, (_, day) => addDays(today, day)).flatMap((date) => {
      const day = chair.week ? chair.week[weekdayOf(date)] : { opens: 7 * 60, closes: 23 * 60 };
      if (!day) return [];
      return dayBookings(random, date, day).map(({ minutes, length }) => {
        const startsAt = nairobiInstant(date, minutes);
        const held = random.next() < 0.05;
        clients += 1;
        return {
          serviceId: chair.listingId,
          serviceName: 'Bench visit',
          sellerId: chair.sellerId,
          memberId: chair.memberId,
          date,
          time: slotLabel(minutes),
          startsAt,
          endsAt: startsAt + length * 60_000,
          blocksUntil: startsAt + length * 60_000,
          status: held ? ('unverified' as const) : random.pick(['confirmed', 'confirmed', 'requested'] as const),
          holdExpiresAt: held ? now + 3_600_000 : null,
          name: `Client ${clients}`,
          email: `client${clients}@example.com`,
          phoneNumber: '+254712345678',
          createdAt: new Date(now),
        };
      });
    });
  for (let at = 0; at < chairs.length; at += 100) {
    const rows = chairs.slice(at, at + 100).flatMap(bookingsOf);
    await insertAll(rows, (part) => db.insert(bookings).values(part));
  }
  return { sellers: sellerCount, listings: listingIds.length, bookings: clients, chairs: chairs.length };
}
