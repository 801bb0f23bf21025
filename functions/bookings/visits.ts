/**
 * Several services in one visit (decision 027): braids, then nails, back to back, with
 * the same provider and possibly different members; booked as one write, with one deposit (the
 * sum of what each part asks, on the first part), and confirmed, declined, cancelled and moved as
 * one. Each part is a booking: the provider's day shows each where it belongs.
 */
import type { User } from '#functions/accounts/sessions-repository';
import { Refusal } from '#functions/platform/refusal';
import { isUniqueViolation } from '#functions/db/errors';
import type { Platform } from '#functions/platform/platform';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { nairobiInstant, slotLabel } from '#shared/booking-time';
import type { AppointmentRequest, BookingView } from '#shared/bookings';
import { DEPOSIT_HOLD_MINUTES, depositAmount, depositRuleOf } from '#shared/deposits';
import type { Locale } from '#shared/i18n/locales';
import { listingOrThrow } from '#functions/catalogue/service';
import { optionOrThrow } from './availability';
import { SlotTaken } from '#functions/scheduling/holds';
import { laterPart, minutesAt } from './visit-moves';
import * as repo from './repository';
import { bookingEvent } from './event-jobs';
import { announceBooking } from './service';
import { checkStart } from './start';
import { priceOf } from '#functions/team/service';

/** POST /api/appointments with `then`: the visit's parts, back to back, written as one. */
export async function requestVisit(
  platform: Platform,
  user: User | null,
  input: AppointmentRequest & { then: NonNullable<AppointmentRequest['then']> },
  now: number,
  locale: Locale,
): Promise<BookingView> {
  if (!user) throw new Refusal('sign-in', BOOKING_MESSAGES.visitSignIn);
  if (input.serviceId === undefined) throw new Refusal('invalid', BOOKING_MESSAGES.visitOneProvider);
  const asked = [{ serviceId: input.serviceId, optionId: input.optionId, memberId: input.memberId }, ...input.then];
  const wanted = await Promise.all(
    asked.map(async (part) => {
      const listing = await listingOrThrow(platform.db, part.serviceId);
      const option = await optionOrThrow(platform, listing.id, part.optionId);
      const price = await priceOf(platform.db, listing.id, option, part.memberId);
      return { listing, option, price, member: part.memberId, deposit: depositAmount(depositRuleOf(listing), price) };
    }),
  );
  const sellerId = wanted[0]!.listing.sellerId;
  if (wanted.some((part) => part.listing.sellerId !== sellerId)) {
    throw new Refusal('invalid', BOOKING_MESSAGES.visitOneProvider);
  }
  if (sellerId === user.id) throw new Refusal('not-allowed', BOOKING_MESSAGES.ownService);
  const deposits = wanted.map((part) => part.deposit ?? 0).reduce((sum, amount) => sum + amount, 0);
  const deposit = wanted.some((part) => part.deposit !== null) ? deposits : null;

  const first = wanted[0]!;
  const { startsAt, settings, members } = await checkStart(
    platform,
    first.listing,
    input.date,
    input.time,
    now,
    first.option.durationMinutes,
    first.member,
    first.option.name,
  );
  // Each later part starts when the one before it stops holding the provider's time.
  const parts: Parameters<typeof repo.insertVisit>[1] = [];
  let at = startsAt;
  for (const [index, part] of wanted.entries()) {
    const candidates =
      index === 0
        ? members
        : await laterPart(platform, part.listing, at, part.option.durationMinutes, part.member, part.option.name);
    const time = minutesAt(at);
    parts.push({
      members: candidates,
      input: {
        serviceId: part.listing.id,
        serviceName: part.listing.name,
        sellerId,
        buyerId: user.id,
        date: input.date,
        time: slotLabel(time),
        startsAt: index === 0 ? startsAt : nairobiInstant(input.date, time),
        ...(deposit !== null
          ? { status: 'awaiting_deposit', holdExpiresAt: now + DEPOSIT_HOLD_MINUTES * 60_000 }
          : { status: 'requested', holdExpiresAt: null }),
        depositAmount: index === 0 ? deposit : null,
        name: input.name,
        email: input.email,
        phoneNumber: input.phoneNumber,
        message: index === 0 ? (input.message ?? '') : '',
        locale,
        manageKeyHash: null,
        optionId: part.option.id,
        optionName: part.option.name,
        optionPrice: part.price,
        durationMinutes: part.option.durationMinutes,
        bufferMinutes: settings.bufferMinutes,
      },
    });
    at += (part.option.durationMinutes + settings.bufferMinutes) * 60_000;
  }
  // Waiting for a deposit, the provider hears of it only once it is paid (deposits/settle.ts).
  const told = deposit === null ? bookingEvent('buyer', 'requested') : undefined;
  let rows: repo.BookingRow[];
  try {
    rows = await repo.insertVisit(platform.db, parts, { role: 'buyer', id: user.id }, now, settings.capacity, told);
  } catch (error) {
    if (isUniqueViolation(error) || error instanceof SlotTaken)
      throw new Refusal('conflict', BOOKING_MESSAGES.slotTaken);
    throw error;
  }
  return announceBooking(platform, rows[0]!, 'buyer', now, told);
}
