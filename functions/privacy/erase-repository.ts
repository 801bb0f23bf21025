/**
 * The one batch that erases a person (decision 028): their name, e-mail, phone and password leave
 * every table, while the rows that keep money and ratings honest stay, naming only an anonymous
 * id. Money still on its way to them keeps its M-Pesa number until it is sent (the retention job
 * blanks it then).
 */
import { waitlistEntries } from '#functions/db/schema/waitlist';
import { and, eq, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { passwordResets, sessions, users } from '#functions/db/schema/accounts';
import {
  blockedDates,
  bookingKeys,
  bookings,
  bookingSettings,
  clientNotes,
  replyPrompts,
  timeBlocks,
  workingHours,
} from '#functions/db/schema/bookings';
import { inboundMessages, phoneIdentities, phoneLinkCodes } from '#functions/db/schema/phone';
import { jobs } from '#functions/db/schema/jobs';
import { listingReports } from '#functions/db/schema/admin';
import { pushSubscriptions } from '#functions/db/schema/push';
import { contactMessages, notificationStops, outbox } from '#functions/db/schema/mail';
import { payments } from '#functions/db/schema/payments';
import { payouts } from '#functions/db/schema/payouts';
import { favourites, reviews } from '#functions/db/schema/trust';
import { teamMembers } from '#functions/db/schema/team';
import { dataExports } from '#functions/db/schema/privacy';
import { hashToken } from '#functions/platform/tokens';
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

/**
 * Who is being erased, as the database finds them: the account, and the number it proved with a
 * texted code (decision 029). A phone typed at sign-up proves nothing, so it only finds messages
 * sent to it, never someone else's bookings.
 */
export interface Person {
  user: UserRow;
  linked: { id: number; phone: string } | undefined;
}

export async function personOf(db: Database, user: UserRow): Promise<Person> {
  const linked = await db.query.phoneIdentities.findFirst({
    columns: { id: true, phone: true },
    where: eq(phoneIdentities.userId, user.id),
  });
  return { user, linked };
}

/**
 * The ways a number is written in what we keep: +254722…, 254722… (WhatsApp ids) and 0722….
 */
const phoneSpellings = (e164: string) =>
  e164.startsWith('+254') ? [e164, e164.slice(1), `0${e164.slice(4)}`] : [e164];

/** What finds the person in a copy of a message or a finished job: their e-mail and proven number. */
function needlesOf({ user, linked }: Person) {
  return [user.email, ...(linked ? phoneSpellings(linked.phone) : [])].filter((needle) => needle.length >= 5);
}

/** Their bookings as a client: the account's, and every booking their proven number made. */
const bookingsOfClient = ({ user, linked }: Person) =>
  or(eq(bookings.buyerId, user.id), linked ? eq(bookings.phoneIdentityId, linked.id) : sql`0`)!;

/**
 * Their past visits booked as a guest under the account's e-mail. Upcoming ones are left to their
 * own link: an account's e-mail was never proven, so erasing one must not cancel a guest's visit.
 */
const pastGuestBookings = ({ user }: Person, now: number) =>
  and(isNull(bookings.buyerId), eq(bookings.email, user.email), lt(bookings.startsAt, now))!;

/** Where `column` holds any of `needles`. */
const holdsAny = (column: SQL, needles: string[]) =>
  needles.length === 0
    ? sql`0`
    : sql.join(
        needles.map((needle) => sql`instr(coalesce(${column}, ''), ${needle}) > 0`),
        sql` OR `,
      );

/**
 * Forgets who made the person's bookings before they are cancelled, so that the provider hears of
 * "a former client" (bookings/notifications.ts) and no message sent later names them.
 */
export const forgetClient = (db: Database, person: Person, now: number) =>
  db
    .update(bookings)
    // A USSD booking's reference holds the answers typed (a name among them).
    .set({
      name: '',
      email: '',
      phoneNumber: '',
      message: '',
      manageKeyHash: null,
      channelRef: null,
      // A home visit's place goes too; the visit stays one at their place.
      homeAddress: sql`CASE WHEN ${bookings.homeAddress} IS NULL THEN NULL ELSE '' END`,
      homeLandmark: null,
      homeLat: null,
      homeLng: null,
      shareHash: null,
    })
    .where(or(bookingsOfClient(person), pastGuestBookings(person, now)));

/** Businesses' notes on the person, kept by the numbers of their bookings: before those forget them. */
export const forgetNotes = (db: Database, person: Person) =>
  db
    .delete(clientNotes)
    .where(
      inArray(
        clientNotes.phone,
        db.select({ phone: bookings.phoneNumber }).from(bookings).where(bookingsOfClient(person)),
      ),
    );

/** What they wait for (decision 046): their account's entries and their proven number's, with the offers made them. */
export const forgetWaiting = (db: Database, { user, linked }: Person) =>
  db
    .delete(waitlistEntries)
    .where(
      or(
        eq(waitlistEntries.buyerId, user.id),
        linked ? eq(waitlistEntries.phoneIdentityId, linked.id) : undefined,
        linked ? eq(waitlistEntries.phoneNumber, linked.phone) : undefined,
      ),
    );

export async function erasePerson(db: Database, person: Person, now: number) {
  const { user, linked } = person;
  // The number they proved was theirs goes with them; the phone's next holder starts afresh.
  const addresses = [user.email, user.phoneNumber, ...(linked ? phoneSpellings(linked.phone) : [])].filter(Boolean);
  const needles = needlesOf(person);
  const theirBookings = db.select({ id: bookings.id }).from(bookings).where(bookingsOfClient(person));
  const theirPayments = db.select({ id: payments.id }).from(payments).where(eq(payments.userId, user.id));
  const limitKeys = [user.email, user.phoneNumber, `user:${user.id}`].map((subject) =>
    hashToken(subject.toLowerCase()),
  );
  const messageText = sql`${outbox.to} || ' ' || ${outbox.subject} || ' ' || coalesce(${outbox.text}, '') || ' ' || coalesce(${outbox.html}, '') || ' ' || coalesce(${outbox.whatsapp}, '') || ' ' || coalesce(${outbox.template}, '') || ' ' || coalesce(${outbox.fallback}, '')`;
  const jobText = sql`${jobs.payload} || ' ' || coalesce(${jobs.result}, '') || ' ' || coalesce(${jobs.lastError}, '')`;
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
    db.delete(clientNotes).where(inArray(clientNotes.phone, addresses)),
    forgetClient(db, person, now),
    // Copies of messages about them, sent or not, and finished jobs that carried their number.
    db.delete(outbox).where(holdsAny(messageText, needles)),
    db.delete(jobs).where(and(inArray(jobs.status, ['done', 'failed', 'cancelled']), holdsAny(jobText, needles))),
    db.update(listingReports).set({ note: '' }).where(eq(listingReports.reporterId, user.id)),
    db
      .delete(inboundMessages)
      .where(
        or(
          linked ? eq(inboundMessages.identityId, linked.id) : sql`0`,
          holdsAny(sql`${inboundMessages.providerId}`, needles),
        ),
      ),
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
    db.delete(timeBlocks).where(eq(timeBlocks.sellerId, user.id)),
    db.delete(clientNotes).where(eq(clientNotes.sellerId, user.id)),
    db.delete(bookingSettings).where(eq(bookingSettings.sellerId, user.id)),
    // Last: the statements above find their phone bookings through it.
    db.delete(phoneIdentities).where(eq(phoneIdentities.userId, user.id)),
  ]);
}
