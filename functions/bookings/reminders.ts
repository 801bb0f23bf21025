/**
 * Reminders 24 hours and 2 hours before a confirmed booking, as jobs (decision 016):
 * scheduled when the provider confirms, dropped when the booking is cancelled, declined or moved
 * (a moved booking is confirmed again, and that schedules them for its new time). Each is sent in
 * quiet-hours-aware time, and its handler checks, as it runs, that the booking is still confirmed
 * for the time it was scheduled for.
 */
import type { Queries, Transaction } from '#functions/db/client';
import { findService } from '#functions/catalogue/public';
import { findBooking } from './repository';
import type { Platform } from '#functions/platform/platform';
import { cancel, reschedule, type JobRow } from '#functions/jobs/queue';
import { refusal } from '#shared/booking-actions';
import { sendTime } from '#functions/notify/quiet-hours';
import { bookingPush, factsIn, shortWhen, summaryIn } from './notice-words';
import { clientOf, localeFor } from '#functions/notify/preferences';
import { translator, type Translate } from '#shared/i18n/translate';
import { localePath } from '#shared/i18n/locales';
import { emailManageLink, textLink } from './booking-keys';
import { notifyFromJob } from '#functions/notify/notify';
import { fitText, mapLink } from '#functions/notify/texts';
import { insertPrompt } from './replies-repository';
import { reminderButtons } from './reply-words';

export const REMINDER_JOB = 'booking-reminder';
export const REMINDER_OFFSETS = [
  { id: '24h', ms: 24 * 3_600_000 },
  { id: '2h', ms: 2 * 3_600_000 },
] as const;

const keyOf = (bookingId: number, offset: string) => `booking:${bookingId}:reminder:${offset}`;

/** Schedules (or moves) the reminders of a confirmed booking; those already past are skipped. */
export async function scheduleReminders(db: Queries, booking: { id: number; startsAt: number }, now: number) {
  for (const offset of REMINDER_OFFSETS) {
    const due = booking.startsAt - offset.ms;
    const at = due > now ? sendTime(due, booking.startsAt, now) : null;
    const key = keyOf(booking.id, offset.id);
    if (at === null) await cancel(db, [key], now);
    else
      await reschedule(db, {
        kind: REMINDER_JOB,
        key,
        payload: { bookingId: booking.id, startsAt: booking.startsAt, offset: offset.id },
        runAt: at,
      });
  }
}

/** Drops the reminders not yet sent (the booking is no longer confirmed). */
export const cancelReminders = (db: Queries, bookingId: number, now: number) =>
  cancel(
    db,
    REMINDER_OFFSETS.map((offset) => keyOf(bookingId, offset.id)),
    now,
  );

/** The job: the buyer's reminder on their channels, in their language, only if the booking is still confirmed for that time. */
export async function sendReminder(tx: Transaction, job: JobRow, platform: Platform): Promise<string> {
  const { bookingId, startsAt, offset } = job.payload as { bookingId: number; startsAt: number; offset: string };
  const booking = await findBooking(tx, bookingId);
  if (!booking || booking.status !== 'confirmed' || booking.startsAt !== startsAt) return 'skipped: no longer due';
  const to = clientOf(booking);
  const t = translator(await localeFor(tx, to));
  const words = t(offset === '2h' ? 'notice.reminder.2h' : 'notice.reminder.24h');
  const listing = booking.serviceId === null ? undefined : await findService(tx, booking.serviceId);
  const manage = await emailManageLink(tx, platform.siteUrl, booking, job.runAt);
  const link = await textLink(tx, platform.siteUrl, booking, t.locale, job.runAt);
  const subject = t('notice.reminder.subject', { service: booking.serviceName, when: words });
  const place = listing?.location
    ? [t('notice.where', { place: listing.location }), t('notice.map', { link: mapLink(listing.location) })]
    : [];
  return notifyFromJob(
    tx,
    platform,
    {
      kind: 'booking-reminder',
      to,
      locale: t.locale,
      subject,
      greeting: t('notice.hello', { name: booking.name }),
      paragraphs: [
        [
          t('notice.reminder.text', { when: words, summary: summaryIn(t, booking) }),
          t('notice.what', { what: factsIn(t, booking) }),
          t('notice.booking', { id: booking.id }),
          ...place,
        ].join('\n'),
        t('notice.reminder.change', { link: manage }),
      ],
      text: reminderText(booking, words, job.runAt, t),
      // The text asks for a reply: 1 confirms the client is coming, 2 cancels.
      prompt: {
        buttons: reminderButtons(booking.id),
        record: (db, phone, at) => insertPrompt(db, phone, booking.id, at),
      },
      whatsapp: [booking.name, booking.serviceName, words, summaryIn(t, booking), `#${booking.id}`, link],
      push: bookingPush(t, booking, subject, localePath(t.locale, `/account/ticket/${booking.id}`)),
    },
    job,
  );
}

/** How long a client may take to answer a reminder text. */
const REPLY_MINUTES = 15;

/**
 * The reminder as one SMS (160 characters): the service, when, the booking's number, and the
 * question its number can answer by replying 1 (coming) or 2 (cancel, while the cut-off allows).
 */
export function reminderText(
  booking: { id: number; serviceName: string; date: string; time: string; startsAt: number },
  words: string,
  sentAt: number,
  t: Translate = translator('en'),
) {
  // A reply comes minutes after the text: past the cancel cut-off by then (the 2-hour reminder
  // always is), it can only say they are coming.
  const replyBy = sentAt + REPLY_MINUTES * 60_000;
  const canCancel = refusal('cancel', { status: 'confirmed', startsAt: booking.startsAt }, 'buyer', replyBy) === null;
  const tail = t(canCancel ? 'notice.reminder.sms' : 'notice.reminder.smsComingOnly', {
    when: words,
    at: shortWhen(t, booking),
    id: booking.id,
  });
  return fitText('Mabinti: ', booking.serviceName, tail);
}
