/**
 * Search latency on a large catalogue, in-process through the real API handler, beside a
 * LIKE '%term%' scan over the same rows answering the same question (first page, all words).
 *   npm run bench:search [-- --services 100000 --rounds 20]
 * Budget: p95 <= 25 ms and at least 10x faster than the scan.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createApp } from '#functions/api/app';
import { createNodePlatform } from '#functions/platform/node';
import { migrateDatabase } from '#functions/db/migrate';
import { seedScale } from './lib/scale-catalogue';
import { ms, percentile } from './lib/stats';

const { values } = parseArgs({
  options: { services: { type: 'string', default: '100000' }, rounds: { type: 'string', default: '20' } },
});
const count = Number(values.services);
const rounds = Number(values.rounds);
const QUERIES = [
  'brai',
  'makeup',
  'nails westlands',
  'wedding photography',
  'massage',
  'kitenge',
  'locs retwist',
  'deep cleaning',
  'gym',
  'skin consult',
  'bridal hair nairobi',
  'laundry',
  'personal trainer',
  'gift hamper',
  'eyebrow',
  'premium spa',
  'natural hair',
  'nutrition',
  'portrait',
  'maasai',
];

const dir = mkdtempSync(join(tmpdir(), 'mabinti-bench-'));
try {
  const platform = createNodePlatform({ DATABASE_URL: `file:${join(dir, 'bench.db')}`, MEDIA_DIR: join(dir, 'media') });
  const { db } = platform;
  await migrateDatabase(db);
  const seeding = performance.now();
  await seedScale(db, count);
  console.log(
    `Seeded ${count.toLocaleString('en')} listings in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  const app = createApp(() => platform);
  const ftsTimes: number[] = [];
  const scanTimes: number[] = [];
  let found = 0;

  // The scan answers the same question as the ranked search: which rows match every word.
  // Ranking (or counting) needs every match, so it reads the whole table; an unranked
  // "newest 25" LIKE query can stop early on common words and is printed for contrast only.
  const likeWhere = (query: string) =>
    sql.join(
      query
        .toLowerCase()
        .split(/\s+/)
        .map((word) => {
          const like = `%${word}%`;
          return sql`(name LIKE ${like} OR description LIKE ${like} OR location LIKE ${like} OR category LIKE ${like} OR subcategory LIKE ${like})`;
        }),
      sql` AND `,
    );
  const scan = (query: string) => db.all(sql`SELECT id, name FROM services WHERE ${likeWhere(query)}`);
  const newestOnly = (query: string) =>
    db.all(sql`SELECT id FROM services WHERE ${likeWhere(query)} ORDER BY id DESC LIMIT 25`);
  const newestTimes: number[] = [];

  // Warm both paths once so the first measured request is not a cold start.
  for (const query of QUERIES) {
    await app.request(`/api/services/search?query=${encodeURIComponent(query)}`);
    await scan(query);
  }
  for (let round = 0; round < rounds; round++) {
    for (const query of QUERIES) {
      let started = performance.now();
      const response = await app.request(`/api/services/search?query=${encodeURIComponent(query)}`);
      const body = (await response.json()) as unknown[];
      ftsTimes.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`search for ${query} answered ${response.status}`);
      found += body.length;
      started = performance.now();
      await scan(query);
      scanTimes.push(performance.now() - started);
      started = performance.now();
      await newestOnly(query);
      newestTimes.push(performance.now() - started);
    }
  }
  platform.close();

  const p95 = percentile(ftsTimes, 95);
  const scanP95 = percentile(scanTimes, 95);
  const speedup = percentile(scanTimes, 50) / percentile(ftsTimes, 50);
  console.log(
    `\nSearch over ${count.toLocaleString('en')} listings, ${ftsTimes.length} requests (${QUERIES.length} queries x ${rounds} rounds), ${(found / ftsTimes.length).toFixed(1)} results per page on average`,
  );
  console.log(`  FTS5 endpoint   median ${ms(percentile(ftsTimes, 50))}   p95 ${ms(p95)}`);
  console.log(
    `  LIKE scan       median ${ms(percentile(scanTimes, 50))}   p95 ${ms(scanP95)}   (every match, as ranking needs)`,
  );
  console.log(
    `  LIKE newest 25  median ${ms(percentile(newestTimes, 50))}   p95 ${ms(percentile(newestTimes, 95))}   (unranked, stops early; contrast only)`,
  );
  console.log(`  speed-up (median) ${speedup.toFixed(1)}x, (p95) ${(scanP95 / p95).toFixed(1)}x`);
  console.log(
    `  budget: p95 <= 25 ms ${p95 <= 25 ? 'MET' : 'MISSED'}; >= 10x faster ${speedup >= 10 ? 'MET' : 'MISSED'}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
