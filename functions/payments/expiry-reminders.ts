/**
 * Package-expiry reminders: 7 days and 1 day before a seller's paid period ends, in
 * quiet-hours-aware time, one job each per period (`package:{seller}:{paidUntil}:{7d|1d}`),
 * scheduled when a payment extends the period. A job whose period was extended meanwhile (the
 * seller renewed) sends nothing.
 */
import type { Queries, Transaction } from '#functions/db/client';
import { findUserById } from '#functions/accounts/public';
import { enqueue, type JobRow } from '#functions/jobs/queue';
import { notifyFromJob } from '#functions/notify/notify';
import { sendTime } from '#functions/notify/quiet-hours';
import type { Platform } from '#functions/platform/platform';
import { nairobiDateKey } from '#shared/booking-time';
import { formatDay } from '#shared/i18n/format';
import { translator } from '#shared/i18n/translate';
import { localePath } from '#shared/i18n/locales';
import { localeFor } from '#functions/notify/preferences';
import { findPackage } from '#shared/packages';

export const PACKAGE_EXPIRY_JOB = 'package-expiry';
const DAY = 86_400_000;
export const EXPIRY_OFFSETS = [
  { id: '7d', ms: 7 * DAY },
  { id: '1d', ms: DAY },
] as const;

export async function scheduleExpiryReminders(db: Queries, sellerId: string, paidUntil: number, now: number) {
  for (const offset of EXPIRY_OFFSETS) {
    const due = paidUntil - offset.ms;
    if (due <= now) continue;
    await enqueue(db, {
      kind: PACKAGE_EXPIRY_JOB,
      key: `package:${sellerId}:${paidUntil}:${offset.id}`,
      payload: { sellerId, paidUntil, offset: offset.id },
      runAt: sendTime(due, paidUntil, now) ?? due,
    });
  }
}

export async function sendExpiryReminder(tx: Transaction, job: JobRow, platform: Platform): Promise<string> {
  const { sellerId, paidUntil, offset } = job.payload as { sellerId: string; paidUntil: number; offset: string };
  const seller = await findUserById(tx, sellerId);
  if (!seller || seller.packagePaidUntil?.getTime() !== paidUntil) return 'skipped: renewed or gone';
  const to = { userId: seller.id, email: seller.email, phone: seller.phoneNumber };
  const t = translator(await localeFor(tx, to));
  const name = findPackage(seller.packageId)?.name ?? 'seller';
  const when = t(offset === '1d' ? 'expiry.1d' : 'expiry.7d');
  const date = formatDay(t.locale, nairobiDateKey(paidUntil));
  const link = `${platform.siteUrl}${localePath(t.locale, '/account/money')}#package`;
  return notifyFromJob(
    tx,
    platform,
    {
      kind: 'package-expiry',
      to,
      locale: t.locale,
      subject: t('expiry.subject', { name, when }),
      greeting: t('notice.hello', { name: seller.userName }),
      paragraphs: [t('expiry.text', { name, when, date }), t('expiry.renew', { link })],
      text: t('expiry.sms', { name, when, date, link }),
      whatsapp: [seller.userName, name, when, date, link],
    },
    job,
  );
}
