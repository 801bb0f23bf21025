/**
 * A booking's calendar file: the one its e-mails carry, and the one its page offers to
 * a guest holding its link or to its signed-in client. Both are the same event, so a calendar app
 * that has one replaces it with the other.
 */
import { bookedName } from '#shared/booking-name';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import type { BookingStatus } from '#shared/booking-status';
import { localePath, type Locale } from '#shared/i18n/locales';
import { translator, type Translate } from '#shared/i18n/translate';
import type { User } from '#functions/accounts/public';
import { Refusal } from '#functions/platform/refusal';
import { parseId } from '#functions/api/ids';
import type { MailAttachment } from '#functions/db/schema/mail';
import type { Platform } from '#functions/platform/platform';
import { holdsKey } from './booking-keys';
import { bookingCalendar, type CalendarEvent } from './calendar';
import { summaryIn } from './notice-words';
import * as repo from './repository';

const organizerAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/** The .ics file of a booking as it stands (`status`), its `sequence`-th version, with `link` to manage it. */
export function calendarFile(
  platform: Platform,
  { booking, serviceLocation }: repo.BookingWithListing,
  t: Translate,
  link: string,
  status: CalendarEvent['status'],
  sequence: number,
  now: number,
): MailAttachment {
  return {
    filename: `mabinti-booking-${booking.id}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${status === 'CANCELLED' ? 'CANCEL' : 'REQUEST'}`,
    content: bookingCalendar({
      bookingId: booking.id,
      sequence,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      summary: `${bookedName(booking, t)} (Mabinti)`,
      description: `Mabinti: ${t('notice.booking', { id: booking.id })}, ${summaryIn(t, booking)}. ${link}`,
      location: serviceLocation ?? 'Kenya',
      organizerEmail: organizerAddress(platform.config.MAIL_FROM),
      attendee: { name: booking.name, email: booking.email },
      status,
      now,
    }),
  };
}

const EVENT_STATUS: Record<BookingStatus, CalendarEvent['status']> = {
  unverified: 'TENTATIVE',
  awaiting_deposit: 'TENTATIVE',
  requested: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  completed: 'CONFIRMED',
  no_show: 'CONFIRMED',
  declined: 'CANCELLED',
  cancelled: 'CANCELLED',
  expired: 'CANCELLED',
};

/**
 * GET /api/bookings/:id/calendar: the booking's calendar file, for its signed-in client or anyone
 * holding one of its link keys (404 otherwise, the same as for no such booking).
 */
export async function downloadCalendar(
  platform: Platform,
  user: User | null,
  rawId: string,
  key: string | null,
  locale: Locale,
  now: number,
): Promise<MailAttachment> {
  const id = parseId(rawId);
  const booking = id === undefined ? undefined : await repo.findBooking(platform.db, id);
  const theirs = booking && user !== null && booking.buyerId === user.id;
  if (!booking || !(theirs || (await holdsKey(platform.db, booking, key, 'view')))) {
    throw new Refusal('not-found', BOOKING_MESSAGES.notFound);
  }
  const [listing, events] = await Promise.all([
    repo.withListing(platform.db, booking),
    repo.eventsOf(platform.db, [booking.id]),
  ]);
  const page = booking.buyerId ? '/account/bookings' : `/booking/${booking.id}`;
  const link = platform.siteUrl + localePath(locale, page);
  const sequence = Math.max(0, (events.get(booking.id)?.length ?? 1) - 1);
  return calendarFile(platform, listing, translator(locale), link, EVENT_STATUS[booking.status], sequence, now);
}
