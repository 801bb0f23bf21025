import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, like } from 'drizzle-orm';
import { outbox } from '#functions/db/schema/mail';
import { bookings } from '#functions/db/schema/bookings';
import { waitlistEntries, waitlistOffers } from '#functions/db/schema/waitlist';
import { backgroundSettled } from '#functions/jobs/soon';
import { receiveText } from './replies';
import { filledFromWaitlist } from '#functions/insights/repository';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp, runJobs } from '../../tests/support/test-platform';

/** The waitlist (decision 046): a freed time offered in order, taken once, passed on, answered by text. */
const testApp = createTestApp({ RATE_LIMIT_SCALE: '50' });
const { platform, request, get } = testApp;
const { signUp, sellerWithListing, dayAhead, appointment, book } = bookingHelpers(testApp);
afterAll(() => platform.close());

let seller: Awaited<ReturnType<typeof sellerWithListing>>;
let phones = 0;
beforeAll(async () => {
  seller = await sellerWithListing();
});

const waiter = (overrides: Record<string, unknown> = {}) => ({
  serviceId: seller.serviceId,
  fromDate: dayAhead(4),
  toDate: dayAhead(4),
  earliest: '10:00 AM',
  latest: '10:00 AM',
  name: 'Njeri Wambui',
  email: `njeri${++phones}@example.com`,
  phoneNumber: `0722 000 ${String(100 + phones)}`,
  ...overrides,
});
const join = (body: Record<string, unknown>, auth: Record<string, string> = {}) =>
  request('POST', '/api/waitlist', body, auth, testApp.newClient());
const settle = async () => {
  await backgroundSettled();
  await runJobs(platform);
};
const offersTo = (email: string) =>
  platform.db
    .select({ offer: waitlistOffers })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(eq(waitlistEntries.email, email))
    .orderBy(desc(waitlistOffers.id));
const keyIn = async (email: string) => {
  const [mail] = await platform.db
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.text, '%/waitlist/offer/%')))
    .orderBy(desc(outbox.id))
    .limit(1);
  return /\/waitlist\/offer\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
};
/** A booking of the 10:00 start `days` ahead by a new buyer; its id and the buyer's auth. */
const taken = async (days = 4, time = '10:00 AM') => {
  const buyer = await signUp('buyer');
  const made = await book(
    { ...appointment({ date: dayAhead(days), time }), serviceId: String(seller.serviceId) },
    buyer.auth,
  );
  expect(made.status).toBe(201);
  return { id: ((await made.json()) as { id: number }).id, auth: buyer.auth };
};
const cancel = (id: number, auth: Record<string, string>) => request('POST', `/api/bookings/${id}/cancel`, {}, auth);

describe('the waitlist', () => {
  it('offers a freed time to the first waiting, by text and e-mail; the link takes it and books it once', async () => {
    const held = await taken();
    const first = waiter();
    const second = waiter();
    expect((await join(first)).status).toBe(201);
    expect((await join(second)).status).toBe(201);
    await settle();
    expect(await offersTo(first.email)).toHaveLength(0);

    expect((await cancel(held.id, held.auth)).status).toBe(200);
    await settle();
    const [offer] = await offersTo(first.email);
    expect(offer?.offer).toMatchObject({ status: 'open', time: '10:00 AM', date: dayAhead(4) });
    expect(await offersTo(second.email)).toHaveLength(0);
    const texts = await platform.db.select().from(outbox).where(eq(outbox.to, '+254722000101'));
    expect(texts.at(-1)?.text).toMatch(/Reply 1 to take it, 2 to pass/);

    const key = (await keyIn(first.email))!;
    const view = await (await get(`/api/waitlist/offers/${key}`)).json();
    expect(view).toMatchObject({ status: 'open', time: '10:00 AM' });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => request('POST', `/api/waitlist/offers/${key}/take`, {})),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const holding = await platform.db
      .select()
      .from(bookings)
      .where(
        and(eq(bookings.serviceId, seller.serviceId), eq(bookings.date, dayAhead(4)), eq(bookings.time, '10:00 AM')),
      );
    expect(holding.filter((row) => row.status === 'requested')).toHaveLength(1);
    const [entry] = await platform.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, first.email));
    expect(entry).toMatchObject({ status: 'booked' });
    // The provider's insights count the time the waitlist filled.
    expect((await filledFromWaitlist(platform.db, seller.id, 0, Date.now() + 1)).filled).toBe(1);
  });

  it('passes the time to the next client when the first passes, and never offers a time booked otherwise', async () => {
    const held = await taken(5);
    const first = waiter({ fromDate: dayAhead(5), toDate: dayAhead(5) });
    const second = waiter({ fromDate: dayAhead(5), toDate: dayAhead(5) });
    await join(first);
    await join(second);
    await cancel(held.id, held.auth);
    await settle();
    const key = (await keyIn(first.email))!;
    expect((await request('POST', `/api/waitlist/offers/${key}/pass`, {})).status).toBe(200);
    await settle();
    const [next] = await offersTo(second.email);
    expect(next?.offer.status).toBe('open');
    // Someone books the time on the site meanwhile: the offer cannot take it, and says so.
    await taken(5);
    const nextKey = (await keyIn(second.email))!;
    const late = await request('POST', `/api/waitlist/offers/${nextKey}/take`, {});
    expect(late.status).toBe(409);
    expect((await offersTo(second.email))[0]?.offer.status).toBe('gone');
  });

  it('takes an offer by a reply of 1 from the number it went to', async () => {
    const held = await taken(6);
    const client = waiter({ fromDate: dayAhead(6), toDate: dayAhead(6), phoneNumber: '0722 555 001' });
    await join(client);
    await cancel(held.id, held.auth);
    await settle();
    await receiveText(platform, { id: 'reply-offer-1', from: '+254722555001', text: '1' });
    await receiveText(platform, { id: 'reply-offer-1', from: '+254722555001', text: '1' });
    const [offer] = await offersTo(client.email);
    expect(offer?.offer.status).toBe('taken');
    const replies = await platform.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, '+254722555001'), eq(outbox.kind, 'booking-reply')));
    expect(replies).toHaveLength(1);
    expect(replies[0]!.text).toMatch(/is booked for you/);
  });

  it('refuses a span too long, an end before the start, a listing of one’s own and a second entry for one number', async () => {
    expect((await join(waiter({ toDate: dayAhead(40) }))).status).toBe(400);
    expect((await join(waiter({ fromDate: dayAhead(5), toDate: dayAhead(4) }))).status).toBe(400);
    expect((await join(waiter({ earliest: '4:00 PM', latest: '9:00 AM' }))).status).toBe(400);
    expect((await join(waiter({ fromDate: dayAhead(10), toDate: dayAhead(10) }), seller.auth)).status).toBe(403);
    const again = waiter({ fromDate: dayAhead(12), toDate: dayAhead(12), phoneNumber: '0722 555 009' });
    expect((await join(again)).status).toBe(201);
    expect((await join({ ...again, email: 'other@example.com' })).status).toBe(409);
  });

  it('offers a time free now at once, shows the provider who waits, and lets them offer a time by hand', async () => {
    const eager = waiter({ fromDate: dayAhead(20), toDate: dayAhead(20), earliest: '7:00 AM', latest: '7:00 AM' });
    await join(eager);
    await settle();
    expect((await offersTo(eager.email))[0]?.offer).toMatchObject({ status: 'open', time: '7:00 AM' });

    await taken(21, '7:00 AM');
    const client = waiter({ fromDate: dayAhead(21), toDate: dayAhead(21), earliest: '7:00 AM', latest: '7:00 AM' });
    await join(client);
    await settle();
    expect(await offersTo(client.email)).toHaveLength(0);
    const list = (await (await get('/api/me/waitlist/clients', seller.auth)).json()) as {
      entries: Array<{ id: number; place: number; client: { email: string } }>;
    };
    const entry = list.entries.find((one) => one.client.email === client.email)!;
    expect(entry.place).toBeGreaterThanOrEqual(1);
    const byHand = (time: string) =>
      request('POST', `/api/me/waitlist/${entry.id}/offer`, { date: dayAhead(21), time }, seller.auth);
    expect((await byHand('7:00 AM')).status).toBe(409);
    expect((await byHand('2:00 PM')).status).toBe(200);
    expect((await offersTo(client.email))[0]?.offer).toMatchObject({ status: 'open', time: '2:00 PM', byHand: true });
    expect((await byHand('3:00 PM')).status).toBe(409);
  });
});
