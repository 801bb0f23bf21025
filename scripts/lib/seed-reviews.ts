import { addDays, nairobiDateKey, slotMinutes } from '#shared/booking-time';
import { nairobiInstant } from '#functions/scheduling/clock';
import type { Database } from '#functions/db/client';
import { users } from '#functions/db/schema/accounts';
import { serviceOptions, services } from '#functions/db/schema/catalogue';
import { changeBooking, insertBooking } from '#functions/bookings/repository';
import { SlotTaken } from '#functions/scheduling/holds';
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
    'Booked on Monday, done on Wednesday, no stress at all. Highly recommend.',
    'Calm, careful and quick. My sister is booking next week.',
    'Came to my house on time and left everything tidy. Asante sana!',
    'The photos speak for themselves. Very happy.',
    '',
    '',
  ],
  4: [
    'Good work and fair price. Started a bit late but finished well.',
    'Happy with the result. Parking was hard to find.',
    'Lovely service, I would only ask for a little more time to explain the options.',
    'Nice finish and friendly staff. It took longer than I expected.',
    'Very good, just a bit pricey for Kasarani.',
    '',
  ],
  3: [
    'It was okay. The result was fine but I waited almost an hour.',
    'Average. Good work but the price went up on the day.',
    'Fine, but the room was noisy and I felt rushed at the end.',
    'Decent work. Reply on WhatsApp was slow before the visit.',
  ],
  2: [
    'Not what we agreed on, and it took far longer than promised.',
    'Started two hours late and the finish was uneven.',
  ],
  1: [
    'Did not turn up at the agreed time and I had to rebook elsewhere.',
    'Rude on the day and the work had to be redone.',
  ],
};

/** A provider's reply fits the review it answers: thanks for praise, an apology and a fix for a complaint. */
const REPLIES: Record<'praise' | 'mixed' | 'complaint', string[]> = {
  praise: [
    'Thank you so much for coming! See you next time.',
    'Asante sana for the kind words. We look forward to seeing you again.',
    'Thank you! It was a pleasure, and say hello to your sister for us.',
  ],
  mixed: [
    'Thank you for the feedback; we have changed our schedule so no one waits.',
    'Sorry about the wait. We now confirm every time the day before, so it does not happen again.',
    'Thank you for telling us. Prices are now fixed when you book, with nothing added on the day.',
  ],
  complaint: [
    'We are very sorry. Please call us so that we can put it right at no cost.',
    'This is not the service we want anyone to get. We have refunded you and spoken to the team.',
  ],
};
const replyKind = (rating: number) => (rating >= 4 ? 'praise' : rating === 3 ? 'mixed' : 'complaint');

/** A text for these stars not yet used on this listing (an empty one, no text, may come again). */
function said(unsaid: Record<string, string[]>, rating: number, random: Random): string {
  const left = unsaid[rating]!;
  if (left.length === 0) return '';
  const text = random.pick(left);
  if (text) unsaid[rating] = left.filter((other) => other !== text);
  return text;
}

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
  const options = await db.select().from(serviceOptions);
  const today = nairobiDateKey(now);
  let reviewed = 0;
  for (const listing of listings) {
    const visits = random.int(0, 6);
    const offered = options.filter((option) => option.serviceId === listing.id);
    // A listing's page never shows the same words twice.
    const unsaid = Object.fromEntries(Object.entries(SAID).map(([stars, texts]) => [stars, [...texts]]));
    for (let visit = 0; visit < visits; visit++) {
      const client = random.pick(clients);
      const date = addDays(today, -(4 + visit * 7 + random.int(0, 5)));
      const time = random.pick(['9:00 AM', '11:00 AM', '2:00 PM', '4:30 PM']);
      const startsAt = nairobiInstant(date, slotMinutes(time)!);
      const option = offered.length ? random.pick(offered) : null;
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
        optionId: option?.id ?? null,
        optionName: option?.name ?? null,
        optionPrice: option?.price ?? null,
        durationMinutes: option?.durationMinutes ?? 60,
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
        text: said(unsaid, rating, random),
        createdAt: at,
        updatedAt: at,
      });
      // Providers answer most complaints, and some praise; a review without words gets no reply.
      if (review.text && random.next() < (rating <= 3 ? 0.8 : 0.3))
        await setReplyOnce(db, review.id, random.pick(REPLIES[replyKind(rating)]), new Date(at.getTime() + 7_200_000));
      reviewed++;
    }
  }
  return reviewed;
}
