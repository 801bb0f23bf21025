/**
 * "Delete my account" and staff's erasure for a written request (decision 028). First what the
 * usual rules do: money owed to a seller is paid out, a client's upcoming bookings are cancelled
 * (deposits refunded where due), a seller's listings are removed and their clients told. Then one
 * batch erases the person, and an e-mail to the old address confirms it.
 */
import { HttpError } from '#functions/api/http-error';
import type { Platform } from '#functions/platform/platform';
import type { User } from '#functions/accounts/sessions-repository';
import { verifyPassword } from '#functions/accounts/password';
import { actOnBooking } from '#functions/bookings/service';
import { listingsOfSeller } from '#functions/listings/repository';
import { removeListing } from '#functions/listings/service';
import { balanceOf, sellerAccount } from '#functions/ledger/repository';
import { SMALLEST_PAYOUT } from '#functions/payouts/repository';
import { openPayouts } from '#functions/payouts/service';
import { ERASED_KIND } from '#functions/notify/outbox-repository';
import { CANCEL_CUTOFF_HOURS } from '#shared/booking-messages';
import { translator } from '#shared/i18n/translate';
import { erasePerson, filesOf } from './erase-repository';
import { upcomingAsClient } from './upcoming-repository';

/** What stands in the way of erasing now, as a message the person reads; null when nothing does. */
export async function erasureBlock(platform: Platform, user: User, now: number) {
  if (user.role) return { key: 'privacy.staffRole' } as const;
  const owed = -(await balanceOf(platform.db, sellerAccount(user.id)));
  if (owed >= SMALLEST_PAYOUT) return { key: 'privacy.owedFirst', params: { amount: owed } } as const;
  const soonest = (await upcomingAsClient(platform.db, user.id, now))[0];
  if (soonest && soonest.startsAt - now <= CANCEL_CUTOFF_HOURS * 3_600_000)
    return { key: 'privacy.bookingSoon' } as const;
  return null;
}

/** Cancels a client's upcoming bookings as they would themselves (a visit goes as one). */
async function cancelAsClient(platform: Platform, user: User, now: number) {
  for (let round = 0; round < 500; round++) {
    const next = (await upcomingAsClient(platform.db, user.id, now))[0];
    if (!next) return;
    await actOnBooking(platform, user, String(next.id), 'cancel', { key: null, newTime: null }, now);
  }
}

/**
 * Erases `user`. The person asking confirms with their password; staff act on a written request
 * (`byStaff`, audited by the caller). Refused with 409 while money is owed to them (their payout
 * is opened at once) or a booking is too close to cancel.
 */
export async function eraseAccount(
  platform: Platform,
  user: User,
  confirm: { password: string } | { byStaff: true },
  now = Date.now(),
) {
  if ('password' in confirm && !(user.passwordHash && (await verifyPassword(user.passwordHash, confirm.password))))
    throw new HttpError(400, 'api.wrongCurrentPassword');
  const block = await erasureBlock(platform, user, now);
  if (block?.key === 'privacy.owedFirst') await openPayouts(platform, now, true, user.id);
  if (block) throw new HttpError(409, block);
  await cancelAsClient(platform, user, now);
  for (const listing of await listingsOfSeller(platform.db, user.id)) {
    await removeListing(platform, user, String(listing.id), now);
  }
  const files = await filesOf(platform.db, user.id);
  await erasePerson(platform.db, user, now);
  await platform.storage.delete(files);
  const t = translator(user.locale);
  await platform.mailer.send({
    lang: t.locale,
    kind: ERASED_KIND,
    to: user.email,
    subject: t('privacy.mail.erased.subject'),
    text: [t('notice.hello', { name: user.userName }), '', t('privacy.mail.erased.text'), '', 'Mabinti'].join('\n'),
  });
}
