/**
 * The seller's agenda: at 07:00 Nairobi time on a day they have confirmed bookings, an
 * e-mail listing that day's bookings. One job per seller and day (`agenda:{seller}:{date}`),
 * enqueued when a booking of that day is confirmed; it reads the day as it is when it runs, and
 * sends nothing if every booking of the day was cancelled meanwhile. It is written in the seller's
 * language (decision 020).
 */
import type { Queries, Transaction } from '#functions/db/client';
import { findUserById } from '#functions/accounts/public';
import { confirmedDayOf } from './lists-repository';
import type { Platform } from '#functions/platform/platform';
import { enqueue, type JobRow } from '#functions/jobs/queue';
import { nairobiInstant } from '#functions/scheduling/clock';
import { formatDay, formatSlot } from '#shared/i18n/format';
import { translator } from '#shared/i18n/translate';
import { localePath } from '#shared/i18n/locales';
import { localeFor } from '#functions/notify/preferences';
import { notifyFromJob } from '#functions/notify/notify';

export const AGENDA_JOB = 'seller-agenda';
export const AGENDA_MINUTES = 7 * 60;

/** Makes sure the seller's agenda for the booking's day is due at 07:00 that day (once). */
export async function scheduleAgenda(db: Queries, booking: { sellerId: string | null; date: string }, now: number) {
  const runAt = nairobiInstant(booking.date, AGENDA_MINUTES);
  if (!booking.sellerId || runAt <= now) return;
  await enqueue(db, {
    kind: AGENDA_JOB,
    key: `agenda:${booking.sellerId}:${booking.date}`,
    payload: { sellerId: booking.sellerId, date: booking.date },
    runAt,
  });
}

/** The job: the day's confirmed bookings, earliest first, to the seller. */
export async function sendAgenda(tx: Transaction, job: JobRow, platform: Platform): Promise<string> {
  const { sellerId, date } = job.payload as { sellerId: string; date: string };
  const seller = await findUserById(tx, sellerId);
  const day = await confirmedDayOf(tx, sellerId, date);
  if (!seller || day.length === 0) return 'skipped: nothing booked';
  const to = { userId: seller.id, email: seller.email, phone: seller.phoneNumber };
  const t = translator(await localeFor(tx, to));
  const lines = day.map((booking) =>
    t('agenda.line', {
      time: formatSlot(t.locale, booking.time),
      service:
        booking.optionName && booking.optionName !== booking.serviceName
          ? `${booking.serviceName} (${booking.optionName})`
          : booking.serviceName,
      name: booking.name,
      id: booking.id,
    }),
  );
  const count = t('agenda.count', { count: day.length });
  const link = `${platform.siteUrl}${localePath(t.locale, '/account/bookings')}`;
  const when = formatDay(t.locale, date);
  return notifyFromJob(
    tx,
    platform,
    {
      kind: 'seller-agenda',
      to,
      locale: t.locale,
      subject: t('agenda.subject', { count, date: when }),
      greeting: t('agenda.hello', { name: seller.userName }),
      paragraphs: [[t('agenda.today'), ...lines].join('\n'), t('agenda.all', { link })],
      text: {
        before: t('agenda.smsStart'),
        name: t('agenda.smsFirst', { count, time: formatSlot(t.locale, day[0]!.time) }),
        after: t('agenda.smsEnd', { link }),
      },
      whatsapp: [seller.userName, count, when, lines.join('; '), link],
    },
    job,
  );
}
