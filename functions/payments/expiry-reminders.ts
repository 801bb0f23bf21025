/**
 * Package-expiry reminders (issue 17): 7 days and 1 day before a seller's paid period ends, in
 * quiet-hours-aware time, one job each per period (`package:{seller}:{paidUntil}:{7d|1d}`),
 * scheduled when a payment extends the period. A job whose period was extended meanwhile (the
 * seller renewed) sends nothing.
 */
import { eq } from 'drizzle-orm';
import type { Queries, Transaction } from '#functions/db/client';
import { users } from '#functions/db/schema/accounts';
import { enqueue, type JobRow } from '#functions/jobs/queue';
import { notifyFromJob } from '#functions/notify/notify';
import { sendTime } from '#functions/notify/quiet-hours';
import type { Platform } from '#functions/platform/platform';
import { formatDateKey, nairobiDateKey } from '#shared/booking-time';
import { findPackage } from '#shared/packages';

export const PACKAGE_EXPIRY_JOB = 'package-expiry';
const DAY = 86_400_000;
export const EXPIRY_OFFSETS = [
  { id: '7d', ms: 7 * DAY, words: 'in 7 days' },
  { id: '1d', ms: DAY, words: 'tomorrow' },
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
  const [seller] = await tx.select().from(users).where(eq(users.id, sellerId));
  if (!seller || seller.packagePaidUntil?.getTime() !== paidUntil) return 'skipped: renewed or gone';
  const name = findPackage(seller.packageId)?.name ?? 'seller';
  const words = EXPIRY_OFFSETS.find((item) => item.id === offset)?.words ?? 'soon';
  const date = formatDateKey(nairobiDateKey(paidUntil));
  const link = `${platform.siteUrl}/account#package`;
  return notifyFromJob(
    tx,
    platform,
    {
      kind: 'package-expiry',
      to: { userId: seller.id, email: seller.email, phone: seller.phoneNumber },
      email: {
        subject: `Your ${name} package ends ${words}`,
        text: `Hello ${seller.userName},\n\nYour ${name} package ends ${words}, on ${date}. After that your listings are hidden until you renew.\n\nRenew with M-Pesa: ${link}\n\nMabinti`,
      },
      text: `Mabinti: your ${name} package ends ${words} (${date}); your listings are hidden after that. Renew: ${link}`,
      whatsapp: [seller.userName, name, words, date, link],
    },
    job,
  );
}
