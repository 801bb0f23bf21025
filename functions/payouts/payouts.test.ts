import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#functions/db/schema/admin';
import { bookings } from '#functions/db/schema/bookings';
import { payouts } from '#functions/db/schema/payouts';
import { checkLedger } from '#functions/ledger/check';
import { balanceOf, clientAccount, sellerAccount } from '#functions/ledger/ledger';
import { paymentsTestApp } from '../../tests/support/payments';
import { bookingHelpers } from '../../tests/support/bookings';
import { depositHelpers } from '../../tests/support/deposits';
import { staffHelpers } from '../../tests/support/staff';
import { claimToSend } from './repository';
import { openPayouts, sweepPayouts } from './service';

/**
 * Refunds and seller payouts over M-Pesa B2C against the Daraja emulator (decision 026): each
 * result delivered twice, our status query deciding, commission taken, failures retried by an
 * admin, and a try M-Pesa never heard of sent again under its own id, never twice.
 */
let t: Awaited<ReturnType<typeof paymentsTestApp>>;
let b: ReturnType<typeof bookingHelpers>;
let deposits: ReturnType<typeof depositHelpers>;
beforeAll(async () => {
  t = await paymentsTestApp(
    { delayMs: 5, callbackCopies: 2 },
    { PAYOUT_COMMISSION_PERCENT: '10', PAYOUT_REVIEW_ABOVE: '1000', PAYOUT_CHECK_AFTER_SECONDS: '60' },
  );
  b = bookingHelpers(t);
  deposits = depositHelpers(t, b);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const payoutRows = (account: string) => t.platform.db.select().from(payouts).where(eq(payouts.account, account));
/** One sweep's payout work, then everything M-Pesa does about it, answered. */
async function sweepAndSettle(now = Date.now()) {
  const report = await sweepPayouts(t.platform, now);
  await t.emulator.b2c.idle();
  return report;
}

/** A requested booking with its deposit paid (the payer's number chooses how a refund fares). */
const paidBooking = (hoursAhead = 72, phone = '0712345678') => deposits.paidBooking(hoursAhead, { phone });
const act = (id: number, action: string, auth: Record<string, string>) =>
  t.request('POST', `/api/bookings/${id}/${action}`, {}, auth);

describe('a refund', () => {
  it('reaches the client once, confirmed by our own status query, with its receipt on their account', async () => {
    const { seller, buyer, id, paymentId } = await paidBooking();
    expect((await act(id, 'decline', seller.auth)).status).toBe(200);
    await sweepAndSettle();
    const [refund] = await payoutRows(clientAccount(id));
    expect(refund).toMatchObject({ kind: 'refund', status: 'sent', amount: 500, fee: 0, phone: '+254712345678' });
    expect(refund!.receipt).toMatch(/^[0-9A-F]{10}$/);
    expect(t.emulator.b2c.completions.get(`payout ${refund!.id}`)).toBe(1);
    expect(await balanceOf(t.platform.db, clientAccount(id))).toBe(0);
    expect((await t.paymentRow(paymentId))!.refund).toBe('refunded');
    // Told once, with the receipt, however many copies of the result came.
    const told = (await b.mailsTo(buyer.email)).filter((mail) => /back on your M-Pesa/.test(mail.subject));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(`M-Pesa receipt: ${refund!.receipt}`);
    const money = await (await t.get('/api/me/money', buyer.auth)).json();
    expect(money.refunds[0]).toMatchObject({ bookingId: id, amount: 500, status: 'sent', receipt: refund!.receipt });
    // Swept again: nothing more is owed, nothing more is sent.
    await sweepAndSettle();
    expect(await payoutRows(clientAccount(id))).toHaveLength(1);
    expect(t.emulator.b2c.completions.get(`payout ${refund!.id}`)).toBe(1);
  });

  it('answers a wrong address the same whatever the payout’s state, keeping a short note and no name', async () => {
    const { seller, id } = await paidBooking();
    await act(id, 'decline', seller.auth);
    await sweepAndSettle();
    const [sent] = await payoutRows(clientAccount(id));
    expect(sent!.status).toBe('sent');
    const post = (path: string) =>
      fetch(`${t.origin}/api/payouts/mpesa/${path}`, { method: 'POST', body: 'x'.repeat(20_000) });
    const answers = await Promise.all([post(`${sent!.id}/guessed/result`), post('999999/guessed/result')]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual([404, 404]);
    expect(bodies[0]).toEqual(bodies[1]);
    const notes = await t.platform.db.all<{ bytes: number }>(
      sql`SELECT length(body) + length(verdict) AS bytes FROM payment_callbacks WHERE verdict LIKE 'payout %: refused: unknown payout'`,
    );
    expect(notes.length).toBeGreaterThan(0);
    expect(Math.max(...notes.map((note) => note.bytes))).toBeLessThanOrEqual(200);
    // What M-Pesa said about the person paid is not kept.
    const kept = await t.platform.db.all<{ body: string }>(
      sql`SELECT body FROM payment_callbacks WHERE verdict LIKE 'payout%'`,
    );
    expect(kept.some((row) => row.body.includes('ResultParameter'))).toBe(true);
    expect(kept.some((row) => /ReceiverPartyPublicName|CreditPartyName|712345678/.test(row.body))).toBe(false);
  });

  it('fails clearly for a number M-Pesa cannot pay, and an admin retry is a new try', async () => {
    const { seller, id } = await paidBooking(72, '0712340404');
    await act(id, 'decline', seller.auth);
    await sweepAndSettle();
    const [failed] = await payoutRows(clientAccount(id));
    expect(failed).toMatchObject({ status: 'failed', resultCode: '2040', attempt: 0 });
    const { person } = staffHelpers(t);
    const admin = await person('admin');
    const retried = await t.request(
      'POST',
      `/api/admin/payouts/${failed!.id}/retry`,
      { reason: 'Asked the client' },
      admin.auth,
    );
    expect(retried.status).toBe(200);
    const [again] = await payoutRows(clientAccount(id));
    expect(again).toMatchObject({ status: 'queued', attempt: 1 });
    expect(again!.originatorId).not.toBe(failed!.originatorId);
    // Retrying what is not failed is refused, and the money still owed stays owed.
    const twice = await t.request('POST', `/api/admin/payouts/${failed!.id}/retry`, {}, admin.auth);
    expect(twice.status).toBe(409);
    expect(await balanceOf(t.platform.db, clientAccount(id))).toBe(-500);
  });

  it('is sent again under the same id when M-Pesa never heard of it, still paid once, and no forged answer counts', async () => {
    const { seller, id } = await paidBooking();
    await act(id, 'decline', seller.auth);
    const now = Date.now();
    await openPayouts(t.platform, now);
    const [open] = await payoutRows(clientAccount(id));
    // A worker claimed it and died before Daraja heard of it.
    await claimToSend(t.platform.db, open!.id, 'lost', now - 10 * 60_000);
    // Nobody but M-Pesa, at the address we gave it, can say it was paid.
    const forged = await fetch(`${t.origin}/api/payouts/mpesa/${open!.id}/guessed/status`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        Result: { ResultCode: 0, ResultDesc: 'ok', OriginatorConversationID: open!.originatorId },
      }),
    });
    expect(forged.status).toBe(404);
    await sweepAndSettle(now); // asks M-Pesa: no such transaction, and quiet long enough
    expect((await payoutRows(clientAccount(id)))[0]!.status).toBe('queued');
    await sweepAndSettle(now);
    const [sent] = await payoutRows(clientAccount(id));
    expect(sent).toMatchObject({ status: 'sent', originatorId: open!.originatorId, attempt: 0 });
    expect(t.emulator.b2c.completions.get(`payout ${open!.id}`)).toBe(1);
  });
});

describe("a seller's payout", () => {
  it('pays the kept deposits less the commission once a day, on the statement with receipts', async () => {
    const { seller, id } = await paidBooking(3);
    await act(id, 'confirm', seller.auth);
    await t.platform.db
      .update(bookings)
      .set({ startsAt: Date.now() - HOUR })
      .where(eq(bookings.id, id));
    expect((await act(id, 'no-show', seller.auth)).status).toBe(200);
    await openPayouts(t.platform, Date.now(), true);
    await sweepAndSettle();
    const [payout] = await payoutRows(sellerAccount(seller.id));
    expect(payout).toMatchObject({ kind: 'payout', status: 'sent', amount: 500, fee: 50 });
    expect(t.emulator.b2c.transfers.get(payout!.originatorId!)!.amount).toBe(450);
    expect(await balanceOf(t.platform.db, sellerAccount(seller.id))).toBe(0);
    expect(await balanceOf(t.platform.db, 'income:fees')).toBeLessThanOrEqual(-50);
    const { statement } = await (await t.get('/api/me/money', seller.auth)).json();
    expect(statement).toMatchObject({ owed: 0, kept: 500, paidOut: 500 });
    expect(statement.lines.map((line: { kind: string }) => line.kind)).toEqual(['paid-out', 'kept']);
    expect(statement.lines[0]).toMatchObject({ fee: 50, receipt: payout!.receipt });
    // Not twice the same day.
    await openPayouts(t.platform, Date.now(), true);
    expect(await payoutRows(sellerAccount(seller.id))).toHaveLength(1);
  });

  it('waits for an admin above the review threshold, and can be held', async () => {
    const { seller } = await paidBooking(3);
    const account = sellerAccount(seller.id);
    // Kept deposits worth more than PAYOUT_REVIEW_ABOVE (1,000), as the ledger would hold them.
    await t.platform.db.run(
      `INSERT INTO ledger_entries (txn, account, amount, at) VALUES ('test:${seller.id}', '${account}', -5000, 0), ('test:${seller.id}', 'held:deposits', 5000, 0)`,
    );
    await openPayouts(t.platform, Date.now(), true);
    await sweepAndSettle();
    const [waiting] = await payoutRows(account);
    expect(waiting!.status).toBe('review');
    const { person } = staffHelpers(t);
    const admin = await person('admin');
    expect((await t.request('POST', `/api/admin/payouts/${waiting!.id}/hold`, {}, admin.auth)).status).toBe(200);
    expect((await t.request('POST', `/api/admin/payouts/${waiting!.id}/approve`, {}, admin.auth)).status).toBe(200);
    await sweepAndSettle();
    expect((await payoutRows(account))[0]!.status).toBe('sent');
    const audit = await t.platform.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(waiting!.id)));
    expect(audit.map((row) => row.action)).toEqual(['payout.hold', 'payout.approve']);
  });
});

describe('the ledger after money went out', () => {
  it('balances, and M-Pesa holds what was received less what was sent', async () => {
    const check = await checkLedger(t.platform.db);
    expect(check.unbalanced).toEqual([]);
    expect(check.missing).toEqual([]);
  });
});
