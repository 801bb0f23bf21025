/**
 * The provider's trip to a home visit (decision 043): on the day they mark "On my way" and then
 * "Arrived", and the client hears of each on their channels with the provider's name and phone,
 * queued in the same transaction as the mark.
 */
import type { User } from '#functions/accounts/public';
import { parseId } from '#functions/api/ids';
import type { Queries } from '#functions/db/client';
import { notify } from '#functions/notify/notify';
import { clientOf, localeFor } from '#functions/notify/preferences';
import type { Platform } from '#functions/platform/platform';
import { Refusal } from '#functions/platform/refusal';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import type { BookingView } from '#shared/bookings';
import { HOME_MESSAGES, type TripStep } from '#shared/home-visits';
import { localePath } from '#shared/i18n/locales';
import { translator } from '#shared/i18n/translate';
import { localPhone } from '#shared/phone';
import { textLink } from './booking-keys';
import { nextTripStep } from './home-visit';
import { bookingPush, textName } from './notice-words';
import * as repo from './repository';
import { markTrip as mark } from './home-visit-repository';
import { sideOf } from './sides';
import { viewOf } from './view-of';

/** Marks a step of the trip to a home visit for the provider signed in; the booking as they now see it. */
export async function markTrip(
  platform: Platform,
  user: User,
  rawId: string,
  step: TripStep,
  now: number,
): Promise<BookingView> {
  const id = parseId(rawId);
  const booking = id === undefined ? undefined : await repo.findBooking(platform.db, id);
  const acting = booking ? await sideOf(platform.db, booking, user, { key: null }) : null;
  if (!booking || !acting) throw new Refusal('not-found', BOOKING_MESSAGES.notFound);
  if (acting.side !== 'seller') throw new Refusal('not-allowed', BOOKING_MESSAGES.notAllowed);
  if (booking.homeAddress === null) throw new Refusal('conflict', HOME_MESSAGES.notHomeVisit);
  const done = step === 'on-my-way' ? booking.onMyWayAt : booking.arrivedAt;
  // Marked already (a second tap, a retried request): the client heard once.
  if (done !== null) return (await viewOf(platform.db, booking, 'seller', now)).view;
  const next = nextTripStep(booking, now);
  if (next === null) throw new Refusal('conflict', HOME_MESSAGES.notToday);
  if (next !== step) throw new Refusal('conflict', HOME_MESSAGES.onMyWayFirst);
  const marked = await platform.db.transaction(async (tx) => {
    const row = await mark(tx, booking, step, now);
    if (row) await tellClient(tx, platform, row, step, user, now);
    return row;
  });
  return (await viewOf(platform.db, marked ?? booking, 'seller', now)).view;
}

/** The client hears the step by text, WhatsApp, push and e-mail, as they chose, in their language. */
async function tellClient(
  db: Queries,
  platform: Platform,
  booking: repo.BookingRow,
  step: TripStep,
  provider: User,
  now: number,
) {
  const to = clientOf(booking);
  const t = translator(await localeFor(db, to));
  const words = { provider: provider.userName, service: booking.serviceName, phone: localPhone(provider.phoneNumber) };
  const subject = t(`notice.trip.${step}`, words);
  const said = t(`notice.tripText.${step}`, words);
  const manage = await textLink(db, platform.siteUrl, booking, t.locale, now);
  await notify(
    db,
    platform,
    {
      kind: 'booking-update',
      to,
      locale: t.locale,
      subject,
      greeting: t('notice.hello', { name: booking.name }),
      paragraphs: [said, t('notice.booking', { id: booking.id })],
      text: { before: `Mabinti: ${subject}: `, name: textName(booking), after: `. ${words.phone}. #${booking.id}` },
      whatsapp: [booking.name, subject, said, `#${booking.id}`, manage],
      push: bookingPush(t, booking, subject, localePath(t.locale, `/account/ticket/${booking.id}`)),
      startsAt: booking.startsAt,
    },
    now,
  );
}
