/**
 * Search by free time at marketplace scale (decision 041).
 *   npm run bench:free-search [-- --listings 10000 --searches 200 --keep FILE]
 * Seeds a catalogue (scripts/lib/seed-free-time.ts), works out the free spans as the sweep does,
 * (`--keep FILE`: copies that catalogue to FILE, or starts from FILE's copy when it is there, so a
 * run at 100,000 listings need not seed again the same day; `--timings-only` times first pages
 * and compares nothing, for working on the queries),
 * then asks 200 searches (a town, near a position, or at the client's place in a town or area; a morning, an evening or an exact two-hour
 * window; with and without a category and a price range) and follows every answer to its last
 * page. Each answer is compared with a brute force: every listing that passes the filters, asked
 * for its slots exactly as GET /api/services/{id}/slots answers. Then bookings are made through
 * the real booking path (their days go stale) and the searches are compared again (the booked
 * sellers' listings asked for their slots again, the others' answers kept).
 * Prints p50/p95/max of a first page per kind of search and "wrong: N" (budget: 0; p95 ≤ 50 ms at
 * 10,000 listings, ≤ 150 ms at 100,000).
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { inArray, sql } from 'drizzle-orm';
import { migrateDatabase } from '#functions/db/migrate';
import { createNodePlatform } from '#functions/platform/node';
import { services } from '#functions/db/schema/catalogue';
import { bookings } from '#functions/db/schema/bookings';
import { slotsOf } from '#functions/bookings/availability';
import { freeSearch } from '#functions/catalogue/free-search';
import { refreshFreeSpans } from '#functions/scheduling/free-spans';
import { FreeSearchSchema, type FreeSearch } from '#shared/free-search';
import { PICKER_TOWNS } from '#shared/locations';
import { PLACES, distanceKm, findPlace } from '#shared/gazetteer';
import { CATEGORIES } from '#shared/categories';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { weekdayOf } from '#functions/scheduling/clock';
import { createRandom } from './lib/random';
import { ms, percentile } from './lib/stats';
import { seedFreeTime } from './lib/seed-free-time';
import { bookSome } from './lib/free-time-bookings';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '10000' },
    searches: { type: 'string', default: '200' },
    keep: { type: 'string' },
    'timings-only': { type: 'boolean', default: false },
  },
});
const LISTINGS = Number(values.listings);
// The embedded driver frees a finished statement's native memory only when V8 collects its small
// wrapper: the brute force's million queries at 100,000 listings outrun the collector (gigabytes),
// so it collects now and then.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const SEARCHES = Number(values.searches);
/** First pages only, nothing compared: for working on the queries, never for the figures. */
const TIMINGS_ONLY = values['timings-only'];
const BUDGET_MS = LISTINGS > 10_000 ? 150 : 50;

const dir = mkdtempSync(join(tmpdir(), 'mabinti-free-'));
const file = join(dir, 'free.db');
const reused = values.keep !== undefined && existsSync(values.keep);
if (reused) copyFileSync(values.keep!, file);
const platform = createNodePlatform({
  DATABASE_URL: `file:${file}`,
  MEDIA_DIR: '/tmp/mabinti-free-media',
  LOG_LEVEL: 'error',
});
const { db } = platform;
await migrateDatabase(db);
const now = Date.now();
const today = nairobiDateKey(now);
let started = performance.now();
if (reused) console.log(`Started from ${values.keep}`);
else {
  const seeded = await seedFreeTime(db, LISTINGS, now);
  console.log(
    `Seeded ${seeded.listings.toLocaleString('en')} listings of ${seeded.sellers.toLocaleString('en')} providers (${seeded.chairs.toLocaleString('en')} chairs), ${seeded.bookings.toLocaleString('en')} bookings over 30 days, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
started = performance.now();
let worked = 0;
collect();
for (let round; (round = await refreshFreeSpans(db, now, 100_000)) > 0; collect()) worked += round;
await db.run(sql`ANALYZE`);
console.log(
  `Worked out ${worked.toLocaleString('en')} seller days of free spans in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
// The copy kept is the catalogue as worked out (again after a migration that marks every day stale).
if (values.keep && worked > 0) {
  rmSync(values.keep, { force: true });
  await db.run(sql`VACUUM INTO ${values.keep}`);
}

// The searches: a date in the next week (a Saturday among them), a place and a window.
const random = createRandom(7);
const saturday = Array.from({ length: 7 }, (_, i) => addDays(today, i + 1)).find((date) => weekdayOf(date) === 6)!;
const dates = [addDays(today, 1), saturday, addDays(today, 5)];
const WINDOWS = { morning: ['06:00', '12:00'], evening: ['17:00', '21:00'], 'two hours': ['10:00', '12:00'] } as const;
const kinds: Array<{
  place: 'town' | 'near' | 'at home';
  window: keyof typeof WINDOWS;
  query: Record<string, string>;
}> = [];
for (let i = 0; i < SEARCHES; i++) {
  const window = random.pick(Object.keys(WINDOWS) as Array<keyof typeof WINDOWS>);
  const [from, to] = WINDOWS[window];
  const placeKind = (['town', 'near', 'at home'] as const)[i % 3]!;
  const where: Record<string, string> =
    placeKind === 'town'
      ? { town: random.pick(PICKER_TOWNS) }
      : placeKind === 'at home'
        ? { town: random.pick(PLACES).name, atHome: '1', ...(random.next() < 0.5 ? { sort: 'nearest' } : {}) }
        : (() => {
            const around = random.pick(PLACES);
            return {
              near: `${(around.lat + 0.01).toFixed(4)},${around.lng.toFixed(4)}`,
              radiusKm: '5',
              sort: 'nearest',
            };
          })();
  const narrow: Record<string, string> = {};
  if (random.next() < 0.5) narrow.category = random.pick(CATEGORIES).id;
  if (random.next() < 0.5) Object.assign(narrow, { minPrice: '1000', maxPrice: '4000' });
  if (random.next() < 0.3 && !where.sort) narrow.sort = random.pick(['price', 'rating', 'earliest']);
  kinds.push({ place: placeKind, window, query: { date: random.pick(dates), from, to, ...where, ...narrow } });
}

const rows = await db.select().from(services);

/**
 * A listing's slots on a date, as its slots route gives them (the brute force): at the listing's
 * place, or at the client's (`atHome=1`). Worked out only for the listings a search's other
 * filters let through, and kept until the bookings change them.
 */
const slotCache = new Map<string, string[]>();
let computed = 0;
async function slotsFor(id: number, date: string, atHome: boolean) {
  const key = `${date} ${atHome} ${id}`;
  const kept = slotCache.get(key);
  if (kept) return kept;
  // The driver's statements free their native memory when V8 collects them, and their finalizers
  // run between tasks: collect, then let them run.
  if (++computed % 500 === 0) {
    collect();
    await new Promise((resolve) => setImmediate(resolve));
  }
  const slots = await slotsOf(platform, String(id), date, now, undefined, undefined, atHome);
  const starts = slots.map((slot) => slot.start.slice(11, 16));
  slotCache.set(key, starts);
  return starts;
}

async function bruteForce(asked: FreeSearch) {
  const from = `${String(Math.floor(asked.from / 60)).padStart(2, '0')}:${String(asked.from % 60).padStart(2, '0')}`;
  const to =
    asked.to === 1440
      ? '24:00'
      : `${String(Math.floor(asked.to / 60)).padStart(2, '0')}:${String(asked.to % 60).padStart(2, '0')}`;
  const expected = new Map<number, string[]>();
  for (const row of rows) {
    if (!row.liveUntil || row.liveUntil <= now) continue;
    if (asked.category && row.category !== asked.category) continue;
    const place = PLACES.find((item) => item.key === row.place);
    if (asked.atHome) {
      // The provider's area reaches the client's point, measured to the metre as the search does.
      const point = asked.near ?? findPlace(asked.town)!;
      if (!row.homeVisits || !place || Math.round(distanceKm(point, place) * 1000) > row.homeRadiusKm! * 1000) continue;
    } else {
      if (asked.town && row.town.toLowerCase() !== asked.town.toLowerCase()) continue;
      if (asked.near && (!place || distanceKm(asked.near, place) > asked.radiusKm)) continue;
    }
    if (asked.minPrice !== undefined && (row.maxPrice ?? row.minPrice ?? 0) < asked.minPrice) continue;
    if (asked.maxPrice !== undefined && (row.minPrice ?? 0) > asked.maxPrice) continue;
    const freeAt = (await slotsFor(row.id, asked.date, asked.atHome)).filter((time) => time >= from && time < to);
    if (freeAt.length) expected.set(row.id, freeAt);
  }
  return expected;
}

async function runSearches(label: string) {
  const timings = new Map<string, number[]>();
  let wrong = 0;
  let found = 0;
  let pages = 0;
  for (const kind of kinds) {
    const asked = FreeSearchSchema.parse(kind.query);
    const answer = new Map<number, string[]>();
    let cursor: string | undefined;
    let first = true;
    do {
      if (++pages % 200 === 0) collect();
      const t0 = performance.now();
      const page = await freeSearch(db, { ...asked, cursor }, now);
      if (first) {
        for (const name of [kind.place, kind.window])
          timings.set(name, [...(timings.get(name) ?? []), performance.now() - t0]);
        first = false;
      }
      for (const { listing, freeAt } of page.items) {
        if (answer.has(listing.id)) wrong += 1; // given twice
        answer.set(listing.id, freeAt);
      }
      cursor = page.next ?? undefined;
    } while (cursor && !TIMINGS_ONLY);
    if (TIMINGS_ONLY) continue;
    const expected = await bruteForce(asked);
    found += expected.size;
    for (const [id, freeAt] of expected) if (answer.get(id)?.join() !== freeAt.join()) wrong += 1;
    for (const id of answer.keys()) if (!expected.has(id)) wrong += 1;
  }
  console.log(`\n${label}: ${kinds.length} searches, ${found.toLocaleString('en')} listings found in all`);
  let worst = 0;
  for (const [name, samples] of timings) {
    const p95 = percentile(samples, 95);
    worst = Math.max(worst, p95);
    console.log(
      `  ${name.padEnd(10)} first page: p50 ${ms(percentile(samples, 50))}, p95 ${ms(p95)}, max ${ms(Math.max(...samples))} (${samples.length} searches)`,
    );
  }
  console.log(`  wrong: ${wrong}`);
  return { wrong, worst };
}

const before = await runSearches('Spans worked out');
const booked = await bookSome(platform, dates, now, 200);
console.log(
  `\nBooked ${booked.ids.length} times through the booking path (${booked.refused} refused); their days are stale`,
);
// A booking changes the slots of its seller's listings only: theirs are asked again.
const touched = new Set(
  (
    await db
      .select({ id: services.id })
      .from(services)
      .where(
        inArray(
          services.sellerId,
          db.select({ sellerId: bookings.sellerId }).from(bookings).where(inArray(bookings.id, booked.ids)),
        ),
      )
  ).map((row) => String(row.id)),
);
for (const key of slotCache.keys()) if (touched.has(key.split(' ').at(-1)!)) slotCache.delete(key);
const after = await runSearches('Right after the bookings');
const worst = Math.max(before.worst, after.worst);
const wrong = before.wrong + after.wrong;
console.log(
  `\np95 of a first page: ${ms(worst)} (budget ${BUDGET_MS} ms at ${LISTINGS.toLocaleString('en')} listings)`,
);
console.log(`wrong: ${wrong}`);
console.log(wrong === 0 && worst <= BUDGET_MS ? 'MET' : 'MISSED');
platform.close();
rmSync(dir, { recursive: true, force: true });
if (wrong > 0 || worst > BUDGET_MS) process.exitCode = 1;
