/**
 * A booking the provider enters for a client who walked in or phoned (decision 045): confirmed as
 * it is written, counted like any other, with no account and no deposit, and told to the client
 * by SMS at the number given. The provider's own notice does not apply (the client is at the
 * door); their hours, blocked time and other bookings do.
 */
import type { User } from '#functions/accounts/public';
import { consume } from '#functions/accounts/rate-limit';
import { listingOrThrow } from '#functions/catalogue/service';
import { isUniqueViolation } from '#functions/db/errors';
import type { Platform } from '#functions/platform/platform';
import { Refusal } from '#functions/platform/refusal';
import { SlotTaken } from '#functions/scheduling/holds';
import { priceOf } from '#functions/team/service';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import type { WalkIn } from '#shared/bookings';
import type { Locale } from '#shared/i18n/locales';
import { optionOrThrow } from './availability';
import { bookingEvent } from './event-jobs';
import * as repo from './repository';
import { announceBooking } from './service';
import { checkStart } from './start';

export async function enterWalkIn(platform: Platform, seller: User, input: WalkIn, locale: Locale, now: number) {
  const listing = await listingOrThrow(platform.db, input.serviceId);
  if (listing.sellerId !== seller.id) throw new Refusal('not-found', BOOKING_MESSAGES.serviceNotFound);
  const option = await optionOrThrow(platform, listing.id, input.optionId);
  const price = await priceOf(platform.db, listing.id, option, input.memberId);
  const { startsAt, settings, members, session } = await checkStart(
    platform,
    { ...listing, noticeMinutes: 0, depositType: null, depositValue: null, atHome: false },
    input.date,
    input.time,
    now,
    option.durationMinutes,
    input.memberId,
    option.name,
  );
  await consume(platform.db, 'walkInsPerPhone', input.phoneNumber, platform.config.RATE_LIMIT_SCALE);
  const row = {
    sellerId: seller.id,
    buyerId: null,
    serviceId: listing.id,
    serviceName: listing.name,
    date: input.date,
    time: input.time,
    startsAt,
    status: 'confirmed' as const,
    holdExpiresAt: null,
    name: input.name,
    email: '',
    phoneNumber: input.phoneNumber,
    locale,
    channel: 'provider' as const,
    message: '',
    optionId: option.id,
    optionName: option.name,
    optionPrice: price,
    durationMinutes: option.durationMinutes,
    bufferMinutes: settings.bufferMinutes,
    beforeMinutes: settings.bufferBeforeMinutes,
    // A class's walk-in takes a seat of its session (decision 049).
    seats: session ? 1 : null,
  };
  const told = bookingEvent('seller', 'confirmed');
  try {
    const booking = await repo.insertBooking(
      platform.db,
      row,
      { role: 'seller', id: seller.id },
      now,
      settings.capacity,
      members,
      told,
    );
    return announceBooking(platform, booking, 'seller', now, told);
  } catch (error) {
    if (isUniqueViolation(error) || error instanceof SlotTaken)
      throw new Refusal('conflict', BOOKING_MESSAGES.slotTaken);
    throw error;
  }
}
