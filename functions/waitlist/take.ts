/**
 * Answering an offer (decision 046): from its link, a reply of 1 or 2 from the number it went to,
 * a WhatsApp button, or My Account. Taking it books the time through the booking path, and the
 * offer is marked taken in the booking's own write, only while it is still open and not lapsed:
 * of any number of answers at once, one books. Passing (or lapsing) asks the next client.
 */
import { findUserById, type User } from '#functions/accounts/public';
import { optionOrThrow } from '#functions/bookings/availability';
import { requestBooking } from '#functions/bookings/request';
import { listingOrThrow } from '#functions/catalogue/service';
import { enqueue } from '#functions/jobs/queue';
import type { Platform } from '#functions/platform/platform';
import { Refusal } from '#functions/platform/refusal';
import { hashToken } from '#functions/platform/tokens';
import type { BookingView } from '#shared/bookings';
import { depositAmount, depositRuleOf } from '#shared/deposits';
import { WAITLIST_MESSAGES, type OfferView } from '#shared/waitlist';
import { waitlistJob } from './job';
import { makeOffer } from './offers';
import * as repo from './repository';
import { offerView } from './views';

const ended = (offer: repo.OfferRow) =>
  new Refusal('conflict', offer.status === 'taken' ? WAITLIST_MESSAGES.offerTaken : WAITLIST_MESSAGES.offerEnded);

/** The offer a link's key opens; 404 for a key that opens none. */
export async function offerByKey(platform: Platform, key: string) {
  const offer = key.length <= 100 ? await repo.findOfferByKey(platform.db, hashToken(key)) : undefined;
  if (!offer) throw new Refusal('not-found', WAITLIST_MESSAGES.notFound);
  return offer;
}

/** What an offer's page shows: the time, until when, and the deposit taking it asks. */
export async function describeOffer(platform: Platform, offer: repo.OfferRow, now: number): Promise<OfferView> {
  const entry = await repo.findEntry(platform.db, offer.entryId);
  // A listing removed or its option gone since: the offer still shows, without them.
  const gone = (error: unknown) => {
    if (error instanceof Refusal) return null;
    throw error;
  };
  const listing = await listingOrThrow(platform.db, offer.serviceId, now).catch(gone);
  const option = listing && entry ? await optionOrThrow(platform, listing.id, entry.optionId).catch(gone) : null;
  const deposit = listing && option ? depositAmount(depositRuleOf(listing), option.price) : null;
  const status = offer.status === 'open' && offer.expiresAt <= now ? 'lapsed' : offer.status;
  return offerView({ ...offer, status }, { name: listing?.name ?? '', optionName: option?.name ?? null }, deposit);
}

/** Takes an offer: the booking, made for the entry's client as they asked to wait. */
export async function takeOffer(platform: Platform, offer: repo.OfferRow, now: number): Promise<BookingView> {
  if (offer.status !== 'open' || offer.expiresAt <= now) throw ended(offer);
  const entry = await repo.findEntry(platform.db, offer.entryId);
  if (!entry || entry.status !== 'waiting') throw ended(offer);
  const user = entry.buyerId ? ((await findUserById(platform.db, entry.buyerId)) ?? null) : null;
  const phone =
    entry.phoneIdentityId !== null && entry.channel !== 'web' && entry.channel !== 'provider'
      ? { identityId: entry.phoneIdentityId, channel: entry.channel, ref: `offer:${offer.id}`, linkedUserId: user?.id }
      : undefined;
  const request = {
    serviceId: entry.serviceId,
    optionId: entry.optionId ?? undefined,
    memberId: entry.memberId === null ? undefined : String(entry.memberId),
    date: offer.date,
    time: offer.time,
    name: entry.name,
    email: entry.email,
    phoneNumber: entry.phoneNumber,
  };
  const within = async (tx: Parameters<typeof repo.takeOpenOffer>[0], booking: { id: number }) => {
    if (!(await repo.takeOpenOffer(tx, offer.id, now, booking.id))) throw ended({ ...offer, status: 'lapsed' });
    await repo.markBooked(tx, entry.id, booking.id);
  };
  try {
    return await requestBooking(platform, user, request, now, entry.locale, phone, { within });
  } catch (error) {
    // Booked otherwise meanwhile: the offer is gone, and says so.
    if (error instanceof Refusal && error.kind === 'conflict' && error.key !== WAITLIST_MESSAGES.offerEnded) {
      await repo.settleOpen(platform.db, { id: offer.id }, 'gone', now);
      throw ended({ ...offer, status: 'gone' });
    }
    throw error;
  }
}

/** Passes on an offer: the next client waiting is asked at once. */
export async function declineOffer(platform: Platform, offer: repo.OfferRow, now: number) {
  if (offer.status !== 'open' || offer.expiresAt <= now) throw ended(offer);
  await platform.db.transaction(async (tx) => {
    const passed = await repo.settleOpen(tx, { id: offer.id }, 'declined', now);
    if (passed.length) await enqueue(tx, waitlistJob(offer.sellerId, [offer.date], now));
  });
  return { declined: true };
}

/** A signed-in client's open offer on one of their entries (the push opens My Account). */
export async function offerOfMine(platform: Platform, user: User, rawEntryId: string) {
  const id = Number(rawEntryId);
  const entry = Number.isSafeInteger(id) ? await repo.findEntry(platform.db, id) : undefined;
  const offer = entry?.buyerId === user.id ? await repo.openOfferOf(platform.db, entry.id) : undefined;
  if (!offer) throw new Refusal('not-found', WAITLIST_MESSAGES.notFound);
  return offer;
}

/** The provider offers a waiting client a time by hand: checked free and sent as the waitlist's own offers are. */
export async function offerByHand(
  platform: Platform,
  user: User,
  rawEntryId: string,
  asked: { date: string; time: string },
  now: number,
) {
  const id = Number(rawEntryId);
  const entry = Number.isSafeInteger(id) ? await repo.findEntry(platform.db, id) : undefined;
  if (!entry || entry.sellerId !== user.id || entry.status !== 'waiting')
    throw new Refusal('not-found', WAITLIST_MESSAGES.notFound);
  if (await repo.openOfferOf(platform.db, entry.id)) throw new Refusal('conflict', WAITLIST_MESSAGES.busy);
  const listing = await listingOrThrow(platform.db, entry.serviceId, now);
  const option = await optionOrThrow(platform, listing.id, entry.optionId);
  const offer = await makeOffer(platform, entry, listing, option, asked.date, asked.time, now, true);
  if (!offer) throw new Refusal('conflict', WAITLIST_MESSAGES.notFree);
  return { offered: true, date: offer.date, time: offer.time, expiresAt: offer.expiresAt };
}
