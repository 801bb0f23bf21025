import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { users } from '#functions/db/schema/accounts';
import { outbox } from '#functions/db/schema/mail';
import { services } from '#functions/db/schema/catalogue';
import { EMULATOR_MAIL_KEY, startMailApiEmulator } from '../../emulators/mail-api';
import { bookingHelpers } from '../../tests/support/bookings';
import { bearer, markPackagePaid } from '../../tests/support/accounts';
import { createTestApp, runJobs } from '../../tests/support/test-platform';

/**
 * People own their data (decision 028): the download holds what they did, and after
 * "Delete my account" neither their e-mail nor their phone is left in any column of any table.
 */
const mail = startMailApiEmulator();
let testApp: ReturnType<typeof createTestApp>;
let b: ReturnType<typeof bookingHelpers>;
beforeAll(async () => {
  testApp = createTestApp({ MAIL_API_KEY: EMULATOR_MAIL_KEY, MAIL_API_URL: `${await mail.listening}/emails` });
  b = bookingHelpers(testApp);
});
afterAll(async () => {
  testApp.platform.close();
  await mail.close();
});

const PASSWORD = 'correct horse battery';

/** Every place in the database where `needle` appears: table.column, for each text it is found in. */
async function whereFound(needle: string): Promise<string[]> {
  const { db } = testApp.platform;
  const tables = await db.all<{ name: string }>(
    sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const columns = await db.all<{ name: string }>(sql`SELECT name FROM pragma_table_info(${name})`);
    for (const column of columns) {
      const [hit] = await db.all<{ n: number }>(
        sql`SELECT count(*) AS n FROM ${sql.identifier(name)} WHERE instr(CAST(${sql.identifier(column.name)} AS TEXT), ${needle}) > 0`,
      );
      if (hit && hit.n > 0) found.push(`${name}.${column.name}`);
    }
  }
  return found;
}

async function person(accountType: 'buyer' | 'seller', phone: string) {
  const email = `${accountType}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const response = await testApp.request(
    'POST',
    '/api/register',
    { userName: 'Zawadi Mwikali', email, phoneNumber: phone, password: PASSWORD, accountType, packageId: 'basic' },
    {},
    testApp.newClient(),
  );
  const body = await response.json();
  if (accountType === 'seller') await markPackagePaid(testApp.platform.db, body.user.id);
  return { id: body.user.id as string, email, auth: bearer(body.token) };
}

describe('Download my data', () => {
  it('is one ZIP whose JSON holds the bookings, reviews and messages of the person', async () => {
    const seller = await b.sellerWithListing();
    const buyer = await person('buyer', '0722 611 402');
    const booked = await b.book(b.appointment({ serviceId: String(seller.serviceId), email: buyer.email }), buyer.auth);
    expect(booked.status).toBe(201);
    const response = await testApp.request('POST', '/api/me/data', {}, buyer.auth);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toMatch(/attachment; filename="mabinti-data-.*\.zip"/);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const data = JSON.parse(new TextDecoder().decode(files['mabinti-data.json']));
    expect(data.account.email).toBe(buyer.email);
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.bookingsAsClient).toHaveLength(1);
    expect(data.bookingsAsClient[0].service).toBe('Knotless Braids in Kasarani');
    expect(data.messagesSentToYou.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain(seller.email);
  });

  it('needs a signed-in person', async () => {
    expect((await testApp.request('POST', '/api/me/data', {})).status).toBe(401);
  });
});

describe('Delete my account', () => {
  it('cancels a seller’s upcoming bookings, tells the client, and leaves the e-mail and phone nowhere', async () => {
    const seller = await person('seller', '0799 417 263');
    const [listing] = await testApp.platform.db
      .insert(services)
      .values({
        sellerId: seller.id,
        name: 'Bridal Makeup in Westlands',
        description: 'Makeup for the day.',
        minPrice: 3000,
        maxPrice: 3000,
        location: 'Westlands, Nairobi',
        town: 'Nairobi',
        phoneNumber: '+254799417263',
        category: 'beauty',
        subcategory: 'makeup',
      })
      .returning({ id: services.id });
    const client = await person('buyer', '0722 611 403');
    const booked = await b.book(b.appointment({ serviceId: String(listing!.id), email: client.email }), client.auth);
    expect(booked.status).toBe(201);
    await runJobs(testApp.platform);

    const wrong = await testApp.request(
      'POST',
      '/api/me/delete',
      { password: 'not it', understand: true },
      seller.auth,
    );
    expect(wrong.status).toBe(400);
    const unsure = await testApp.request('POST', '/api/me/delete', { password: PASSWORD }, seller.auth);
    expect(unsure.status).toBe(400);

    const deleted = await testApp.request(
      'POST',
      '/api/me/delete',
      { password: PASSWORD, understand: true },
      seller.auth,
    );
    expect(deleted.status).toBe(200);
    await runJobs(testApp.platform);

    const toClient = await testApp.platform.db.select().from(outbox).where(eq(outbox.to, client.email));
    expect(toClient.map((row) => row.subject).join('\n')).toMatch(/cancel/i);
    expect(mail.accepted.some((sent) => sent.to.includes(seller.email) && /deleted/.test(sent.subject))).toBe(true);
    expect(await whereFound(seller.email)).toEqual([]);
    expect(await whereFound('254799417263')).toEqual([]);
    expect(await whereFound('0799417263')).toEqual([]);

    const [row] = await testApp.platform.db.select().from(users).where(eq(users.id, seller.id));
    expect(row!.erasedAt).not.toBeNull();
    const signIn = await testApp.request('POST', '/api/login', { email: seller.email, password: PASSWORD });
    expect(signIn.status).toBe(401);
    expect((await testApp.request('GET', '/api/me', undefined, seller.auth)).status).toBe(401);
  });

  it('leaves the address, landmark and pin of a client’s visit at their place nowhere', async () => {
    const seller = await b.sellerWithListing();
    const { db } = testApp.platform;
    await db.update(services).set({ place: 'kasarani' }).where(eq(services.id, seller.serviceId));
    const terms = { homeVisits: 'also', homeRadiusKm: 10, travelFee: 200, travelMinutes: 15 };
    expect(
      (await testApp.request('POST', `/api/services/${seller.serviceId}/home-visits`, terms, seller.auth)).status,
    ).toBe(200);
    const client = await person('buyer', '0722 611 404');
    const atHome = {
      address: 'Kindaruma Close, House 7',
      landmark: 'Behind Zamzam mosque',
      lat: -1.22357,
      lng: 36.90211,
    };
    const booked = await b.book(
      { ...b.appointment({ serviceId: String(seller.serviceId), email: client.email }), atHome },
      client.auth,
    );
    expect(booked.status).toBe(201);
    await runJobs(testApp.platform);
    const deleted = await testApp.request(
      'POST',
      '/api/me/delete',
      { password: PASSWORD, understand: true },
      client.auth,
    );
    expect(deleted.status).toBe(200);
    await runJobs(testApp.platform);
    for (const needle of ['Kindaruma', 'Zamzam', '-1.22357', '36.90211']) expect(await whereFound(needle)).toEqual([]);
  });
});
