import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markPackagePaid } from '../../tests/support/accounts';
import { paymentsTestApp } from '../../tests/support/payments';
import { services } from '#functions/db/schema/catalogue';
import { users } from '#functions/db/schema/accounts';
import { browse, ROTATION_MS, search } from '#functions/catalogue/service';
import { serviceSitemap } from '#functions/catalogue/sitemap';
import { PACKAGE_PERIOD_MS } from '#shared/packages';
import { PAYMENT_MESSAGES } from '#shared/payments';

/**
 * Packages over time: upgrades charged pro rata, downgrades at renewal, lapses that hide listings
 * and renewals that bring them back, featured listings in turn, and the earlier client's sign-up.
 */
let t: Awaited<ReturnType<typeof paymentsTestApp>>;
beforeAll(async () => {
  t = await paymentsTestApp({ manual: true });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const sellerRow = async (id: string) => (await t.platform.db.query.users.findFirst({ where: eq(users.id, id) }))!;
/** Pays as the emulator's default payer does: the prompt answered, the callback delivered. */
async function payFor(auth: Record<string, string>, body: Record<string, unknown>) {
  const { response, body: view } = await t.pay(auth, body);
  expect(response.status).toBe(201);
  await t.answer(view.id);
  expect(await t.paymentRow(view.id)).toMatchObject({ status: 'paid' });
  return view as { id: number; amount: number };
}
/** A listing of the seller's, written as the post form leaves one (the window comes from the seller). */
async function listingOf(sellerId: string, category = 'bridal') {
  const [row] = await t.platform.db
    .insert(services)
    .values({
      sellerId,
      name: 'Bridal make-up in Westlands',
      description: 'Make-up for the bride and her party, at home or at the venue.',
      minPrice: 5000,
      maxPrice: 15000,
      location: 'Westlands, Nairobi',
      town: 'Nairobi',
      phoneNumber: '+254711000222',
      category,
      subcategory: 'bridal-makeup',
    })
    .returning({ id: services.id });
  return row!.id;
}
const isPublic = async (id: number) => (await t.get(`/api/service/${id}`)).status === 200;
const inCategory = async (id: number, category = 'bridal') =>
  ((await (await t.get(`/api/services/${category}?limit=50`)).json()) as Array<{ _id: string }>).some(
    (item) => item._id === String(id),
  );

describe('a package over time', () => {
  it('keeps a new seller’s listing private until the package is paid, then makes it public', async () => {
    const seller = await t.newSeller('basic');
    const id = await listingOf(seller.id);
    expect(await isPublic(id)).toBe(false);
    expect((await t.get(`/api/service/${id}`, seller.auth)).status).toBe(200); // its seller still sees it
    await payFor(seller.auth, {});
    expect(await isPublic(id)).toBe(true);
    expect(await inCategory(id)).toBe(true);
  });

  it('charges an upgrade the difference for the days left, and raises the limits at once', async () => {
    const seller = await t.newSeller('basic');
    await markPackagePaid(t.platform.db, seller.id, Date.now() + 15 * DAY);
    const before = (await sellerRow(seller.id)).packagePaidUntil;
    const view = await payFor(seller.auth, { purpose: 'upgrade', packageId: 'premium' });
    expect(view.amount).toBe(850); // (2500 - 800) x 15/30
    const me = await (await t.get('/api/me', seller.auth)).json();
    expect(me.user.sellerPackage).toMatchObject({ packageId: 'premium', photoUploads: 3, videoUploads: 1 });
    expect((await sellerRow(seller.id)).packagePaidUntil).toEqual(before); // the period stays
  });

  it('refuses an upgrade that is not one, and a renewal before the first payment, with 409', async () => {
    const seller = await t.newSeller('standard');
    expect((await t.pay(seller.auth, { purpose: 'renewal' })).response.status).toBe(409);
    await markPackagePaid(t.platform.db, seller.id);
    const down = await t.pay(seller.auth, { purpose: 'upgrade', packageId: 'basic' });
    expect(down.response.status).toBe(409);
    expect(down.body.message).toBe('The Basic package is not an upgrade from Standard');
  });

  it('takes a downgrade at the next renewal, which costs the cheaper price and adds a period', async () => {
    const seller = await t.newSeller('premium');
    await payFor(seller.auth, {});
    const paidUntil = (await sellerRow(seller.id)).packagePaidUntil!.getTime();
    const chose = await t.request('POST', '/api/me/package', { packageId: 'basic' }, seller.auth);
    expect((await chose.json()).user.sellerPackage.packageId).toBe('premium'); // until the renewal
    const renewal = await payFor(seller.auth, { purpose: 'renewal' });
    expect(renewal.amount).toBe(800);
    const after = await sellerRow(seller.id);
    expect(after).toMatchObject({ packageId: 'basic', nextPackageId: null });
    expect(after.packagePaidUntil!.getTime()).toBe(paidUntil + PACKAGE_PERIOD_MS);
  });

  it('hides a lapsed seller’s listings from every public list, and brings them back on renewal', async () => {
    const seller = await t.newSeller('standard');
    await payFor(seller.auth, {});
    const id = await listingOf(seller.id);
    const sitemapHas = async () =>
      (await serviceSitemap(t.platform.db, 1, 'https://x.test')).includes(`/service/${id}<`);
    const found = async () =>
      (await search(t.platform.db, 'Westlands bridal', {}, { page: 1, limit: 100 })).items.some(
        (item) => String(item.id) === String(id),
      );
    expect([await isPublic(id), await inCategory(id), await sitemapHas(), await found()]).toEqual([
      true,
      true,
      true,
      true,
    ]);

    await markPackagePaid(t.platform.db, seller.id, Date.now() - 1000); // the period ran out
    expect([await isPublic(id), await inCategory(id), await sitemapHas(), await found()]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(await t.platform.db.$count(services, eq(services.id, id))).toBe(1); // kept, not deleted
    const booking = await t.request('GET', `/api/services/${id}/slots?date=2030-01-07`);
    expect(booking.status).toBe(404);

    await payFor(seller.auth, { purpose: 'renewal' });
    expect([await isPublic(id), await inCategory(id), await sitemapHas(), await found()]).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('featured listings', () => {
  it('come first, marked featured, each leading in turn, and stop when the package lapses or is downgraded', async () => {
    const sellers = await Promise.all([1, 2, 3].map(() => t.newSeller('premium')));
    for (const seller of sellers) await payFor(seller.auth, {});
    const ids = await Promise.all(sellers.map((seller) => listingOf(seller.id, 'flowers-gifts')));
    const plain = await t.newSeller('basic');
    await markPackagePaid(t.platform.db, plain.id);
    const newest = await listingOf(plain.id, 'flowers-gifts');

    const firstOf = async (now: number) => {
      const page = await browse(t.platform.db, { category: 'flowers-gifts' }, { page: 1, limit: 50 }, now);
      return page.items;
    };
    const leaders = new Set<string>();
    const start = Date.now();
    for (let turn = 0; turn < 3; turn++) {
      const items = await firstOf(start + turn * ROTATION_MS);
      const featuredCount = items.filter((item) => item.featured).length;
      expect(items.slice(0, featuredCount).every((item) => item.featured)).toBe(true);
      expect(featuredCount).toBeGreaterThanOrEqual(3);
      expect(items.find((item) => String(item.id) === String(newest))!.featured).toBe(false);
      leaders.add(String(items[0]!.id));
    }
    // Three turns, three different leaders among the featured (with only these three in the category).
    const featuredInCategory = (await firstOf(start)).filter((item) => item.featured).length;
    if (featuredInCategory === 3) expect([...leaders].sort()).toEqual(ids.map(String).sort());
    else expect(leaders.size).toBe(3);

    // A downgrade at renewal ends featuring; a lapse ends it too (and hides the listing).
    await t.request('POST', '/api/me/package', { packageId: 'standard' }, sellers[0]!.auth);
    await payFor(sellers[0]!.auth, { purpose: 'renewal' });
    await markPackagePaid(t.platform.db, sellers[1]!.id, Date.now() - 1000);
    const after = await firstOf(Date.now());
    expect(after.find((item) => String(item.id) === String(ids[0]))!.featured).toBe(false);
    expect(after.some((item) => String(item.id) === String(ids[1]))).toBe(false);
    expect(after.find((item) => String(item.id) === String(ids[2]))!.featured).toBe(true);
  });
});

describe('the earlier web client’s seller sign-up', () => {
  const register = (paymentPhone: string) =>
    t.request(
      'POST',
      '/api/register',
      {
        userName: 'Achieng Otieno',
        email: `earlier.${Date.now()}.${Math.random()}@example.com`,
        phoneNumber: '0722000111',
        password: 'earlier client password',
        accountType: 'seller',
        packageId: 'premium',
        paymentPhone,
      },
      {},
      t.newClient(),
    );
  const check = async (answer: { checkoutRequestId: string; handoverToken: string }) =>
    (
      await t.request('POST', '/api/check-seller-payment', {
        checkoutRequestId: answer.checkoutRequestId,
        handoverToken: answer.handoverToken,
      })
    ).json();

  it('answers requiresPayment, then pending, then the session once paid', async () => {
    const response = await register('0722000111');
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer).toEqual({
      requiresPayment: true,
      checkoutRequestId: expect.stringMatching(/^ws_CO_/),
      handoverToken: expect.stringMatching(/^[a-z2-7]{32}$/),
      amount: 2500,
      packageName: 'Premium',
      code: 'api.checkPhoneFor',
      params: { amount: 'Ksh 2,500', name: 'Premium' },
      message: 'Check your phone: enter your M-Pesa PIN to pay Ksh 2,500 for the Premium package.',
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await check(answer)).toEqual({ status: 'pending' });
    await t.emulator.answer(answer.checkoutRequestId);
    const paid = await check(answer);
    expect(paid).toMatchObject({ success: true, token: expect.any(String) });
    expect(paid.user.sellerPackage).toMatchObject({ packageId: 'premium', status: 'active' });
    expect((await t.get('/api/me', { Authorization: `Bearer ${paid.token}` })).status).toBe(200);
    // Once: the same secret again is no second session.
    expect(await check(answer)).toMatchObject({ success: false, code: PAYMENT_MESSAGES.notFound });
  });

  it('never gives a session for a checkout id alone, or with another payment’s secret', async () => {
    const first = await (await register('0722000222')).json();
    const second = await (await register('0722000333')).json();
    await t.emulator.answer(first.checkoutRequestId);
    const idAlone = await t.request('POST', '/api/check-seller-payment', {
      checkoutRequestId: first.checkoutRequestId,
    });
    expect(idAlone.status).toBe(400);
    const crossed = await t.request('POST', '/api/check-seller-payment', {
      checkoutRequestId: first.checkoutRequestId,
      handoverToken: second.handoverToken,
    });
    expect(crossed.status).toBe(404);
    expect(await crossed.json()).toMatchObject({ success: false, code: PAYMENT_MESSAGES.notFound });
  });

  it('answers success false with the reason when the payer cancels, and 404 for an unknown id', async () => {
    const answer = await (await register('0722001032')).json();
    await t.emulator.answer(answer.checkoutRequestId);
    expect(await check(answer)).toMatchObject({ success: false, code: PAYMENT_MESSAGES.cancelled });
    const unknown = await t.request('POST', '/api/check-seller-payment', {
      checkoutRequestId: 'ws_CO_nothing',
      handoverToken: answer.handoverToken,
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, code: PAYMENT_MESSAGES.notFound });
  });
});
