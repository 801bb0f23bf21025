/**
 * Reminders 24 hours and 2 hours before a confirmed booking (issue 17), as jobs (decision 016):
 * scheduled when the provider confirms, dropped when the booking is cancelled, declined or moved
 * (a moved booking is confirmed again, and that schedules them for its new time). Each is sent in
 * quiet-hours-aware time, and its handler checks, as it runs, that the booking is still confirmed
 * for the time it was scheduled for.
 */
import type { Queries, Transaction } from '#functions/db/client';
import { bookings } from '#functions/db/schema/bookings';
import { eq } from 'drizzle-orm';
import type { Platform } from '#functions/platform/platform';
import { cancel, reschedule, type JobRow } from '#functions/jobs/queue';
import { sendTime } from '#functions/notify/quiet-hours';
import { bookingSummary } from './view';
import { manageLink } from './notifications';
import { emailManageLink } from './guests';
import { services } from '#functions/db/schema/catalogue';
import { notifyFromJob } from '#functions/notify/notify';
import { fitText, mapLink, shortDate } from '#functions/notify/texts';

export const REMINDER_JOB = 'booking-reminder';
export const REMINDER_OFFSETS = [
  { id: '24h', ms: 24 * 3_600_000, words: 'tomorrow' },
  { id: '2h', ms: 2 * 3_600_000, words: 'in two hours' },
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

/** The job: the buyer's reminder on their channels, only if the booking is still confirmed for that time. */
export async function sendReminder(tx: Transaction, job: JobRow, platform: Platform): Promise<string> {
  const { bookingId, startsAt, offset } = job.payload as { bookingId: number; startsAt: number; offset: string };
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking || booking.status !== 'confirmed' || booking.startsAt !== startsAt) return 'skipped: no longer due';
  const words = REMINDER_OFFSETS.find((item) => item.id === offset)?.words ?? 'soon';
  const [listing] = await tx
    .select({ location: services.location })
    .from(services)
    .where(eq(services.id, booking.serviceId ?? -1));
  const manage = await emailManageLink(tx, platform.siteUrl, booking, job.runAt);
  const place = listing?.location ? `\nWhere: ${listing.location}\nMap: ${mapLink(listing.location)}` : '';
  return notifyFromJob(
    tx,
    platform,
    {
      kind: 'booking-reminder',
      to: { userId: booking.buyerId, email: booking.email, phone: booking.phoneNumber },
      email: {
        subject: `Reminder: ${booking.serviceName} ${words}`,
        text: [
          `Hello ${booking.name},`,
          '',
          `A reminder of your appointment ${words}: ${bookingSummary(booking)} (Nairobi time).`,
          `Booking #${booking.id}${place}`,
          '',
          `Cancel or move it: ${manage}`,
          '',
          'Mabinti',
        ].join('\n'),
      },
      text: reminderText(booking, words, platform.siteUrl),
      whatsapp: [
        booking.name,
        booking.serviceName,
        words,
        `${bookingSummary(booking)} (Nairobi time)`,
        `#${booking.id}`,
        manageLink(platform.siteUrl, booking),
      ],
    },
    job,
  );
}

/**
 * The reminder as one SMS (160 characters): the service, when, the booking's number and where to
 * cancel or move it. No secret: a guest's link is asked for again on the booking's page.
 */
export function reminderText(
  booking: { id: number; serviceName: string; date: string; time: string; buyerId: string | null },
  words: string,
  site: string,
) {
  const tail = ` ${words}, ${shortDate(booking.date)} ${booking.time}. Booking #${booking.id}. Cancel or move: ${manageLink(site, booking)}`;
  return fitText('Mabinti: ', booking.serviceName, tail);
}
