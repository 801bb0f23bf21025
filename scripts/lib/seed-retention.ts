/**
 * Rows for the retention job to judge (decision 028): `old` rows past their period, spread over
 * every kind the job handles, and `young` rows of the same kinds that must come through untouched.
 * Used by `npm run bench:retention` (100,000 old rows) and by the retention test (a few).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client';

const DAY = 86_400_000;

/** Share of the old rows each kind gets; they add up to 1. */
const SHARES = {
  sessions: 0.15,
  password_resets: 0.05,
  rate_limits: 0.15,
  bookings: 0.15,
  booking_keys: 0.05,
  outbox: 0.2,
  payment_callbacks: 0.1,
  contact_messages: 0.03,
  jobs: 0.07,
  listing_views: 0.05,
} as const;

/** A callback as Daraja sends it, with the paying phone the job must not keep. */
const callbackBody = (i: number) =>
  JSON.stringify({
    Body: {
      stkCallback: {
        MerchantRequestID: `m-${i}`,
        CheckoutRequestID: `ws_CO_${i}`,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: 500 },
            { Name: 'MpesaReceiptNumber', Value: `RET${i}` },
            { Name: 'TransactionDate', Value: 20260101120000 },
            { Name: 'PhoneNumber', Value: 254700000000 + (i % 1000000) },
          ],
        },
      },
    },
  });

export async function seedRetention(db: Database, { old, young, now }: { old: number; young: number; now: number }) {
  const count = (kind: keyof typeof SHARES) => Math.max(1, Math.round(old * SHARES[kind]));
  const n = (limit: number) => sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${limit})`;
  await db.run(sql`INSERT INTO users (id, user_name, email, phone_number, account_type)
    VALUES ('retention-seller', 'Retention Seller', 'retention.seller@example.com', '+254700000001', 'seller')`);
  const services = 20;
  await db.run(sql`${n(services)} INSERT INTO services (id, seller_id, name, description, location, town,
      phone_number, category, subcategory)
    SELECT 900000 + i, 'retention-seller', 'Listing ' || i, 'A listing', 'Nairobi', 'Nairobi', '+254700000001',
      'hair', 'braiding' FROM n`);
  const both = async (kind: keyof typeof SHARES, insert: (rows: number, age: 'old' | 'young') => Promise<unknown>) => {
    await insert(count(kind), 'old');
    await insert(young, 'young');
  };
  await both('sessions', (rows, age) =>
    db.run(sql`${n(rows)} INSERT INTO sessions (id, user_id, expires_at, persistent)
      SELECT ${age} || '-session-' || i, 'retention-seller', ${age === 'old' ? now - DAY : now + DAY}, 1 FROM n`),
  );
  await both('password_resets', (rows, age) =>
    db.run(sql`${n(rows)} INSERT INTO password_resets (id, user_id, expires_at, used_at)
      SELECT ${age} || '-reset-' || i, 'retention-seller', ${age === 'old' ? now - DAY : now + 3_600_000}, NULL FROM n`),
  );
  await both('rate_limits', (rows, age) =>
    db.run(sql`${n(rows)} INSERT INTO rate_limits (key, window_start, count)
      SELECT ${age} || ':limit-' || i, ${age === 'old' ? now - 3 * DAY : now - 60_000}, 1 FROM n`),
  );
  const visitAt = (age: 'old' | 'young') => (age === 'old' ? now - 400 * DAY : now - 30 * DAY);
  let bookingBase = 0;
  await both('bookings', async (rows, age) => {
    bookingBase += 10_000_000;
    const at = visitAt(age);
    await db.run(sql`${n(rows)} INSERT INTO bookings (id, service_id, service_name, seller_id, buyer_id, date, time,
        starts_at, ends_at, blocks_until, status, name, email, phone_number, message)
      SELECT ${bookingBase} + i, 900001, 'Listing 1', 'retention-seller', NULL, '2025-10-20', '10:00 AM',
        ${at}, ${at + 3_600_000}, ${at + 3_600_000}, 'completed', 'Guest ' || i, 'guest' || i || '@example.com',
        '+2547' || (10000000 + i), 'See you' FROM n`);
  });
  let keyBase = 0;
  await both('booking_keys', (rows, age) => {
    keyBase += 10_000_000;
    return db.run(sql`${n(rows)} INSERT INTO booking_keys (key_hash, booking_id, created_at, scope)
      SELECT ${age} || '-key-' || i, ${keyBase} + ((i - 1) % ${age === 'old' ? count('bookings') : young}) + 1,
        ${visitAt(age)}, 'manage' FROM n`);
  });
  await both('outbox', (rows, age) =>
    db.run(sql`${n(rows)} INSERT INTO outbox (channel, kind, "to", subject, text, html, status, created_at)
      SELECT 'email', 'booking-update', 'client' || i || '@example.com', 'Your booking', 'Body ' || i, '<p>Body</p>',
        'stored', ${age === 'old' ? now - 100 * DAY : now - DAY} FROM n`),
  );
  await both('payment_callbacks', async (rows, age) => {
    for (let i = 0; i < rows; i += 1000) {
      const values = Array.from({ length: Math.min(1000, rows - i) }, (_, j) => ({
        body: callbackBody(i + j),
        at: age === 'old' ? now - 100 * DAY : now - DAY,
      }));
      await db.run(
        sql`INSERT INTO payment_callbacks (body, received_at) VALUES ${sql.join(
          values.map((value) => sql`(${value.body}, ${value.at})`),
          sql`, `,
        )}`,
      );
    }
  });
  await both('contact_messages', (rows, age) =>
    db.run(sql`${n(rows)} INSERT INTO contact_messages (name, email, phone, subject, message, answered_at, created_at)
      SELECT 'Writer ' || i, 'writer' || i || '@example.com', '+254711000000', 'A question', 'Hello',
        ${age === 'old' ? now - 400 * DAY : now - DAY}, ${age === 'old' ? now - 401 * DAY : now - 2 * DAY} FROM n`),
  );
  await both('jobs', (rows, age) =>
    db.run(sql`${n(rows)} INSERT INTO jobs (kind, key, payload, run_at, status, finished_at, created_at)
      SELECT 'deliver-message', ${age} || '-job-' || i, '{}', 0, 'done', ${age === 'old' ? now - 40 * DAY : now - DAY},
        ${age === 'old' ? now - 40 * DAY : now - DAY} FROM n`),
  );
  await both('listing_views', (rows, age) => {
    const first = age === 'old' ? 731 : 1;
    return db.run(sql`${n(rows)} INSERT INTO listing_views (service_id, date, views)
      SELECT 900001 + ((i - 1) % ${services}), date(${now / 1000}, 'unixepoch', '-' || (${first} + (i - 1) / ${services}) || ' days'), 3
      FROM n`);
  });
}

export const RETENTION_TABLES = Object.keys(SHARES);

/** Each table's young rows, as they are now: compared before and after a run, they must not change. */
export async function youngRows(db: Database, now: number): Promise<Record<string, string>> {
  const young: Record<string, ReturnType<typeof sql>> = {
    sessions: sql`SELECT * FROM sessions WHERE id LIKE 'young-%' ORDER BY id`,
    password_resets: sql`SELECT * FROM password_resets WHERE id LIKE 'young-%' ORDER BY id`,
    rate_limits: sql`SELECT * FROM rate_limits WHERE key LIKE 'young:%' ORDER BY key`,
    bookings: sql`SELECT * FROM bookings WHERE starts_at > ${now - 100 * DAY} ORDER BY id`,
    booking_keys: sql`SELECT * FROM booking_keys WHERE key_hash LIKE 'young-%' ORDER BY key_hash`,
    outbox: sql`SELECT * FROM outbox WHERE created_at > ${now - 3 * DAY} ORDER BY id`,
    payment_callbacks: sql`SELECT * FROM payment_callbacks WHERE received_at > ${now - 3 * DAY} ORDER BY id`,
    contact_messages: sql`SELECT * FROM contact_messages WHERE created_at > ${now - 3 * DAY} ORDER BY id`,
    jobs: sql`SELECT * FROM jobs WHERE key LIKE 'young-%' ORDER BY id`,
    listing_views: sql`SELECT * FROM listing_views WHERE date > date(${now / 1000}, 'unixepoch', '-700 days') ORDER BY service_id, date`,
  };
  const rows: Record<string, string> = {};
  for (const [table, query] of Object.entries(young)) rows[table] = JSON.stringify(await db.all(query));
  return rows;
}

/** Personal data still in old rows after a run: every figure must be 0. */
export async function oldLeftovers(db: Database, now: number): Promise<Record<string, number>> {
  const one = async (query: ReturnType<typeof sql>) => Number((await db.all<{ n: number }>(query))[0]?.n ?? 0);
  return {
    'guest contact details': await one(sql`SELECT count(*) AS n FROM bookings
      WHERE starts_at < ${now - 365 * DAY} AND (email <> '' OR phone_number <> '' OR name <> '')`),
    'message bodies': await one(
      sql`SELECT count(*) AS n FROM outbox WHERE created_at < ${now - 90 * DAY} AND text IS NOT NULL`,
    ),
    'callback phones': await one(sql`SELECT count(*) AS n FROM payment_callbacks
      WHERE received_at < ${now - 90 * DAY} AND body LIKE '%PhoneNumber%'`),
  };
}

export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of RETENTION_TABLES) {
    counts[table] = Number(
      (await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`))[0]!.n,
    );
  }
  return counts;
}
