/**
 * The e-mails that carry a guest's managing link (decision 017): the first, which confirms the
 * request, and the link sent again. Only ever to the booking's own address.
 */
import { GUEST_HOLD_MINUTES } from '#shared/booking-messages';
import { localePath } from '#shared/i18n/locales';
import { translator } from '#shared/i18n/translate';
import { bookedName } from '#shared/booking-name';
import type { Platform } from '#functions/platform/platform';
import { summaryIn } from './notice-words';
import type { BookingRow } from './repository';

/** A guest's link to their booking: opening it confirms the address and lets them change or cancel it. */
const guestLink = (platform: Platform, booking: BookingRow, manageKey: string) =>
  `${platform.siteUrl}${localePath(booking.locale, `/booking/${booking.id}`)}?key=${manageKey}`;

/** An e-mail to a guest about their booking: what it is about, its managing link, and a note to keep it. */
async function mailGuest(
  platform: Platform,
  booking: BookingRow,
  manageKey: string,
  words: { subject: string; text: string; keep: string },
): Promise<void> {
  const t = translator(booking.locale);
  await platform.mailer.send({
    lang: t.locale,
    to: booking.email,
    subject: words.subject,
    text: [
      t('notice.helloAnyone'),
      '',
      words.text,
      '',
      guestLink(platform, booking, manageKey),
      '',
      words.keep,
      '',
      'Mabinti',
    ].join('\n'),
  });
}

/**
 * The first e-mail to a guest, in the language they booked in: only the link that confirms the
 * request. No name, message or calendar file, since nothing the requester typed may reach an
 * address nobody has confirmed.
 */
export async function askGuestToConfirm(platform: Platform, booking: BookingRow, manageKey: string): Promise<void> {
  const t = translator(booking.locale);
  await mailGuest(platform, booking, manageKey, {
    subject: t('notice.guest.subject', { service: bookedName(booking, t) }),
    text: t('notice.guest.text', { summary: summaryIn(t, booking), minutes: GUEST_HOLD_MINUTES }),
    keep: t('notice.guest.keep'),
  });
}

/** A guest's link again, asked for from the booking page; the earlier link no longer works. */
export async function sendGuestLink(platform: Platform, booking: BookingRow, manageKey: string, now: number) {
  const t = translator(booking.locale);
  const confirms = booking.status === 'unverified' && (booking.holdExpiresAt ?? 0) > now;
  await mailGuest(platform, booking, manageKey, {
    subject: t('notice.link.subject', { service: bookedName(booking, t) }),
    text: t(confirms ? 'notice.link.confirms' : 'notice.link.text', { id: booking.id, summary: summaryIn(t, booking) }),
    keep: t('notice.link.keep'),
  });
}
