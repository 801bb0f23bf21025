import { SUPPORT_EMAIL } from '#shared/messages';
import { internationalPhone, whatsappLink } from '#shared/phone';
import type { Platform } from '#functions/platform/platform';
import { bookingCalendar, type CalendarEvent } from './calendar';
import type { BookingRow, BookingWithListing } from './repository';
import { GUEST_HOLD_MINUTES, type BookingView } from '#shared/bookings';
import { formatKsh } from '#shared/format';
import { bookingSummary } from './view';
import { emailManageLink } from './guests';
import { notify } from '#functions/notify/notify';
import { fitText, mapLink, shortDate } from '#functions/notify/texts';

export type BookingNotice =
  'requested' | 'rescheduled' | 'confirmed' | 'declined' | 'cancelled' | 'providerCancelled' | 'withdrawn';

const CALENDAR_STATUS: Record<BookingNotice, CalendarEvent['status']> = {
  requested: 'TENTATIVE',
  rescheduled: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  declined: 'CANCELLED',
  cancelled: 'CANCELLED',
  providerCancelled: 'CANCELLED',
  withdrawn: 'CANCELLED',
};

/** Who hears of each change: the buyer always; the provider (or our support desk) when the buyer acted. */
const TELL_PROVIDER: Record<BookingNotice, boolean> = {
  requested: true,
  rescheduled: true,
  confirmed: false,
  declined: false,
  cancelled: true,
  providerCancelled: false,
  withdrawn: false,
};

const BUYER_SUBJECT: Record<BookingNotice, string> = {
  requested: 'Booking request received',
  rescheduled: 'New time requested',
  confirmed: 'Booking confirmed',
  declined: 'Booking declined',
  cancelled: 'Booking cancelled',
  providerCancelled: 'Booking cancelled by the provider',
  withdrawn: 'Booking cancelled',
};

const BUYER_TEXT: Record<BookingNotice, string> = {
  requested: 'We have passed your request to the provider. You will hear from us when they confirm it.',
  rescheduled: 'We have asked the provider to confirm your new time.',
  confirmed: 'The provider has confirmed your appointment. See you there!',
  declined: 'Sorry, the provider cannot take this appointment. Please choose another time or another provider.',
  cancelled: 'This appointment is cancelled.',
  providerCancelled: 'Sorry, the provider has had to cancel this appointment.',
  withdrawn:
    'The provider has removed this service from Mabinti, so this appointment is cancelled. Please choose another provider.',
};

const PROVIDER_SUBJECT: Record<BookingNotice, string> = {
  requested: 'New booking request',
  rescheduled: 'A client asked for another time',
  confirmed: 'Booking confirmed',
  declined: 'Booking declined',
  cancelled: 'Booking cancelled by the client',
  providerCancelled: 'Booking cancelled',
  withdrawn: 'Booking cancelled with the service',
};

const organizerAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/** The provider as a notice reaches them: their account, or our support desk for an enquiry. */
export interface ProviderContact {
  id: string;
  email: string;
  phoneNumber: string;
}

/**
 * Where a person manages the booking, as a text may say it: their bookings page, or for a guest the
 * booking's own page, which sends the private link again (texts carry no secret).
 */
export const manageLink = (site: string, booking: { id: number; buyerId: string | null }) =>
  booking.buyerId ? `${site}/account/bookings` : `${site}/booking/${booking.id}`;

/**
 * A booking change told to the people concerned, on their channels (decision 017): the e-mail
 * carries an .ics file so the appointment lands in (or leaves) the reader's calendar, the text and
 * WhatsApp message the service, the Nairobi time, the number and where to manage it. `sequence`
 * is the booking's number of changes so far.
 */
export async function notifyBooking(
  platform: Platform,
  notice: BookingNotice,
  { booking, servicePhone, serviceLocation }: BookingWithListing,
  provider: ProviderContact | null,
  sequence: number,
  now: number,
  /** Lines about this change beyond the summary: the provider's reason, the deposit. */
  note = '',
): Promise<void> {
  const site = platform.siteUrl;
  const extra = note ? `\n\n${note}` : '';
  const summary = bookingSummary(booking);
  const manage = manageLink(site, booking);
  const emailManage = await emailManageLink(platform.db, site, booking, now);
  const calendar = {
    filename: `mabinti-booking-${booking.id}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${CALENDAR_STATUS[notice] === 'CANCELLED' ? 'CANCEL' : 'REQUEST'}`,
    content: bookingCalendar({
      bookingId: booking.id,
      sequence,
      startsAt: booking.startsAt,
      summary: `${booking.serviceName} (Mabinti)`,
      description: `Mabinti booking #${booking.id}: ${summary}. Manage it at ${manage}`,
      location: serviceLocation ?? 'Kenya',
      organizerEmail: organizerAddress(platform.config.MAIL_FROM),
      attendee: { name: booking.name, email: booking.email },
      status: CALENDAR_STATUS[notice],
      now,
    }),
  };
  const place = serviceLocation ? `\nWhere: ${serviceLocation}\nMap: ${mapLink(serviceLocation)}` : '';
  const chat = servicePhone ? `\nMessage the provider on WhatsApp: ${whatsappLink(servicePhone)}` : '';
  const when = `${shortDate(booking.date)} ${booking.time}`;
  await notify(
    platform.db,
    platform,
    {
      kind: 'booking-update',
      to: { userId: booking.buyerId, email: booking.email, phone: booking.phoneNumber },
      email: {
        subject: `${BUYER_SUBJECT[notice]}: ${booking.serviceName}`,
        text: `Hello ${booking.name},\n\n${BUYER_TEXT[notice]}${extra}\n\n${summary} (Nairobi time)\nBooking #${booking.id}${place}${chat}\n\nManage your booking: ${emailManage}\n\nMabinti`,
        attachments: [calendar],
      },
      text: fitText(
        `Mabinti: ${BUYER_SUBJECT[notice]}: `,
        booking.serviceName,
        `, ${when}. Booking #${booking.id}. Manage: ${manage}`,
      ),
      whatsapp: [booking.name, BUYER_SUBJECT[notice], `${summary} (Nairobi time)`, `#${booking.id}`, manage],
      startsAt: booking.startsAt,
    },
    now,
  );
  if (!TELL_PROVIDER[notice]) return;
  const message = booking.message ? `\nMessage: ${booking.message}` : '';
  const email = {
    subject: `${PROVIDER_SUBJECT[notice]}: ${booking.serviceName}`,
    text: `${PROVIDER_SUBJECT[notice]}.${extra}\n\n${summary} (Nairobi time)\nBooking #${booking.id}\nClient: ${booking.name}, ${booking.email}, ${internationalPhone(booking.phoneNumber)}${message}\n\nReply on WhatsApp: ${whatsappLink(booking.phoneNumber)}\n\nConfirm or decline: ${site}/account/bookings\n\nMabinti`,
    attachments: [calendar],
  };
  if (!provider) {
    await platform.mailer.send({ ...email, to: SUPPORT_EMAIL, kind: 'booking-update' });
    return;
  }
  await notify(
    platform.db,
    platform,
    {
      kind: 'booking-update',
      to: { userId: provider.id, email: provider.email, phone: provider.phoneNumber },
      email,
      text: fitText(
        `Mabinti: ${PROVIDER_SUBJECT[notice]}: `,
        booking.serviceName,
        `, ${when}. Booking #${booking.id}. See ${site}/account/bookings`,
      ),
      whatsapp: [
        PROVIDER_SUBJECT[notice],
        `${summary} (Nairobi time)`,
        booking.name,
        `#${booking.id}`,
        `${site}/account/bookings`,
      ],
      startsAt: booking.startsAt,
    },
    now,
  );
}

/** What an e-mail about a change says beyond the summary: the provider's reason, and the deposit. */
export function noteOf(view: BookingView): string {
  const lines: string[] = [];
  const reason = view.history.at(-1)?.reason;
  if (reason) lines.push(`The provider's reason: ${reason}`);
  if (view.deposit) {
    const receipt = view.deposit.receipt ? ` (M-Pesa receipt ${view.deposit.receipt})` : '';
    lines.push(`${view.deposit.label}: ${formatKsh(view.deposit.amount)}${receipt}`);
  }
  return lines.join('\n');
}

/** A guest's link to their booking: opening it confirms the address and lets them change or cancel it. */
const guestLink = (platform: Platform, booking: BookingRow, manageKey: string) =>
  `${platform.siteUrl}/booking/${booking.id}?key=${manageKey}`;

/**
 * The first e-mail to a guest: only the link that confirms the request. No name, message or
 * calendar file, since nothing the requester typed may reach an address nobody has confirmed.
 */
export async function askGuestToConfirm(platform: Platform, booking: BookingRow, manageKey: string): Promise<void> {
  await platform.mailer.send({
    to: booking.email,
    subject: `Please confirm your booking request: ${booking.serviceName}`,
    text: `Hello,\n\nSomeone asked to book ${bookingSummary(booking)} (Nairobi time) on Mabinti with this e-mail address. To send the request to the provider, open this link within ${GUEST_HOLD_MINUTES} minutes:\n\n${guestLink(platform, booking, manageKey)}\n\nThe same link lets you change or cancel the booking later; keep it to yourself. If it was not you, ignore this e-mail and the time will be released.\n\nMabinti`,
  });
}

/** A guest's link again, asked for from the booking page; the earlier link no longer works. */
export async function sendGuestLink(platform: Platform, booking: BookingRow, manageKey: string, now: number) {
  const confirms = booking.status === 'unverified' && (booking.holdExpiresAt ?? 0) > now;
  await platform.mailer.send({
    to: booking.email,
    subject: `Your booking link: ${booking.serviceName}`,
    text: `Hello,\n\nHere is the link to your Mabinti booking #${booking.id}, ${bookingSummary(booking)} (Nairobi time)${confirms ? '. Opening it also confirms your request' : ''}:\n\n${guestLink(platform, booking, manageKey)}\n\nAny link we sent before no longer works. Keep this one to yourself.\n\nMabinti`,
  });
}
