/**
 * The pages staff and sellers work from, at scale (issue 61), against the built Node server:
 *   npm run bench:admin              (builds first)
 *   npm run bench:admin -- --no-build
 * Adds 10,000 accounts, 50,000 payments and 2,000 open reports to the sample data, and 5,000
 * bookings for the demo seller; then asks each page 60 times as staff (People, filtered People,
 * Payments, Reports, Listings, Payouts, Audit) and as the seller (My Account's Today, My
 * bookings, the calendar's day and week, the clients). Prints p50/p95 per page
 * (budgets: p95 ≤ 150 ms for the admin pages, ≤ 100 ms for the seller's).
 */
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { createNodePlatform } from '#functions/platform/node';
import { users } from '#functions/db/schema/accounts';
import { payments } from '#functions/db/schema/payments';
import { listingReports } from '#functions/db/schema/admin';
import { bookings } from '#functions/db/schema/bookings';
import { services } from '#functions/db/schema/catalogue';
import { addDays, nairobiDateKey, slotLabel } from '#shared/booking-time';
import { nairobiInstant } from '#functions/scheduling/clock';
import { startBuiltServer } from './lib/serve';
import { ms, percentile } from './lib/stats';

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
if (!values['no-build']) execSync('npm run build', { stdio: 'inherit' });
Object.assign(process.env, { RATE_LIMIT_SCALE: '1000', LOG_LEVEL: 'error' });
const server = await startBuiltServer(4417);
process.on('exit', () => server.stop());
const platform = createNodePlatform({ ...process.env, DATABASE_URL: server.databaseUrl, LOG_LEVEL: 'error' });
const { db } = platform;
const now = Date.now();

const inBatches = async <T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) => {
  for (let at = 0; at < rows.length; at += 400) await insert(rows.slice(at, at + 400));
};
const people = Array.from({ length: 10_000 }, (_, i) => ({
  id: `bench-person-${i}`,
  userName: `Bench Person ${i}`,
  email: `bench.person.${i}@example.com`,
  phoneNumber: `+2547${String(10_000_000 + i).slice(-8)}`,
  accountType: i % 5 === 0 ? ('seller' as const) : ('buyer' as const),
  createdAt: new Date(now - i * 60_000),
  suspendedAt: i % 97 === 0 ? new Date(now - i * 30_000) : null,
  suspendedReason: i % 97 === 0 ? 'Bench' : null,
}));
await inBatches(people, (batch) => db.insert(users).values(batch));
const STATUSES = ['paid', 'paid', 'paid', 'failed', 'cancelled', 'pending'] as const;
await inBatches(
  Array.from({ length: 50_000 }, (_, i) => ({
    checkoutRequestId: `bench-checkout-${i}`,
    merchantRequestId: `bench-merchant-${i}`,
    callbackSecretHash: 'bench',
    userId: people[i % people.length]!.id,
    purpose: 'package' as const,
    packageId: 'basic',
    amount: 1500,
    phone: '+254722000000',
    status: STATUSES[i % STATUSES.length]!,
    createdAt: new Date(now - i * 30_000),
  })),
  (batch) => db.insert(payments).values(batch),
);
const listings = (await db.select({ id: services.id }).from(services)).map((row) => row.id);
await inBatches(
  Array.from({ length: 2_000 }, (_, i) => ({
    serviceId: listings[i % listings.length]!,
    reason: 'fake-or-scam' as const,
    note: `Bench report ${i}`,
    reporterId: people[i]!.id,
  })),
  (batch) => db.insert(listingReports).values(batch),
);
// 5,000 bookings of the demo seller over the next 100 days, requests and confirmed ones.
const seller = (await db.select().from(users).where(eq(users.email, 'demo.seller@mabinti.test')))[0]!;
const [listing] = await db.select().from(services).where(eq(services.sellerId, seller.id)).limit(1);
const today = nairobiDateKey(now);
await inBatches(
  Array.from({ length: 5_000 }, (_, i) => {
    const date = addDays(today, 1 + (i % 100));
    // Each its own start (7:05 onwards, a quarter of an hour apart): no two share a slot.
    const minutes = 7 * 60 + 5 + Math.floor(i / 100) * 15;
    const startsAt = nairobiInstant(date, minutes);
    return {
      serviceId: listing!.id,
      serviceName: listing!.name,
      sellerId: seller.id,
      buyerId: people[i % people.length]!.id,
      date,
      time: slotLabel(minutes),
      startsAt,
      endsAt: startsAt + 30 * 60_000,
      blocksUntil: startsAt + 30 * 60_000,
      durationMinutes: 30,
      status: i % 4 === 0 ? ('requested' as const) : ('confirmed' as const),
      name: `Bench Client ${i}`,
      email: `bench.client.${i}@example.com`,
      // Two thousand clients, each booking a few times.
      phoneNumber: `+2547120${String(i % 2000).padStart(5, '0')}`,
      createdAt: new Date(now - i * 1000),
    };
  }),
  (batch) => db.insert(bookings).values(batch),
);
platform.close();

async function signIn(email: string) {
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ email, password: 'mabinti-demo' }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const ROUNDS = 60;
async function timePage(cookie: string, path: string) {
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS + 5; i++) {
    const t0 = performance.now();
    const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    if (i >= 5) samples.push(performance.now() - t0);
  }
  return samples;
}

let missed = 0;
const report = async (cookie: string, path: string, budget: number) => {
  const samples = await timePage(cookie, path);
  const p95 = percentile(samples, 95);
  if (p95 > budget) missed += 1;
  console.log(
    `  ${path.padEnd(44)} p50 ${ms(percentile(samples, 50))}, p95 ${ms(p95)} (budget ${budget} ms) ${p95 <= budget ? 'met' : 'MISSED'}`,
  );
};
try {
  console.log('Admin pages: 10,000 more accounts, 50,000 payments, 2,000 open reports');
  const admin = await signIn('demo.admin@mabinti.test');
  for (const path of [
    '/admin/people',
    '/admin/people?q=person.9&state=active',
    '/admin/people?type=seller&state=suspended',
    '/admin/payments',
    '/admin/payments?status=failed',
    '/admin/reports',
    '/admin/listings',
    '/admin/listings?state=live&category=hair',
    '/admin/payouts',
    '/admin/audit',
  ])
    await report(admin, path, 150);
  console.log('The seller: 5,000 bookings');
  const mine = await signIn('demo.seller@mabinti.test');
  const tomorrow = addDays(today, 1);
  for (const path of [
    '/account',
    '/account/bookings',
    `/account/day?date=${tomorrow}`,
    `/account/day?date=${tomorrow}&view=week`,
    '/account/clients',
  ])
    await report(mine, path, 100);
  console.log(missed === 0 ? 'MET' : 'MISSED');
  if (missed > 0) process.exitCode = 1;
} finally {
  process.exit();
}
