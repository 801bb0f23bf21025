import { nairobiIso } from '#functions/scheduling/clock';
import { homeVisitView } from './home-visit';
import { formatDay, formatSlot } from '#shared/i18n/format';
import { translator } from '#shared/i18n/translate';
import type { Locale } from '#shared/i18n/locales';
import { type BookingView } from '#shared/bookings';
import { availableActions, movesTime } from '#shared/booking-actions';
import { whatsappLink } from '#shared/phone';
import type { BookingEventRow, BookingWithListing } from './repository';
import type { ReviewRow } from '#functions/reviews/repository';
import { bookingReview } from '#functions/reviews/view';
import { toDepositView } from '#functions/payments/deposit-view';
import type { PaymentRow } from '#functions/payments/repository';
import { bookedName } from '#shared/booking-name';

type ChatAbout = {
  id: number;
  name: string;
  serviceId: number | null;
  serviceName: string;
  date: string;
  time: string;
  locale: Locale;
};
/** 'Braids by Amina on Monday, 23 November 2026 at 9:00 AM', in the language the booking was made in. */
const summaryOf = (booking: ChatAbout) => {
  const t = translator(booking.locale);
  const when = { date: formatDay(t.locale, booking.date), time: formatSlot(t.locale, booking.time) };
  return { t, summary: t('notice.summary', { service: bookedName(booking, t), ...when }) };
};

/** The buyer's message to the provider, prefilled in WhatsApp, in the buyer's booking language. */
export const messageToSeller = (booking: ChatAbout) => {
  const { t, summary } = summaryOf(booking);
  return t('chat.toSeller', { name: booking.name, summary, id: booking.id });
};

/** The provider's message to the buyer, prefilled in WhatsApp, in the language the buyer reads. */
export const messageToBuyer = (booking: ChatAbout) => {
  const { t, summary } = summaryOf(booking);
  return t('chat.toBuyer', { name: booking.name, summary, id: booking.id });
};

/** Who made a change, as the two sides of a booking: a guest is the client too. */
const SIDES = { buyer: 'client', seller: 'provider', guest: 'client' } as const;

/** A booking shaped for one side: the other side's WhatsApp chat, the actions open to this side now. */
export function toBookingView(
  { booking, servicePhone, serviceLocation, memberName }: BookingWithListing,
  side: 'buyer' | 'seller',
  events: BookingEventRow[],
  now: number,
  review?: ReviewRow,
  deposit?: PaymentRow,
  visit?: BookingView['visit'],
  tip?: PaymentRow,
): BookingView {
  const completed = events.findLast((event) => event.status === 'completed')?.at.getTime() ?? null;
  const whatsappUrl =
    side === 'buyer'
      ? servicePhone && whatsappLink(servicePhone, messageToSeller(booking))
      : booking.phoneNumber && whatsappLink(booking.phoneNumber, messageToBuyer(booking));
  return {
    id: booking.id,
    serviceId: booking.serviceId,
    serviceName: booking.serviceName,
    date: booking.date,
    time: booking.time,
    start: nairobiIso(booking.startsAt),
    startsAt: booking.startsAt,
    status: booking.status,
    name: booking.name,
    email: booking.email,
    phoneNumber: booking.phoneNumber,
    message: booking.message,
    channel: booking.channel,
    coming: booking.attendanceConfirmedAt !== null,
    whatsappUrl: whatsappUrl || null,
    // A removed listing has no times left to move to; cancelling still works.
    // A visit moves from its first part (the others follow it).
    actions: availableActions(booking, side, now).filter(
      (action) =>
        !movesTime(action) ||
        ((booking.serviceId !== null || booking.sellerId === null) &&
          (booking.visitId === null || booking.visitId === booking.id)),
    ),
    review: bookingReview(booking, completed, review, now),
    deposit: toDepositView(booking, deposit, now),
    optionName: booking.optionName,
    price: booking.optionPrice,
    place: serviceLocation,
    memberName,
    optionId: booking.optionId,
    memberId: booking.memberId,
    visit: visit ?? null,
    seriesId: booking.seriesId,
    seats: booking.seats,
    tip: tip ? { amount: tip.amount, paid: tip.status === 'paid', receipt: tip.receipt } : null,
    heldUntil: booking.holdExpiresAt,
    home: homeVisitView(booking, side, now),
    clientRecord: null,
    history: events.map((event) => ({
      status: event.status,
      by: SIDES[event.actorRole],
      at: nairobiIso(event.at.getTime()),
      moved: event.previousStartsAt !== null,
      reason: event.reason,
    })),
  };
}
