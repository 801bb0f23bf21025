import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsTestApp } from '../../tests/support/payments';
import { darajaSettings } from '../../emulators/daraja';
import { createTestApp } from '../../tests/support/test-platform';
import { accountHelpers, bearer } from '../../tests/support/accounts';
import { paymentCallbacks, payments } from '#functions/db/schema/payments';
import { users } from '#functions/db/schema/accounts';
import { ledgerEntries } from '#functions/db/schema/ledger';
import { outbox } from '#functions/db/schema/mail';
import { PACKAGE_PERIOD_MS } from '#shared/packages';
import { PAYMENT_MESSAGES } from '#shared/payments';
import { reconcilePayments } from './reconcile';
import { settlePending } from './repository';
import { sweepPendingPayments } from './service';

/**
 * Paying for a package against the Daraja emulator over HTTP: every outcome, repeated, racing and
 * forged callbacks, a callback that never comes, M-Pesa down, and every form of phone number.
 */
let t: Awaited<ReturnType<typeof paymentsTestApp>>;
beforeAll(async () => {
  t = await paymentsTestApp({ manual: true, deliverCallbacks: false });
});
afterAll(() => t.close());

const sellerRow = async (id: string) => (await t.platform.db.query.users.findFirst({ where: eq(users.id, id) }))!;
const callbacksOf = (paymentId: number) =>
  t.platform.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.paymentId, paymentId));
/** Delivers the callback the emulator made for a payment, as Safaricom would, to `url` (its own by default). */
async function deliver(paymentId: number, change: (body: string) => string = (body) => body, url?: string) {
  const checkout = await t.checkoutIdOf(paymentId);
  const made = t.emulator.callbacks.find((item) => item.checkoutRequestId === checkout)!;
  const response = await fetch(url ?? made.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: change(made.body),
  });
  return { status: response.status, body: await response.json() };
}
/** The payer answers and the callback arrives once. */
async function answerAndDeliver(paymentId: number) {
  await t.answer(paymentId);
  return deliver(paymentId);
}

describe('paying for a package with M-Pesa', () => {
  it('sends the prompt, and on success marks the payment paid with its receipt and starts the package', async () => {
    const seller = await t.newSeller('premium');
    const { response, body } = await t.pay(seller.auth, {});
    expect(response.status).toBe(201);
    expect(body).toMatchObject({ status: 'pending', amount: 2500, packageName: 'Premium', phone: '0712 345 678' });
    expect(body.code).toBe(PAYMENT_MESSAGES.checkPhone);
    const delivered = await answerAndDeliver(body.id);
    expect(delivered).toMatchObject({ status: 200, body: { ResultCode: 0, ResultDesc: 'settled: paid' } });

    const view = await (await t.get(`/api/payments/${body.id}`, seller.auth)).json();
    expect(view).toMatchObject({ status: 'paid', code: PAYMENT_MESSAGES.paid });
    expect(view.receipt).toMatch(/^[0-9A-F]{10}$/);
    const me = await (await t.get('/api/me', seller.auth)).json();
    expect(me.user.sellerPackage).toMatchObject({ packageId: 'premium', status: 'active' });
    const until = Date.parse(me.user.sellerPackage.paidUntil);
    expect(Math.abs(until - (Date.now() + PACKAGE_PERIOD_MS))).toBeLessThan(60_000);
    // The seller has an e-mail receipt, sent once.
    const mails = await t.platform.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, 'Payment received: Premium package'));
    const mine = mails.filter((mail) => mail.to === (me.user.email as string));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.text).toContain(`M-Pesa receipt: ${view.receipt}`);
    // Every callback is kept as it came.
    const [stored] = await callbacksOf(body.id);
    expect(JSON.parse(stored!.body).Body.stkCallback.CheckoutRequestID).toBe(await t.checkoutIdOf(body.id));
  });

  it.each([
    ['0712341032', 'cancelled', PAYMENT_MESSAGES.cancelled],
    ['0712341037', 'failed', PAYMENT_MESSAGES.unreachable],
    ['0712342001', 'failed', PAYMENT_MESSAGES.wrongPin],
    ['0712340001', 'failed', PAYMENT_MESSAGES.insufficient],
  ])('tells the payer of %s what went wrong (%s) and leaves the package unpaid', async (phone, status, message) => {
    const seller = await t.newSeller('standard');
    const { body } = await t.pay(seller.auth, { phone });
    expect((await answerAndDeliver(body.id)).status).toBe(200);
    const view = await (await t.get(`/api/payments/${body.id}`, seller.auth)).json();
    expect(view).toMatchObject({ status, code: message, receipt: null });
    expect((await sellerRow(seller.id)).packagePaidUntil).toBeNull();
  });

  it('ignores a repeated callback: one payment, one activation', async () => {
    const seller = await t.newSeller('basic');
    const { body } = await t.pay(seller.auth, {});
    await answerAndDeliver(body.id);
    const once = (await sellerRow(seller.id)).packagePaidUntil;
    const again = await deliver(body.id);
    expect(again).toMatchObject({ status: 200, body: { ResultDesc: 'duplicate: already paid' } });
    expect((await sellerRow(seller.id)).packagePaidUntil).toEqual(once);
    expect((await callbacksOf(body.id)).map((row) => row.verdict)).toEqual([
      'settled: paid',
      'duplicate: already paid',
    ]);
    // One receipt in the ledger: the package's price into M-Pesa, as package income.
    const entries = await t.platform.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, body.id));
    expect(entries.map((entry) => [entry.account, entry.amount]).sort()).toEqual([
      ['income:packages', -800],
      ['mpesa', 800],
    ]);
  });

  it('lets only one of two racing callbacks activate the package', async () => {
    const seller = await t.newSeller('basic');
    const { body } = await t.pay(seller.auth, {});
    await t.answer(body.id);
    const answers = await Promise.all([deliver(body.id), deliver(body.id), deliver(body.id)]);
    expect(answers.map((answer) => answer.body.ResultDesc).sort()).toEqual([
      'duplicate: already paid',
      'duplicate: already paid',
      'settled: paid',
    ]);
    const until = (await sellerRow(seller.id)).packagePaidUntil!.getTime();
    expect(Math.abs(until - (Date.now() + PACKAGE_PERIOD_MS))).toBeLessThan(60_000); // one period, not three
  });

  it('stores nothing a refused callback posts: a note of at most 200 bytes, within an hourly budget', async () => {
    const before = await t.platform.db.all<{ n: number; bytes: number }>(
      sql`SELECT count(*) AS n, coalesce(sum(length(body) + length(coalesce(verdict, ''))), 0) AS bytes FROM payment_callbacks`,
    );
    const posts = await Promise.all(
      Array.from({ length: 100 }, () =>
        fetch(`${t.origin}/api/payments/mpesa/wrong-secret`, { method: 'POST', body: 'x'.repeat(20_000) }),
      ),
    );
    expect(posts.every((post) => post.status === 400 || post.status === 429)).toBe(true);
    const after = await t.platform.db.all<{ n: number; bytes: number }>(
      sql`SELECT count(*) AS n, coalesce(sum(length(body) + length(coalesce(verdict, ''))), 0) AS bytes FROM payment_callbacks`,
    );
    const stored = after[0]!.n - before[0]!.n;
    expect(stored).toBeGreaterThan(0);
    expect((after[0]!.bytes - before[0]!.bytes) / stored).toBeLessThanOrEqual(200);
  });

  it('refuses forged callbacks (unknown id, wrong secret, wrong amount) and changes nothing', async () => {
    const seller = await t.newSeller('premium');
    const { body } = await t.pay(seller.auth, {});
    await t.answer(body.id);
    const checkout = await t.checkoutIdOf(body.id);
    const unknown = await deliver(body.id, (raw) => raw.replaceAll(checkout, 'ws_CO_forged'));
    expect(unknown.status).toBe(404);
    const wrongSecret = await deliver(body.id, undefined, `${t.origin}/api/payments/mpesa/guessed-secret`);
    expect(wrongSecret.status).toBe(404);
    const wrongAmount = await deliver(body.id, (raw) => raw.replace('"Value":2500', '"Value":1'));
    expect(wrongAmount.status).toBe(409);
    expect(await t.paymentRow(body.id)).toMatchObject({ status: 'pending', receipt: null });
    expect((await sellerRow(seller.id)).packagePaidUntil).toBeNull();
    const verdicts = (await t.platform.db.select().from(paymentCallbacks)).map((row) => row.verdict);
    expect(verdicts).toEqual(expect.arrayContaining(['refused: unknown payment', 'refused: amount 1 is not 2500']));
    // The real callback still settles it.
    expect((await deliver(body.id)).body.ResultDesc).toBe('settled: paid');
  });

  it('settles a payment whose callback never comes by asking M-Pesa (the sweep)', async () => {
    const seller = await t.newSeller('standard');
    const { body } = await t.pay(seller.auth, { phone: '0712340000' });
    await t.answer(body.id); // paid at M-Pesa, no callback
    expect(await t.paymentRow(body.id)).toMatchObject({ status: 'pending' });
    expect(await sweepPendingPayments(t.platform, Date.now() + 61_000)).toBeGreaterThanOrEqual(1);
    expect(await t.paymentRow(body.id)).toMatchObject({ status: 'paid', resultCode: 0 });
    expect((await sellerRow(seller.id)).packagePaidUntil).not.toBeNull();
  });

  it('expires a prompt nobody answered, and keeps asking while M-Pesa has it pending', async () => {
    const seller = await t.newSeller('standard');
    const { body } = await t.pay(seller.auth, {});
    await sweepPendingPayments(t.platform, Date.now() + 61_000);
    expect(await t.paymentRow(body.id)).toMatchObject({ status: 'pending' });
    await sweepPendingPayments(t.platform, Date.now() + 6 * 60_000);
    const expired = await (await t.get(`/api/payments/${body.id}`, seller.auth)).json();
    expect(expired).toMatchObject({ status: 'expired', code: PAYMENT_MESSAGES.expired });
  });

  it.each(['0712345678', '+254712345678', '254712345678', '712 345 678', '0112345678', '+254-110-345-678'])(
    'accepts the M-Pesa number %s',
    async (phone) => {
      const seller = await t.newSeller('basic');
      const { response, body } = await t.pay(seller.auth, { phone });
      expect(response.status).toBe(201);
      const pushed = t.emulator.pushes.get(await t.checkoutIdOf(body.id))!;
      expect(pushed.phone).toMatch(/^254(7|1)\d{8}$/);
    },
  );

  it.each(['0201234567', '+255712345678', '12345', '', 'not a phone'])('refuses %j with a clear 400', async (phone) => {
    const seller = await t.newSeller('basic');
    const before = await t.platform.db.$count(payments);
    const { response, body } = await t.pay(seller.auth, { phone });
    expect(response.status).toBe(400);
    expect(body.code).toBe(PAYMENT_MESSAGES.invalidPhone);
    expect(await t.platform.db.$count(payments)).toBe(before);
  });

  it('sends one prompt at a time: a second while the first waits is 409, after a cancel it goes', async () => {
    const seller = await t.newSeller('basic');
    const first = await t.pay(seller.auth, { phone: '0712341032' });
    const second = await t.pay(seller.auth, {});
    expect(second.response.status).toBe(409);
    expect(second.body.code).toBe(PAYMENT_MESSAGES.alreadyWaiting);
    await t.answer(first.body.id); // cancelled at the prompt
    expect((await t.pay(seller.auth, {})).response.status).toBe(201);
  });

  it('refuses buyers (403) and strangers (401), and hides other sellers’ payments (404)', async () => {
    const seller = await t.newSeller('basic');
    const { body } = await t.pay(seller.auth, {});
    const other = await t.newSeller('basic');
    expect((await t.get(`/api/payments/${body.id}`, other.auth)).status).toBe(404);
    expect((await t.request('POST', '/api/payments', { purpose: 'package', phone: '0712345678' })).status).toBe(401);
    const accounts = accountHelpers(t);
    const { body: buyer } = await accounts.register(accounts.buyer());
    expect((await t.pay(bearer(buyer.token), {})).response.status).toBe(403);
  });
});

describe('npm run payments:reconcile', () => {
  it('settles what M-Pesa says was paid and lists, without un-paying, what we hold as paid but it does not', async () => {
    const since = new Date();
    const gaveUp = await t.newSeller('basic');
    const expired = (await t.pay(gaveUp.auth, {})).body.id as number;
    await t.answer(expired); // paid at M-Pesa, but we had already given up on it
    await settlePending(t.platform.db, expired, { status: 'expired' }, new Date());
    const unheard = await t.newSeller('basic');
    const pending = (await t.pay(unheard.auth, { phone: '0712340000' })).body.id as number;
    await t.answer(pending);
    const wrong = await t.newSeller('basic');
    const paidHere = (await t.pay(wrong.auth, { phone: '0712341032' })).body.id as number;
    await t.answer(paidHere); // cancelled at M-Pesa, and yet held as paid here
    await settlePending(t.platform.db, paidHere, { status: 'paid' }, new Date());

    const { disagreements } = await reconcilePayments(t.platform, since);
    expect(disagreements.map(({ id, ours, theirs, outcome }) => [id, ours, theirs, outcome])).toEqual([
      [expired, 'expired', 'paid', 'settled'],
      [pending, 'pending', 'paid', 'settled'],
      [paidHere, 'paid', 'cancelled', 'check by hand'],
    ]);
    expect((await sellerRow(gaveUp.id)).packagePaidUntil).not.toBeNull();
    expect((await sellerRow(unheard.id)).packagePaidUntil).not.toBeNull();
    expect(await t.paymentRow(paidHere)).toMatchObject({ status: 'paid' });
    expect((await reconcilePayments(t.platform, since)).disagreements).toHaveLength(1); // settled ones now agree
  });
});

describe('when M-Pesa cannot be reached', () => {
  const down = createTestApp(darajaSettings('http://127.0.0.1:9'));
  afterAll(() => down.platform.close());

  it('answers 503 with a clear message and writes no payment', async () => {
    const accounts = accountHelpers(down);
    const { body: seller } = await accounts.register(accounts.buyer({ accountType: 'seller', packageId: 'basic' }));
    const response = await down.request(
      'POST',
      '/api/payments',
      { purpose: 'package', phone: '0712345678' },
      bearer(seller.token),
    );
    expect(response.status).toBe(503);
    expect((await response.json()).code).toBe(PAYMENT_MESSAGES.providerDown);
    expect(await down.platform.db.$count(payments)).toBe(0);
  });
});
