import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../functions/db/schema/mail';
import { guestBooking } from '#functions/bookings/guests';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { services } from '#functions/db/schema/catalogue';
import type { createTestApp } from './test-platform';
import { accountHelpers, bearer, markPackagePaid } from './accounts';
import { openEveryDay } from './open-hours';

/** Home visits (decision 043): up to 12 km from Kasarani, Ksh 300 and Ksh 50 a km beyond the first 5, 30 minutes to get there. */
export const HOME_TERMS = {
  homeVisits: 'also',
  homeRadiusKm: 12,
  travelFee: 300,
  travelFeePerKm: 50,
  travelFreeKm: 5,
  travelMinutes: 30,
};

/** People and listings for booking tests: a seller with a listing, buyers, and a guest's request. */
export function bookingHelpers(testApp: ReturnType<typeof createTestApp>) {
  const { platform, request, get, newClient } = testApp;
  const accounts = accountHelpers(testApp);
  async function signUp(accountType: 'buyer' | 'seller') {
    const seller = { accountType, packageId: 'basic', userName: 'Wanjiru Kamau', phoneNumber: '0711 000 111' };
    const { body } = await accounts.register(accounts.buyer(accountType === 'seller' ? seller : {}));
    if (accountType === 'seller') await markPackagePaid(platform.db, body.user.id);
    return { auth: bearer(body.token), id: body.user.id as string, email: body.user.email as string };
  }

  async function sellerWithListing() {
    const seller = await signUp('seller');
    const [listing] = await platform.db
      .insert(services)
      .values({
        sellerId: seller.id,
        name: 'Knotless Braids in Kasarani',
        description: 'Neat, light knotless braids.',
        minPrice: 1500,
        maxPrice: 4000,
        location: 'Kasarani, Nairobi',
        town: 'Nairobi',
        phoneNumber: '+254711000111',
        category: 'hair',
        subcategory: 'braiding',
      })
      .returning({ id: services.id });
    await openEveryDay(platform.db, seller.id);
    return { ...seller, serviceId: listing!.id };
  }

  /** The seller's listing placed in Kasarani, coming to clients' places on `terms`. */
  async function comesHome(seller: { serviceId: number; auth: Record<string, string> }, terms = HOME_TERMS) {
    await platform.db.update(services).set({ place: 'kasarani' }).where(eq(services.id, seller.serviceId));
    const set = await request('POST', `/api/services/${seller.serviceId}/home-visits`, terms, seller.auth);
    if (set.status !== 200) throw new Error(`home visits refused: ${await set.text()}`);
  }

  const removeListing = (id: number) => platform.db.delete(services).where(eq(services.id, id));

  /** A date `days` ahead in Nairobi: far enough that every slot is still to come. */
  const dayAhead = (days = 3) => addDays(nairobiDateKey(Date.now()), days);

  const appointment = (overrides: Record<string, unknown> = {}) => ({
    date: dayAhead(),
    time: '9:00 AM',
    name: 'Akinyi Odhiambo',
    email: 'akinyi@example.com',
    phoneNumber: '0712 345 678',
    message: 'Shoulder length, please.',
    ...overrides,
  });

  const book = (body: Record<string, unknown>, auth: Record<string, string> = {}) =>
    request('POST', '/api/appointments', body, auth, newClient());

  const slotsOf = async (serviceId: number, date: string) =>
    (await (await get(`/api/services/${serviceId}/slots?date=${date}`)).json()) as { time: string; start: string }[];

  const mailsTo = (to: string) =>
    platform.db.select().from(outbox).where(eq(outbox.to, to.toLowerCase())).orderBy(desc(outbox.id));

  /** What the guest's booking page does when they open the link in an e-mail. */
  const openGuestLink = (text: string, now = Date.now()) => {
    const [, id, key] = /\/booking\/(\d+)\?key=([a-z0-9]+)/.exec(text)!;
    return guestBooking(platform, id!, key!, now);
  };

  return {
    signUp,
    sellerWithListing,
    comesHome,
    removeListing,
    dayAhead,
    appointment,
    book,
    slotsOf,
    mailsTo,
    openGuestLink,
  };
}
