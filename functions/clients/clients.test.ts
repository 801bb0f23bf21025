import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { bookings, clientNotes } from '#functions/db/schema/bookings';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp, runJobs } from '../../tests/support/test-platform';
import type { ClientView } from '#shared/clients';

/** A business's clients (decision 045): figures that add up, private notes, CSV, and erasure. */
const testApp = createTestApp({ RATE_LIMIT_SCALE: '50' });
const { platform, request, get, postForm } = testApp;
const { signUp, sellerWithListing, dayAhead, appointment, book } = bookingHelpers(testApp);
afterAll(() => platform.close());

let seller: Awaited<ReturnType<typeof sellerWithListing>>;
let buyer: Awaited<ReturnType<typeof signUp>>;
const list = async (query = '') =>
  ((await (await get(`/api/me/clients${query}`, seller.auth)).json()) as { clients: ClientView[]; total: number })
    .clients;

beforeAll(async () => {
  seller = await sellerWithListing();
  buyer = await signUp('buyer');
  // Three of the buyer's bookings (one done, one a no-show, one to come) and a walk-in's.
  for (const [days, time] of [
    [3, '9:00 AM'],
    [3, '11:00 AM'],
    [4, '9:00 AM'],
  ] as const) {
    const made = await book(
      {
        ...appointment({ date: dayAhead(days), time, phoneNumber: '0722 611 403' }),
        serviceId: String(seller.serviceId),
      },
      buyer.auth,
    );
    expect(made.status).toBe(201);
  }
  const walkIn = {
    serviceId: seller.serviceId,
    date: dayAhead(5),
    time: '10:00 AM',
    name: 'Mama Otieno',
    phoneNumber: '0733 111 222',
  };
  expect((await request('POST', '/api/me/walk-ins', walkIn, seller.auth)).status).toBe(201);
  // The first two are past now: one done, one missed.
  const mine = await platform.db.select().from(bookings).where(eq(bookings.buyerId, buyer.id)).orderBy(bookings.id);
  const past = Date.now() - 7 * 86_400_000;
  for (const [i, status] of [
    [0, 'completed'],
    [1, 'no_show'],
  ] as const)
    await platform.db
      .update(bookings)
      .set({ status, startsAt: past + i * 3_600_000, endsAt: past + i * 3_600_000 + 1_800_000 })
      .where(eq(bookings.id, mine[i]!.id));
});

describe('the client list', () => {
  it('has one row per number whose figures are those of the bookings behind it', async () => {
    const clients = await list();
    expect(clients.map((client) => client.name)).toEqual(['Mama Otieno', 'Akinyi Odhiambo']);
    for (const client of clients) {
      const rows = await platform.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.sellerId, seller.id), eq(bookings.phoneNumber, client.phone)));
      const done = rows.filter((row) => row.status === 'completed');
      expect(client.visits).toBe(done.length);
      expect(client.spend).toBe(done.reduce((sum, row) => sum + (row.optionPrice ?? 0) + (row.travelFee ?? 0), 0));
      expect(client.noShows).toBe(rows.filter((row) => row.status === 'no_show').length);
      const upcoming = rows.filter((row) => row.startsAt > Date.now() && row.status !== 'cancelled');
      expect(client.nextVisit).toBe(upcoming.length ? Math.min(...upcoming.map((row) => row.startsAt)) : null);
    }
    expect(clients[1]).toMatchObject({ visits: 1, noShows: 1 });
    expect(clients[1]!.spend).toBeGreaterThan(0);
    expect((await list('?q=otieno')).map((client) => client.name)).toEqual(['Mama Otieno']);
    expect(await list('?q=%25')).toEqual([]);
  });

  it('keeps private notes on its own clients only, and a form that says what happened', async () => {
    const [walkIn] = await list('?q=otieno');
    const saved = await request(
      'POST',
      '/api/me/clients/notes',
      { phone: '0733 111 222', note: '=HYPERLINK("x") allergic to latex' },
      seller.auth,
    );
    expect(saved.status).toBe(200);
    expect((await list('?q=otieno'))[0]!.note).toBe('=HYPERLINK("x") allergic to latex');
    expect(
      (await request('POST', '/api/me/clients/notes', { phone: '0700 000 001', note: 'x' }, seller.auth)).status,
    ).toBe(404);
    const other = await sellerWithListing();
    expect(
      (await request('POST', '/api/me/clients/notes', { phone: walkIn!.phone, note: 'x' }, other.auth)).status,
    ).toBe(404);
    expect((await get('/api/me/clients', buyer.auth)).status).toBe(403);
    const form = await postForm(
      '/api/me/clients/notes',
      { phone: walkIn!.phone, note: 'x'.repeat(1001), return: '/account/clients' },
      seller.auth,
    );
    expect(form.headers.get('location')).toMatch(
      /^\/account\/clients\?notice=client-note-failed&problem=clients\.noteTooLong/,
    );

    // The CSV: every client, a note that starts like a formula written as text.
    const csv = await (await get('/api/me/clients/csv?lang=en', seller.auth)).text();
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Name,Phone,E-mail,Visits,Spent (Ksh),No-shows,Last visit,Next visit,Note');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") allergic to latex"`);
  });

  it('forgets a client who erases their account: out of the list, their notes gone', async () => {
    await request('POST', '/api/me/clients/notes', { phone: '0722 611 403', note: 'Prefers Wanjiku' }, seller.auth);
    const erased = await request(
      'POST',
      '/api/me/delete',
      { password: 'correct horse battery', understand: true },
      buyer.auth,
    );
    expect(erased.status).toBe(200);
    await runJobs(platform);
    expect((await list()).map((client) => client.name)).toEqual(['Mama Otieno']);
    const [left] = await platform.db
      .select({ n: sql<number>`count(*)` })
      .from(clientNotes)
      .where(eq(clientNotes.phone, '+254722611403'));
    expect(left!.n).toBe(0);
  });
});
