/**
 * Slot computation for a team (issue 39): a salon of 5 members with 10,000 bookings over its
 * horizon, then the slots of random days for "anyone" and for one member, as the dialog asks.
 *   npm run bench:slots [-- --bookings 10000 --members 5 --runs 400]
 * Prints p50/p95/max of one day's slots (budget: p95 ≤ 10 ms) and how many slots a day offered.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { users } from '#functions/db/schema/accounts';
import { bookings } from '#functions/db/schema/bookings';
import { services } from '#functions/db/schema/catalogue';
import { memberServices, teamMembers } from '#functions/db/schema/team';
import { migrateDatabase } from '#functions/db/migrate';
import { slotsOf } from '#functions/bookings/availability';
import { createNodePlatform } from '#functions/platform/node';
import { GRID_STARTS, addDays, nairobiDateKey, slotLabel } from '#shared/booking-time';
import { nairobiInstant } from '#functions/scheduling/clock';
import { createRandom } from './lib/random';
import { ms, percentile } from './lib/stats';

const { values } = parseArgs({
  options: {
    bookings: { type: 'string', default: '10000' },
    members: { type: 'string', default: '5' },
    runs: { type: 'string', default: '400' },
  },
});
const BOOKINGS = Number(values.bookings);
const MEMBERS = Number(values.members);
const RUNS = Number(values.runs);
const url = `file:${join(mkdtempSync(join(tmpdir(), 'mabinti-slots-')), 'slots.db')}`;
const platform = createNodePlatform({ DATABASE_URL: url, MEDIA_DIR: '/tmp/mabinti-slots-media', LOG_LEVEL: 'error' });
await migrateDatabase(platform.db);
const random = createRandom(20261126);
const now = Date.now();
const today = nairobiDateKey(now);

const sellerId = 'bench-salon';
await platform.db.insert(users).values({
  id: sellerId,
  userName: 'Bench Salon',
  email: 'bench.salon@example.com',
  phoneNumber: '+254722000111',
  accountType: 'seller',
  packageId: 'premium',
  packagePaidUntil: new Date(now + 30 * 86_400_000),
});
const [listing] = await platform.db
  .insert(services)
  .values({
    sellerId,
    name: 'Bench Braids',
    description: 'Braids, for measuring slots.',
    minPrice: 2000,
    maxPrice: 2000,
    location: 'Kasarani, Nairobi',
    town: 'Nairobi',
    phoneNumber: '+254722000111',
    category: 'hair',
    subcategory: 'braiding',
  })
  .returning({ id: services.id });
const members = await platform.db
  .insert(teamMembers)
  .values(Array.from({ length: MEMBERS }, (_, i) => ({ sellerId, name: `Stylist ${i + 1}` })))
  .returning({ id: teamMembers.id });
await platform.db.insert(memberServices).values(members.map(({ id }) => ({ memberId: id, serviceId: listing!.id })));

// 10,000 half-hour bookings over 90 days, spread over the members; a clash is simply not written.
await platform.db.transaction(async (tx) => {
  for (let i = 0; i < BOOKINGS; i++) {
    const date = addDays(today, 1 + random.int(0, 88));
    const minutes = random.pick(GRID_STARTS);
    const startsAt = nairobiInstant(date, minutes);
    await tx
      .insert(bookings)
      .values({
        serviceId: listing!.id,
        serviceName: 'Bench Braids',
        sellerId,
        memberId: members[i % MEMBERS]!.id,
        date,
        time: slotLabel(minutes),
        startsAt,
        endsAt: startsAt + 30 * 60_000,
        blocksUntil: startsAt + 30 * 60_000,
        status: 'confirmed',
        name: `Client ${i}`,
        email: `client${i}@example.com`,
        phoneNumber: '+254712345678',
        createdAt: new Date(now),
      })
      .onConflictDoNothing();
  }
});

const timings: number[] = [];
let offered = 0;
for (let run = 0; run < RUNS; run++) {
  const date = addDays(today, 1 + random.int(0, 88));
  const member = run % 2 === 0 ? 'any' : String(members[run % MEMBERS]!.id);
  const started = performance.now();
  const slots = await slotsOf(platform, String(listing!.id), date, now, undefined, member);
  timings.push(performance.now() - started);
  offered += slots.length;
}
const p95 = percentile(timings, 95);
console.log(
  `\nSlots of one day for a salon of ${MEMBERS} members with ${BOOKINGS.toLocaleString('en')} bookings (${RUNS} days asked, half for anyone, half for one member)`,
);
console.log(
  `  slot computation: p50 ${ms(percentile(timings, 50))}, p95 ${ms(p95)} (budget 10 ms), max ${ms(Math.max(...timings))}`,
);
console.log(`  slots offered per day: ${(offered / RUNS).toFixed(1)} on average`);
console.log(p95 <= 10 ? '  MET' : '  MISSED');
platform.close();
if (p95 > 10) process.exitCode = 1;
