import { count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bookingHelpers } from '../../tests/support/bookings';
import { staffHelpers } from '../../tests/support/staff';
import { createTestApp } from '../../tests/support/test-platform';
import { auditLog } from '#functions/db/schema/admin';
import { contactMessages, outbox } from '#functions/db/schema/mail';
import { serviceSitemap } from '#functions/catalogue/sitemap';
import { reviewReports, reviews } from '#functions/db/schema/trust';
import { MODERATION_MESSAGES } from '#shared/moderation';

/** What staff actions do on the public side, and that each writes exactly one audit row. */
const testApp = createTestApp({ RATE_LIMIT_SCALE: '100' });
const { platform, request, get } = testApp;
const { person } = staffHelpers(testApp);
const { sellerWithListing, book, appointment } = bookingHelpers(testApp);
afterAll(() => platform.close());

const auditRows = async () => (await platform.db.select({ n: count() }).from(auditLog))[0]!.n;

async function visibleEverywhere(serviceId: number, sellerOtherId: number) {
  const id = String(serviceId);
  const category = (await (await get('/api/services?category=hair&location=Kasarani&limit=60')).json()) as Array<{
    _id: string;
  }>;
  const search = (await (await get('/api/services/search?query=Kasarani&limit=60')).json()) as Array<{ _id: string }>;
  const detail = await get(`/api/service/${id}`);
  const sitemap = await serviceSitemap(platform.db, 1, 'http://localhost');
  const other = (await (await get(`/api/service/${sellerOtherId}`)).json()) as {
    sellerListings?: Array<{ _id: string }>;
  };
  return {
    catalogue: category.some((item) => item._id === id),
    search: search.some((item) => item._id === id),
    page: detail.status,
    sitemap: sitemap.includes(`/service/${id}<`),
    profile: (other.sellerListings ?? []).some((item) => item._id === id),
  };
}

describe('hiding a listing', () => {
  it('takes it off every public page, tells the seller why, and restoring brings it back; one audit row each', async () => {
    const seller = await sellerWithListing();
    const second = await sellerWithListing();
    // The same seller's second listing shows the first among "the provider's listings".
    await platform.db.run(sql`UPDATE services SET seller_id = ${seller.id} WHERE id = ${second.serviceId}`);
    const moderator = await person('moderator');
    const admin = await person('admin');
    expect(await visibleEverywhere(seller.serviceId, second.serviceId)).toEqual({
      catalogue: true,
      search: true,
      page: 200,
      sitemap: true,
      profile: true,
    });

    const reported = await request('POST', `/api/services/${seller.serviceId}/reports`, {
      reason: 'stolen-photos',
      note: 'These are my photos',
    });
    expect(reported.status).toBe(201);
    expect((await reported.json()).code).toBe(MODERATION_MESSAGES.reported);
    const queue = await (await request('GET', '/api/admin/reports', undefined, moderator.auth)).json();
    expect(queue.listings.find((item: { serviceId: number }) => item.serviceId === seller.serviceId)).toMatchObject({
      reports: 1,
      reasons: 'stolen-photos',
      visitors: 1,
    });

    const before = await auditRows();
    const hide = await request(
      'POST',
      `/api/admin/listings/${seller.serviceId}/hide`,
      { reason: 'The photos belong to another salon.' },
      moderator.auth,
    );
    expect(hide.status).toBe(200);
    expect(await auditRows()).toBe(before + 1);
    expect(await visibleEverywhere(seller.serviceId, second.serviceId)).toEqual({
      catalogue: false,
      search: false,
      page: 404,
      sitemap: false,
      profile: false,
    });
    const mine = (await (await request('GET', '/api/me/services', undefined, seller.auth)).json()) as Array<{
      _id: string;
      hiddenReason?: string;
    }>;
    expect(mine.find((item) => item._id === String(seller.serviceId))!.hiddenReason).toBe(
      'The photos belong to another salon.',
    );
    const [mail] = await platform.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, seller.email))
      .orderBy(sql`id DESC`)
      .limit(1);
    expect(mail!.subject).toBe('Your listing is hidden: Knotless Braids in Kasarani');
    expect(mail!.text).toContain('Why: The photos belong to another salon.');
    const reportsAfter = await (await request('GET', '/api/admin/reports', undefined, moderator.auth)).json();
    expect(reportsAfter.listings.some((item: { serviceId: number }) => item.serviceId === seller.serviceId)).toBe(
      false,
    );

    const restore = await request('POST', `/api/admin/listings/${seller.serviceId}/restore`, {}, admin.auth);
    expect(restore.status).toBe(200);
    expect(await auditRows()).toBe(before + 2);
    expect(await visibleEverywhere(seller.serviceId, second.serviceId)).toEqual({
      catalogue: true,
      search: true,
      page: 200,
      sitemap: true,
      profile: true,
    });
    const [entry] = await platform.db
      .select()
      .from(auditLog)
      .orderBy(sql`id DESC`)
      .limit(1);
    expect(entry).toMatchObject({
      action: 'listing.restore',
      targetType: 'listing',
      targetId: String(seller.serviceId),
      actorId: admin.id,
    });
    expect(entry!.before).toMatchObject({ hidden: true, public: false });
    expect(entry!.after).toMatchObject({ hidden: false, public: true });
  });

  it('refuses a hide without a reason (400) and changes nothing', async () => {
    const seller = await sellerWithListing();
    const moderator = await person('moderator');
    const before = await auditRows();
    const response = await request(
      'POST',
      `/api/admin/listings/${seller.serviceId}/hide`,
      { reason: '  ' },
      moderator.auth,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe(MODERATION_MESSAGES.reasonRequired);
    expect(await auditRows()).toBe(before);
    expect((await get(`/api/service/${seller.serviceId}`)).status).toBe(200);
  });
});

describe('suspending an account', () => {
  it('ends its sessions at once, refuses sign-in, hides its listings; reinstating undoes all but the sessions', async () => {
    const seller = await sellerWithListing();
    const admin = await person('admin');
    expect((await request('GET', '/api/me', undefined, seller.auth)).status).toBe(200);
    const before = await auditRows();
    expect(
      (await request('POST', `/api/admin/people/${seller.id}/suspend`, { reason: 'Scam reports' }, admin.auth)).status,
    ).toBe(200);
    expect(await auditRows()).toBe(before + 1);
    expect((await request('GET', '/api/me', undefined, seller.auth)).status).toBe(401);
    const login = await request(
      'POST',
      '/api/login',
      { email: seller.email, password: 'correct horse battery' },
      {},
      testApp.newClient(),
    );
    expect(login.status).toBe(403);
    expect((await login.json()).code).toBe(MODERATION_MESSAGES.suspended);
    expect((await get(`/api/service/${seller.serviceId}`)).status).toBe(404);

    expect((await request('POST', `/api/admin/people/${seller.id}/reinstate`, {}, admin.auth)).status).toBe(200);
    expect(await auditRows()).toBe(before + 2);
    expect((await get(`/api/service/${seller.serviceId}`)).status).toBe(200);
    expect((await request('GET', '/api/me', undefined, seller.auth)).status).toBe(401);
    const again = await request(
      'POST',
      '/api/login',
      { email: seller.email, password: 'correct horse battery' },
      {},
      testApp.newClient(),
    );
    expect(again.status).toBe(200);
  });

  it('grants and revokes roles, one audit row each, and no admin acts on their own account', async () => {
    const admin = await person('admin');
    const buyer = await person('buyer');
    const before = await auditRows();
    expect(
      (await request('POST', `/api/admin/people/${buyer.id}/role`, { role: 'moderator' }, admin.auth)).status,
    ).toBe(200);
    expect((await request('GET', '/api/admin/reports', undefined, buyer.auth)).status).toBe(200);
    expect((await request('POST', `/api/admin/people/${buyer.id}/role`, { role: 'none' }, admin.auth)).status).toBe(
      200,
    );
    expect((await request('GET', '/api/admin/reports', undefined, buyer.auth)).status).toBe(403);
    expect(await auditRows()).toBe(before + 2);
    expect((await request('POST', `/api/admin/people/${admin.id}/suspend`, { reason: 'x' }, admin.auth)).status).toBe(
      409,
    );
  });
});

describe('contact messages and reviews', () => {
  it('answers a message by e-mail, keeps the answer, and writes one audit row', async () => {
    const moderator = await person('moderator');
    const [message] = await platform.db
      .insert(contactMessages)
      .values({
        name: 'Halima',
        email: 'halima.q@example.com',
        phone: '+254722000111',
        subject: 'Prices',
        message: 'How do packages work?',
      })
      .returning();
    const before = await auditRows();
    const answered = await request(
      'POST',
      `/api/admin/messages/${message!.id}/answer`,
      { answer: 'Choose one when you sign up.' },
      moderator.auth,
    );
    expect(answered.status).toBe(200);
    expect(await auditRows()).toBe(before + 1);
    const [mail] = await platform.db.select().from(outbox).where(eq(outbox.to, 'halima.q@example.com'));
    expect(mail).toMatchObject({ subject: 'Re: Prices', kind: 'contact-answer' });
    expect(mail!.text).toContain('Choose one when you sign up.');
    const twice = await request(
      'POST',
      `/api/admin/messages/${message!.id}/answer`,
      { answer: 'Again' },
      moderator.auth,
    );
    expect(twice.status).toBe(409);
    expect(await auditRows()).toBe(before + 1);
  });

  it('hides and restores a review and dismisses reports, one audit row each', async () => {
    const moderator = await person('moderator');
    const reporter = await person('buyer');
    const listed = await sellerWithListing();
    const booked = await (await book(appointment({ serviceId: listed.serviceId }))).json();
    const [review] = await platform.db
      .insert(reviews)
      .values({
        bookingId: booked.id,
        serviceId: listed.serviceId,
        sellerId: listed.id,
        reviewerName: 'Akinyi',
        visitDate: '2026-11-01',
        rating: 1,
        text: 'Rude words here',
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning();
    await platform.db
      .insert(reviewReports)
      .values({ reviewId: review!.id, reporterId: reporter.id, reason: 'offensive' });
    const seller = await sellerWithListing();
    await request('POST', `/api/services/${seller.serviceId}/reports`, { reason: 'wrong-category' });
    const before = await auditRows();
    const hide = await request('POST', `/api/admin/reviews/${review!.id}/hide`, { reason: 'Insults' }, moderator.auth);
    expect(hide.status).toBe(200);
    expect((await request('POST', `/api/admin/reviews/${review!.id}/restore`, {}, moderator.auth)).status).toBe(200);
    const dismiss = await request('POST', `/api/admin/reports/listing/${seller.serviceId}/dismiss`, {}, moderator.auth);
    expect(dismiss.status).toBe(200);
    expect(await auditRows()).toBe(before + 3);
    // Nothing left to dismiss: 404, and no audit row.
    expect(
      (await request('POST', `/api/admin/reports/listing/${seller.serviceId}/dismiss`, {}, moderator.auth)).status,
    ).toBe(404);
    expect(await auditRows()).toBe(before + 3);
  });

  it('keeps the audit log append-only', async () => {
    const [entry] = await platform.db.select().from(auditLog).limit(1);
    await expect(
      platform.db.update(auditLog).set({ reason: 'edited' }).where(eq(auditLog.id, entry!.id)),
    ).rejects.toThrow();
    await expect(platform.db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow();
  });
});
