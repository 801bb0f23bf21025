/**
 * The one batch that erases a person (decision 028): their name, e-mail, phone and password leave
 * every table, while the rows that keep money and ratings honest stay, naming only an anonymous
 * id. Money still on its way to them keeps its M-Pesa number until it is sent (the retention job
 * blanks it then).
 */
import { and, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { passwordResets, sessions, users } from '#functions/db/schema/accounts';
import {
  blockedDates,
  bookingKeys,
  bookings,
  bookingSettings,
  replyPrompts,
  workingHours,
} from '#functions/db/schema/bookings';
import { phoneIdentities, phoneLinkCodes } from '#functions/db/schema/phone';
import { pushSubscriptions } from '#functions/db/schema/push';
import { contactMessages, notificationStops, outbox } from '#functions/db/schema/mail';
import { payments } from '#functions/db/schema/payments';
import { payouts } from '#functions/db/schema/payouts';
import { favourites, reviews } from '#functions/db/schema/trust';
import { teamMembers } from '#functions/db/schema/team';
import { dataExports } from '#functions/db/schema/privacy';
import { hashToken } from '#functions/accounts/tokens';
import type { UserRow } from './export-repository';

/** The e-mail an erased account keeps: unique like any other, naming nobody. */
export const erasedEmail = (id: string) => `erased:${id}`;

/** Where `scope` holds, M-Pesa's raw callbacks shrink to what reconciliation needs (no phone, no name). */
export function reduceCallbacks(db: Database, scope: SQL) {
  const item = (name: string) =>
    sql`(SELECT json_extract(value, '$.Value') FROM json_each(body, '$.Body.stkCallback.CallbackMetadata.Item')
      WHERE json_extract(value, '$.Name') = ${name})`;
  const field = (name: string) => sql`json_extract(body, ${`$.Body.stkCallback.${name}`})`;
  return db.run(sql`UPDATE payment_callbacks SET body = CASE WHEN json_valid(body) THEN json_object(
      'reduced', 1, 'CheckoutRequestID', ${field('CheckoutRequestID')}, 'MerchantRequestID', ${field('MerchantRequestID')},
      'ResultCode', ${field('ResultCode')}, 'ResultDesc', ${field('ResultDesc')}, 'Amount', ${item('Amount')},
      'MpesaReceiptNumber', ${item('MpesaReceiptNumber')}, 'TransactionDate', ${item('TransactionDate')})
    ELSE '{"reduced":1}' END
    WHERE ${scope} AND (CASE WHEN json_valid(body) THEN json_extract(body, '$.reduced') END) IS NULL`);
}

/** The storage keys to delete once the person is erased: team photos and ready downloads. */
export async function filesOf(db: Database, userId: string): Promise<string[]> {
  const photos = await db
    .select({ key: teamMembers.photoKey })
    .from(teamMembers)
    .where(eq(teamMembers.sellerId, userId));
  const files = await db
    .select({ key: dataExports.storageKey })
    .from(dataExports)
    .where(eq(dataExports.userId, userId));
  return [...photos, ...files].flatMap((row) => (row.key ? [row.key] : []));
}

export async function erasePerson(db: Database, user: UserRow, now: number) {
  // The number they proved was theirs goes with them; the phone's next holder starts afresh.
  const linked = await db.query.phoneIdentities.findFirst({ where: eq(phoneIdentities.userId, user.id) });
  const addresses = [user.email, user.phoneNumber, linked?.phone ?? ''].filter(Boolean);
  const theirBookings = db.select({ id: bookings.id }).from(bookings).where(eq(bookings.buyerId, user.id));
  const theirPayments = db.select({ id: payments.id }).from(payments).where(eq(payments.userId, user.id));
  const limitKeys = [user.email, user.phoneNumber, `user:${user.id}`].map((subject) =>
    hashToken(subject.toLowerCase()),
  );
  await db.batch([
    db
      .update(users)
      .set({
        userName: '',
        email: erasedEmail(user.id),
        phoneNumber: '',
        passwordHash: null,
        role: null,
        suspendedReason: null,
        notifyEmail: false,
        notifySms: false,
        notifyWhatsapp: false,
        erasedAt: new Date(now),
      })
      .where(eq(users.id, user.id)),
    db.delete(sessions).where(eq(sessions.userId, user.id)),
    db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)),
    db.delete(passwordResets).where(eq(passwordResets.userId, user.id)),
    db.delete(favourites).where(eq(favourites.userId, user.id)),
    db.delete(dataExports).where(eq(dataExports.userId, user.id)),
    // Their visits: the provider's record keeps what happened, not who it was.
    db.delete(bookingKeys).where(inArray(bookingKeys.bookingId, theirBookings)),
    db
      .delete(replyPrompts)
      .where(or(inArray(replyPrompts.bookingId, theirBookings), inArray(replyPrompts.phone, addresses))),
    db.delete(phoneLinkCodes).where(eq(phoneLinkCodes.userId, user.id)),
    db.delete(phoneIdentities).where(eq(phoneIdentities.userId, user.id)),
    db
      .update(bookings)
      .set({ name: '', email: '', phoneNumber: '', message: '', manageKeyHash: null })
      .where(eq(bookings.buyerId, user.id)),
    db
      .update(bookings)
      .set({ email: '' })
      .where(and(isNull(bookings.buyerId), eq(bookings.email, user.email))),
    // Reviews stay, so ratings stay honest; they are signed "a former client".
    db.update(reviews).set({ reviewerName: '', buyerId: null }).where(eq(reviews.buyerId, user.id)),
    db.delete(outbox).where(or(eq(outbox.userId, user.id), inArray(outbox.to, addresses))),
    db.delete(notificationStops).where(inArray(notificationStops.address, addresses)),
    db.delete(contactMessages).where(eq(contactMessages.email, user.email)),
    // Money kept for tax law: the rows stay, without the number, once nothing is owed to it.
    db
      .update(payments)
      .set({ phone: '', handoverHash: null })
      .where(and(eq(payments.userId, user.id), or(isNull(payments.refund), ne(payments.refund, 'due')))),
    db
      .update(payouts)
      .set({ phone: '' })
      .where(and(eq(payouts.userId, user.id), inArray(payouts.status, ['sent', 'failed']))),
    reduceCallbacks(db, sql`payment_id IN ${theirPayments}`),
    db.run(sql`DELETE FROM rate_limits WHERE substr(key, instr(key, ':') + 1) IN ${limitKeys}`),
    // Their business and their place in other teams.
    db.delete(teamMembers).where(eq(teamMembers.sellerId, user.id)),
    db.update(teamMembers).set({ userId: null }).where(eq(teamMembers.userId, user.id)),
    db.update(teamMembers).set({ inviteEmail: null, inviteHash: null }).where(eq(teamMembers.inviteEmail, user.email)),
    db.delete(workingHours).where(eq(workingHours.sellerId, user.id)),
    db.delete(blockedDates).where(eq(blockedDates.sellerId, user.id)),
    db.delete(bookingSettings).where(eq(bookingSettings.sellerId, user.id)),
  ]);
}
