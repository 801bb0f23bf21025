import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { ledgerEntries } from '#functions/db/schema/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsTestApp } from '../../tests/support/payments';
import { bookingHelpers } from '../../tests/support/bookings';
import { depositHelpers } from '../../tests/support/deposits';
import { bookings } from '#functions/db/schema/bookings';
import { sweep } from '#functions/platform/sweep';
import { checkLedger } from '#functions/ledger/check';
import { balanceOf, balances, clientAccount, postForBooking, sellerAccount } from '#functions/ledger/ledger';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { DEPOSIT_HOLD_MINUTES, DEPOSIT_MESSAGES, depositAmount, depositOnChange } from '#shared/deposits';

/**
 * Deposits against no-shows (decision 015), paid with M-Pesa against the Daraja emulator over
 * HTTP: in time, cancelled at the prompt, never answered (and then paid too late), and what each
 * way a booking ends does to the money.
 */
let t: Awaited<ReturnType<typeof paymentsTestApp>>;
let b: ReturnType<typeof bookingHelpers>;
let depositListing: ReturnType<typeof depositHelpers>['depositListing'];
let bookWithDeposit: ReturnType<typeof depositHelpers>['bookWithDeposit'];
let payDeposit: ReturnType<typeof depositHelpers>['payDeposit'];
beforeAll(async () => {
  t = await paymentsTestApp({ manual: true, deliverCallbacks: false });
  b = bookingHelpers(t);
  ({ depositListing, bookWithDeposit, payDeposit } = depositHelpers(t, b));
});
afterAll(() => t.close());

const HOUR = 3_600_000;

/** Delivers the emulator's callback for a payment, as Safaricom would. */
async function deliver(paymentId: number) {
  const checkout = await t.checkoutIdOf(paymentId);
  const made = t.emulator.callbacks.find((item) => item.checkoutRequestId === checkout)!;
  const response = await fetch(made.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: made.body,
  });
  return { status: response.status, body: await response.json() };
}

const bookingRow = async (id: number) =>
  (await t.platform.db.query.bookings.findFirst({ where: eq(bookings.id, id) }))!;
const offered = async (serviceId: number, time = '9:00 AM') =>
  (await b.slotsOf(serviceId, b.dayAhead())).some((slot) => slot.time === time);

describe('booking a listing that asks a deposit', () => {
  it('holds the slot unseen by the provider, then sends the request once the deposit is paid in time', async () => {
    const { seller, buyer } = await depositListing();
    const booking = await bookWithDeposit(seller.serviceId, buyer);
    expect(booking).toMatchObject({ status: 'awaiting_deposit', deposit: { amount: 500, state: 'awaiting' } });
    expect(Date.parse(booking.deposit.holdExpiresAt) - Date.now()).toBeGreaterThan((DEPOSIT_HOLD_MINUTES - 1) * 60_000);
    expect(await offered(seller.serviceId)).toBe(false);
    const sellerSees = await (await t.get('/api/me/bookings?side=seller', seller.auth)).json();
    expect(sellerSees).toEqual([]);
    expect((await b.mailsTo(seller.email)).filter((mail) => /booking/i.test(mail.subject))).toEqual([]);

    const started = await payDeposit(booking.id, buyer.auth);
    expect(started.status).toBe(201);
    const { payment } = await started.json();
    expect(payment).toMatchObject({ status: 'pending', amount: 500, purpose: 'deposit', packageName: 'Deposit' });
    await t.answer(payment.id);
    expect(await deliver(payment.id)).toMatchObject({ status: 200, body: { ResultDesc: 'settled: paid' } });

    const status = await (await t.get(`/api/bookings/${booking.id}/deposit`, buyer.auth)).json();
    expect(status.booking).toMatchObject({ status: 'requested', deposit: { state: 'paid', amount: 500 } });
    expect(status.booking.deposit.receipt).toMatch(/^[0-9A-F]{10}$/);
    expect(status.payment).toMatchObject({ status: 'paid' });
    const [toProvider] = await b.mailsTo(seller.email);
    expect(toProvider!.subject).toBe('New booking request: Knotless Braids in Kasarani');
    expect(toProvider!.text).toContain('Deposit paid: Ksh 500');
    expect(await offered(seller.serviceId)).toBe(false);
  });

  it('keeps the time through the hold when the buyer cancels the M-Pesa prompt, and takes a second try', async () => {
    const { seller, buyer } = await depositListing();
    const booking = await bookWithDeposit(seller.serviceId, buyer);
    const { payment } = await (await payDeposit(booking.id, buyer.auth, '0712341032')).json();
    await t.answer(payment.id);
    expect((await deliver(payment.id)).body.ResultDesc).toBe('settled: cancelled');
    // Still held: nobody else may take the time, and the buyer may try again.
    expect((await bookingRow(booking.id)).status).toBe('awaiting_deposit');
    expect(await offered(seller.serviceId)).toBe(false);
    const again = await payDeposit(booking.id, buyer.auth);
    expect(again.status).toBe(201);
    const { payment: second } = await again.json();
    await t.answer(second.id);
    expect((await deliver(second.id)).body.ResultDesc).toBe('settled: paid');
    expect((await bookingRow(booking.id)).status).toBe('requested');
  });

  it('lets the time go once the hold ends after a cancelled prompt', async () => {
    const { seller, buyer } = await depositListing();
    const booking = await bookWithDeposit(seller.serviceId, buyer);
    const { payment } = await (await payDeposit(booking.id, buyer.auth, '0712341032')).json();
    await t.answer(payment.id);
    await deliver(payment.id);
    await sweep(t.platform, Date.now() + (DEPOSIT_HOLD_MINUTES + 1) * 60_000);
    expect((await bookingRow(booking.id)).status).toBe('expired');
    expect(await offered(seller.serviceId)).toBe(true);
    const late = await payDeposit(booking.id, buyer.auth);
    expect([late.status, (await late.json()).code]).toEqual([409, DEPOSIT_MESSAGES.released]);
    // An abandoned attempt is over: listed with the past, not under Upcoming.
    const listed = async (when: string) =>
      (
        (await (await t.request('GET', `/api/me/bookings?when=${when}`, undefined, buyer.auth)).json()) as Array<{
          id: number;
        }>
      ).map((item) => item.id);
    expect(await listed('upcoming')).not.toContain(booking.id);
    expect(await listed('past')).toContain(booking.id);
  });

  it('releases the slot when the hold ends unpaid, and a late payment is owed back, never resurrecting it', async () => {
    const { seller, buyer } = await depositListing();
    const booking = await bookWithDeposit(seller.serviceId, buyer);
    const { payment } = await (await payDeposit(booking.id, buyer.auth)).json();
    // No answer and no callback: the sweep after the hold gives up on both.
    await sweep(t.platform, Date.now() + (DEPOSIT_HOLD_MINUTES + 1) * 60_000);
    expect((await bookingRow(booking.id)).status).toBe('expired');
    expect((await t.paymentRow(payment.id))!.status).toBe('expired');
    expect(await offered(seller.serviceId)).toBe(true);
    const other = await b.signUp('buyer');
    const taken = await bookWithDeposit(seller.serviceId, other);

    // The buyer pays after all, and M-Pesa's callback arrives late.
    await t.answer(payment.id);
    expect(await deliver(payment.id)).toMatchObject({
      status: 200,
      body: { ResultDesc: 'late: expired corrected to paid' },
    });
    const late = (await t.paymentRow(payment.id))!;
    expect(late).toMatchObject({ status: 'paid', refund: 'due' });
    expect(late.receipt).toMatch(/^[0-9A-F]{10}$/);
    expect((await bookingRow(booking.id)).status).toBe('expired');
    expect((await bookingRow(taken.id)).status).toBe('awaiting_deposit');
    const view = await (await t.get(`/api/bookings/${booking.id}/deposit`, buyer.auth)).json();
    expect(view.booking.deposit).toMatchObject({ state: 'refund-due' });
  });

  it('is refused to a guest (401), and only the buyer can pay (404 to anyone else)', async () => {
    const { seller, buyer } = await depositListing();
    const guest = await b.book(b.appointment({ serviceId: seller.serviceId }));
    expect([guest.status, (await guest.json()).code]).toEqual([401, DEPOSIT_MESSAGES.signIn]);
    const booking = await bookWithDeposit(seller.serviceId, buyer);
    const stranger = await b.signUp('buyer');
    expect((await payDeposit(booking.id, stranger.auth)).status).toBe(404);
    expect((await payDeposit(booking.id, seller.auth)).status).toBe(404);
    expect((await payDeposit(booking.id, buyer.auth, '0201234567')).status).toBe(400);
  });
});

describe('what happens to a paid deposit', () => {
  /** A requested booking with its deposit paid, `hoursAhead` from now. */
  const paidBooking = (hoursAhead = 72) =>
    depositHelpers(t, b).paidBooking(hoursAhead, {
      settle: async (paymentId) => {
        await t.answer(paymentId);
        await deliver(paymentId);
      },
    });
  const act = (id: number, action: string, auth: Record<string, string>, body: Record<string, unknown> = {}) =>
    t.request('POST', `/api/bookings/${id}/${action}`, body, auth);
  const refundOf = async (paymentId: number) => (await t.paymentRow(paymentId))!.refund;

  it('is owed back when the provider declines', async () => {
    const { seller, id, paymentId } = await paidBooking();
    expect((await act(id, 'decline', seller.auth)).status).toBe(200);
    expect(await refundOf(paymentId)).toBe('due');
    // The ledger owes it to the client, once, however often the change is asked again.
    expect((await act(id, 'decline', seller.auth)).status).toBe(409);
    expect(await balanceOf(t.platform.db, clientAccount(id))).toBe(-500);
  });

  it('is owed back when the provider cancels a confirmed booking, whose reason the buyer reads', async () => {
    const { seller, buyer, id, paymentId } = await paidBooking(3);
    expect((await act(id, 'confirm', seller.auth)).status).toBe(200);
    const noReason = await act(id, 'withdraw', seller.auth);
    expect([noReason.status, (await noReason.json()).code]).toEqual([400, BOOKING_MESSAGES.reasonRequired]);
    const done = await act(id, 'withdraw', seller.auth, { reason: 'My power is out all day' });
    expect(done.status).toBe(200);
    expect(await refundOf(paymentId)).toBe('due');
    const mine = await (await t.get('/api/me/bookings', buyer.auth)).json();
    const view = mine.find((item: { id: number }) => item.id === id);
    expect(view.history.at(-1)).toMatchObject({
      status: 'cancelled',
      by: 'provider',
      reason: 'My power is out all day',
    });
    expect(view.deposit.state).toBe('refund-due');
  });

  it('is owed back when the buyer cancels at least 24 hours ahead', async () => {
    const { buyer, id, paymentId } = await paidBooking(25);
    expect((await act(id, 'cancel', buyer.auth)).status).toBe(200);
    expect(await refundOf(paymentId)).toBe('due');
  });

  it('is kept by the provider when the buyer cancels later than that', async () => {
    const { buyer, id, paymentId } = await paidBooking(3);
    expect((await act(id, 'cancel', buyer.auth)).status).toBe(200);
    expect(await refundOf(paymentId)).toBeNull();
    const mine = await (await t.get('/api/me/bookings', buyer.auth)).json();
    expect(mine.find((item: { id: number }) => item.id === id).deposit.state).toBe('kept');
  });

  it('is kept by the provider when the buyer does not come', async () => {
    const { seller, id, paymentId } = await paidBooking(3);
    expect((await act(id, 'confirm', seller.auth)).status).toBe(200);
    const startsAt = Date.now() - HOUR;
    await t.platform.db.update(bookings).set({ startsAt }).where(eq(bookings.id, id));
    expect((await act(id, 'no-show', seller.auth)).status).toBe(200);
    expect(await refundOf(paymentId)).toBeNull();
    expect(await balanceOf(t.platform.db, sellerAccount(seller.id))).toBe(-500);
  });

  it('is owed back when the provider removes the listing', async () => {
    const { seller, id, paymentId } = await paidBooking();
    const { serviceId } = (await bookingRow(id)) as { serviceId: number };
    expect((await t.request('DELETE', `/api/services/${serviceId}`, undefined, seller.auth)).status).toBe(200);
    expect(await refundOf(paymentId)).toBe('due');
  });

  it('leaves every shilling in the ledger once, received, owed back or kept, and balanced (decision 025)', async () => {
    expect(await checkLedger(t.platform.db)).toEqual({ unbalanced: [], missing: [], differences: [] });
    // Posting again, as a retry would, adds nothing.
    const before = await balances(t.platform.db);
    const ids = await t.platform.db.select({ id: bookings.id }).from(bookings);
    for (const { id } of ids) await postForBooking(t.platform.db, id, Date.now());
    expect(await balances(t.platform.db)).toEqual(before);
    // The migration that made the ledger posts the money moved before it, to the same balances.
    const migration = readFileSync(new URL('../db/migrations/0033_ledger.sql', import.meta.url), 'utf8');
    await t.platform.db.delete(ledgerEntries);
    await t.platform.db.run(sql.raw(migration.split('--> statement-breakpoint').at(-1)!));
    expect(await balances(t.platform.db)).toEqual(before);
    const accounts = [...(await balances(t.platform.db)).keys()];
    expect(accounts).toEqual(expect.arrayContaining(['mpesa', 'held:deposits']));
    expect(accounts.some((account) => account.startsWith('owed:client:booking:'))).toBe(true);
    expect(accounts.some((account) => account.startsWith('owed:seller:'))).toBe(true);
  });
});

describe('the deposit rules', () => {
  it('ask at least Ksh 100 and never more than the price', () => {
    expect(depositAmount({ type: 'percent', value: 20 }, 4500)).toBe(900);
    expect(depositAmount({ type: 'percent', value: 10 }, 500)).toBe(100);
    expect(depositAmount({ type: 'fixed', value: 1000 }, 600)).toBe(600);
    expect(depositAmount(null, 600)).toBeNull();
  });

  it('say what each change does to a paid deposit', () => {
    const start = Date.now() + 30 * HOUR;
    expect(depositOnChange('declined', 'seller', start, Date.now())).toBe('refund');
    expect(depositOnChange('cancelled', 'seller', start, Date.now())).toBe('refund');
    expect(depositOnChange('cancelled', 'buyer', start, Date.now())).toBe('refund');
    expect(depositOnChange('cancelled', 'buyer', start, start - 23 * HOUR)).toBe('keep');
    expect(depositOnChange('no_show', 'seller', start, start + HOUR)).toBe('keep');
    expect(depositOnChange('confirmed', 'seller', start, Date.now())).toBeNull();
  });
});
