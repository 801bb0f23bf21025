import { addDays, nairobiDateKey, nairobiInstant, slotMinutes } from '#shared/booking-time';
import type { Database } from '#functions/db/client';
import { users } from '#functions/db/schema/accounts';
import { services } from '#functions/db/schema/catalogue';
import { changeBooking, insertBooking, SlotTaken } from '#functions/bookings/repository';
import { insertReview, setReplyOnce } from '#functions/reviews/repository';
import { firstName } from '#shared/accounts';
import type { Random } from './random';
import { samplePhone } from './sample-catalogue';

const SAMPLE_CLIENTS = [
  'Neema Atieno',
  'Wairimu Mwangi',
  'Chebet Kiprono',
  'Auma Okello',
  'Mwanajuma Said',
  'Kerubo Moraa',
  'Nekesa Barasa',
  'Muthoni Kariuki',
  'Akoth Onyango',
  'Rehema Juma',
] as const;

/** What clients say, by the stars they gave: short, the way people write on their phones. */
const SAID: Record<number, string[]> = {
  5: [
    'Exactly what I asked for, and on time. I will be back.',
    'Very professional and friendly. The place was clean and the work was neat.',
    'Best I have had in Nairobi so far. Worth every shilling.',
    'She listened to what I wanted and even gave me tips for aftercare.',
    '',
  ],
  4: [
    'Good work and fair price. Started a bit late but finished well.',
    'Happy with the result. Parking was hard to find.',
    'Lovely service, I would only ask for a little more time to explain the options.',
    '',
  ],
  3: [
    'It was okay. The result was fine but I waited almost an hour.',
    'Average. Good work but the price went up on the day.',
  ],
  2: ['Not what we agreed on, and it took far longer than promised.'],
  1: ['Did not turn up at the agreed time and I had to rebook elsewhere.'],
};
const REPLIES = [
  'Thank you so much for coming! See you next time.',
  'Asante sana for the kind words. We look forward to seeing you again.',
  'Thank you for the feedback; we have changed our schedule so no one waits.',
];
/** Mostly good, some middling, a few poor: what real ratings look like. */
const STARS = [5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 2, 1];

/**
 * Past visits with reviews, so the demo shows ratings that come from somewhere: sample clients
 * booked sample listings weeks ago, their providers marked the visits completed, and most
 * clients then wrote a review. Listings' ratings follow from these rows by trigger (migration
 * 0013); nothing is typed onto a listing.
 */
export async function seedReviews(db: Database, random: Random, now = Date.now()) {
  const clients = SAMPLE_CLIENTS.map((name, index) => ({
    id: `buyer-sample-${index + 1}`,
    userName: name,
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@clients.mabinti.test`,
    phoneNumber: samplePhone(random),
    accountType: 'buyer' as const,
  }));
  await db.insert(users).values(clients);
  const listings = await db.select().from(services);
  const today = nairobiDateKey(now);
  let reviewed = 0;
  for (const listing of listings) {
    const visits = random.int(0, 6);
    for (let visit = 0; visit < visits; visit++) {
      const client = random.pick(clients);
      const date = addDays(today, -(4 + visit * 7 + random.int(0, 5)));
      const time = random.pick(['9:00 AM', '11:00 AM', '2:00 PM', '4:30 PM']);
      const startsAt = nairobiInstant(date, slotMinutes(time)!);
      const values = {
        serviceId: listing.id,
        serviceName: listing.name,
        sellerId: listing.sellerId,
        buyerId: client.id,
        date,
        time,
        startsAt,
        status: 'requested' as const,
        name: client.userName,
        email: client.email,
        phoneNumber: client.phoneNumber,
        durationMinutes: 30,
        bufferMinutes: 0,
      };
      // The provider may already be busy then with another of their listings: that visit is skipped.
      const requested = await insertBooking(
        db,
        values,
        { role: 'buyer', id: client.id },
        startsAt - 3 * 86_400_000,
      ).catch((error: unknown) => {
        if (error instanceof SlotTaken) return null;
        throw error;
      });
      if (!requested) continue;
      const seller = { role: 'seller', id: listing.sellerId } as const;
      const confirmed = await changeBooking(db, requested, { status: 'confirmed' }, seller, startsAt - 2 * 86_400_000);
      const completed =
        confirmed && (await changeBooking(db, confirmed, { status: 'completed' }, seller, startsAt + 7_200_000));
      if (!completed || random.next() < 0.2) continue; // not everyone writes a review
      const rating = random.pick(STARS);
      const at = new Date(startsAt + 86_400_000);
      const review = await insertReview(db, {
        bookingId: completed.id,
        serviceId: listing.id,
        sellerId: listing.sellerId,
        buyerId: client.id,
        reviewerName: firstName(client.userName),
        visitDate: date,
        rating,
        quality: random.next() < 0.6 ? Math.min(5, rating + random.int(0, 1)) : null,
        value: random.next() < 0.6 ? Math.max(1, rating - random.int(0, 1)) : null,
        punctuality: random.next() < 0.5 ? rating : null,
        text: random.pick(SAID[rating]!),
        createdAt: at,
        updatedAt: at,
      });
      if (random.next() < 0.3)
        await setReplyOnce(db, review.id, random.pick(REPLIES), new Date(at.getTime() + 7_200_000));
      reviewed++;
    }
  }
  return reviewed;
}
