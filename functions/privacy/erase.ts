/**
 * "Delete my account" and staff's erasure for a written request (decision 028).
 *
 * All or nothing: every refusal is checked before anything changes (money owed to them, a booking
 * too close to cancel, a staff role). Then, in order, each step safe to repeat if the one after it
 * fails: who booked is forgotten, so what follows names nobody; the client's upcoming bookings are
 * cancelled under the client's own rules (deposits refunded where the rules refund them); a
 * seller's listings are removed and their clients told; one batch erases the person; an e-mail to
 * the old address confirms it.
 */
import { Refusal } from '#functions/platform/refusal';
import type { Platform } from '#functions/platform/platform';
import type { User } from '#functions/accounts/public';
import { verifyPassword } from '#functions/accounts/password';
import { cancelForLeavingClient } from '#functions/bookings/actions';
import { listingsOfSeller } from '#functions/listings/public';
import { removeListing } from '#functions/listings/service';
import { balanceOf, sellerAccount } from '#functions/ledger/ledger';
import { SMALLEST_PAYOUT } from '#functions/payouts/public';
import { openPayouts } from '#functions/payouts/service';
import { ERASED_KIND } from '#functions/notify/public';
import { CANCEL_CUTOFF_HOURS } from '#shared/booking-messages';
import { depositOnChange } from '#shared/deposits';
import { translator } from '#shared/i18n/translate';
import { erasePerson, filesOf, forgetClient, forgetNotes, forgetWaiting, personOf } from './erase-repository';
import { upcomingAsClient } from './upcoming-repository';

/** What deleting the account now does to one upcoming booking and its deposit. */
export interface LeavingBooking {
  id: number;
  serviceName: string;
  date: string;
  time: string;
  /** The paid deposit on it, and whether the cancellation rules give it back (decision 015). */
  deposit: { amount: number; back: boolean } | null;
}

const upcomingOf = async (platform: Platform, user: User, now: number) => {
  const { linked } = await personOf(platform.db, user);
  return upcomingAsClient(platform.db, user.id, linked?.id, now);
};

/** Each upcoming booking the person would leave, and what happens to its money: shown before they confirm. */
export async function leavingBookings(platform: Platform, user: User, now: number): Promise<LeavingBooking[]> {
  return (await upcomingOf(platform, user, now)).map(({ id, serviceName, date, time, startsAt, paidDeposit }) => ({
    id,
    serviceName,
    date,
    time,
    deposit:
      paidDeposit === null
        ? null
        : { amount: paidDeposit, back: depositOnChange('cancelled', 'buyer', startsAt, now) === 'refund' },
  }));
}

/** What stands in the way of erasing now, as a message the person reads; null when nothing does. */
export async function erasureBlock(platform: Platform, user: User, now: number) {
  if (user.role) return { key: 'privacy.staffRole' } as const;
  const owed = -(await balanceOf(platform.db, sellerAccount(user.id)));
  if (owed >= SMALLEST_PAYOUT) return { key: 'privacy.owedFirst', params: { amount: owed } } as const;
  const soonest = (await upcomingOf(platform, user, now))[0];
  if (soonest && soonest.startsAt - now <= CANCEL_CUTOFF_HOURS * 3_600_000)
    return { key: 'privacy.bookingSoon' } as const;
  return null;
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
    throw new Refusal('invalid', 'api.wrongCurrentPassword');
  const block = await erasureBlock(platform, user, now);
  if (block?.key === 'privacy.owedFirst') await openPayouts(platform, now, true, user.id);
  if (block) throw new Refusal('conflict', block);

  const person = await personOf(platform.db, user);
  await platform.db.batch([
    forgetNotes(platform.db, person),
    forgetWaiting(platform.db, person),
    forgetClient(platform.db, person, now),
  ]);
  // Asked afresh each round: a visit goes as one, so cancelling one part ends the others too.
  for (let round = 0; round < 500; round++) {
    const [next] = await upcomingAsClient(platform.db, user.id, person.linked?.id, now);
    if (!next) break;
    await cancelForLeavingClient(platform, next.id, now);
  }
  for (const listing of await listingsOfSeller(platform.db, user.id)) {
    await removeListing(platform, user, String(listing.id), now);
  }
  const files = await filesOf(platform.db, user.id);
  await erasePerson(platform.db, person, now);
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
