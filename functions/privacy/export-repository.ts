/**
 * Every row that names one person (decision 028), read for their download. Nothing here names
 * anyone else beyond what the person already sees on their own pages: a provider's bookings carry
 * their clients' names, never their e-mails or phones.
 */
import { waitlistEntries, waitlistOffers } from '#functions/db/schema/waitlist';
import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { sessions, users } from '#functions/db/schema/accounts';
import {
  bookingEvents,
  bookings,
  blockedDates,
  bookingSettings,
  clientNotes,
  timeBlocks,
  workingHours,
} from '#functions/db/schema/bookings';
import { media, serviceOptions, services } from '#functions/db/schema/catalogue';
import { classCancellations, classTimes } from '#functions/db/schema/classes';
import { contactMessages, notificationStops, outbox } from '#functions/db/schema/mail';
import { payments } from '#functions/db/schema/payments';
import { payouts } from '#functions/db/schema/payouts';
import { favourites, reviewReports, reviews } from '#functions/db/schema/trust';
import { auditLog, listingReports } from '#functions/db/schema/admin';
import { teamMembers } from '#functions/db/schema/team';
import { phoneIdentities } from '#functions/db/schema/phone';
import { pushSubscriptions } from '#functions/db/schema/push';
import type { BookingRow } from '#functions/bookings/repository';

export type UserRow = typeof users.$inferSelect;

/** Messages sent to the person: to their account, or to their e-mail address or phone. */
export const messagesTo = (db: Database, userId: string | null, addresses: string[]) =>
  db
    .select({
      channel: outbox.channel,
      kind: outbox.kind,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      status: outbox.status,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(
      or(
        userId === null ? undefined : eq(outbox.userId, userId),
        addresses.length ? inArray(outbox.to, addresses) : undefined,
      ),
    )
    .orderBy(outbox.id);

export async function historiesOf(db: Database, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      bookingId: bookingEvents.bookingId,
      status: bookingEvents.status,
      by: bookingEvents.actorRole,
      reason: bookingEvents.reason,
      at: bookingEvents.at,
    })
    .from(bookingEvents)
    .where(inArray(bookingEvents.bookingId, ids))
    .orderBy(bookingEvents.id);
}

/** A booking as the download shows it; `withContact` keeps the client's e-mail and phone (their own). */
export const bookingRecord = (row: BookingRow, withContact: boolean) => ({
  id: row.id,
  service: row.serviceName,
  option: row.optionName,
  price: row.optionPrice,
  date: row.date,
  time: row.time,
  status: row.status,
  deposit: row.depositAmount,
  visit: row.visitId,
  series: row.seriesId,
  person: row.person,
  seats: row.seats,
  client: withContact
    ? { name: row.name, email: row.email, phone: row.phoneNumber, message: row.message }
    : { name: row.name, message: row.message },
  language: row.locale,
  createdAt: row.createdAt,
});

export const paymentsFor = (db: Database, where: { userId?: string; bookingId?: number }) =>
  db
    .select({
      id: payments.id,
      purpose: payments.purpose,
      package: payments.packageId,
      bookingId: payments.bookingId,
      amount: payments.amount,
      phone: payments.phone,
      status: payments.status,
      receipt: payments.receipt,
      refund: payments.refund,
      refundReason: payments.refundReason,
      createdAt: payments.createdAt,
      settledAt: payments.settledAt,
    })
    .from(payments)
    .where(
      where.userId !== undefined ? eq(payments.userId, where.userId) : eq(payments.bookingId, where.bookingId ?? -1),
    )
    .orderBy(payments.id);

export const payoutsFor = (db: Database, where: { userId?: string; bookingId?: number }) =>
  db
    .select({
      id: payouts.id,
      kind: payouts.kind,
      phone: payouts.phone,
      amount: payouts.amount,
      fee: payouts.fee,
      status: payouts.status,
      receipt: payouts.receipt,
      createdAt: payouts.createdAt,
      settledAt: payouts.settledAt,
    })
    .from(payouts)
    .where(where.userId !== undefined ? eq(payouts.userId, where.userId) : eq(payouts.bookingId, where.bookingId ?? -1))
    .orderBy(payouts.id);

const reviewColumns = {
  id: reviews.id,
  bookingId: reviews.bookingId,
  reviewer: reviews.reviewerName,
  visitDate: reviews.visitDate,
  rating: reviews.rating,
  quality: reviews.quality,
  value: reviews.value,
  punctuality: reviews.punctuality,
  text: reviews.text,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  hiddenAt: reviews.hiddenAt,
  createdAt: reviews.createdAt,
};

export const reviewsOfBooking = (db: Database, bookingId: number) =>
  db.select(reviewColumns).from(reviews).where(eq(reviews.bookingId, bookingId));

/** How much an account holds, counted cheaply: its bookings, messages and listing media. */
export async function sizeOf(db: Database, user: UserRow) {
  const addresses = [user.email, user.phoneNumber].filter(Boolean);
  const [booked] = await db
    .select({ n: count() })
    .from(bookings)
    .where(or(eq(bookings.buyerId, user.id), eq(bookings.sellerId, user.id)));
  const [sent] = await db
    .select({ n: count() })
    .from(outbox)
    .where(or(eq(outbox.userId, user.id), addresses.length ? inArray(outbox.to, addresses) : undefined));
  const [pictures] = await db
    .select({ n: count() })
    .from(media)
    .innerJoin(services, eq(services.id, media.serviceId))
    .where(eq(services.sellerId, user.id));
  return { rows: (booked?.n ?? 0) + (sent?.n ?? 0), pictures: pictures?.n ?? 0 };
}

/** Waitlist entries and the offers made on each, without the offers' keys. */
async function waitingOf(db: Database, whose: SQL) {
  const entries = await db.select().from(waitlistEntries).where(whose).orderBy(waitlistEntries.id);
  const offers = entries.length
    ? await db
        .select({
          entryId: waitlistOffers.entryId,
          date: waitlistOffers.date,
          time: waitlistOffers.time,
          status: waitlistOffers.status,
          offeredAt: waitlistOffers.createdAt,
          answeredAt: waitlistOffers.answeredAt,
          bookingId: waitlistOffers.bookingId,
        })
        .from(waitlistOffers)
        .where(
          inArray(
            waitlistOffers.entryId,
            entries.map((entry) => entry.id),
          ),
        )
    : [];
  return entries.map((entry) => ({ ...entry, offers: offers.filter((offer) => offer.entryId === entry.id) }));
}

/** Everything an account holds, section by section. */
export async function accountRows(db: Database, user: UserRow) {
  const addresses = [user.email, user.phoneNumber].filter(Boolean);
  const asClient = await db
    .select()
    .from(bookings)
    .where(eq(bookings.buyerId, user.id))
    .orderBy(desc(bookings.startsAt));
  const asProvider = await db
    .select()
    .from(bookings)
    .where(eq(bookings.sellerId, user.id))
    .orderBy(desc(bookings.startsAt));
  const listings = await db.select().from(services).where(eq(services.sellerId, user.id)).orderBy(services.id);
  const listingIds = listings.map((listing) => listing.id);
  return {
    asClient,
    asProvider,
    histories: await historiesOf(
      db,
      [...asClient, ...asProvider].map((booking) => booking.id),
    ),
    listings,
    options: listingIds.length
      ? await db.select().from(serviceOptions).where(inArray(serviceOptions.serviceId, listingIds))
      : [],
    media: listingIds.length ? await db.select().from(media).where(inArray(media.serviceId, listingIds)) : [],
    // Their classes' weeks and the sessions they called off (decision 049).
    classTimes: listingIds.length
      ? await db.select().from(classTimes).where(inArray(classTimes.serviceId, listingIds))
      : [],
    classesCalledOff: listingIds.length
      ? await db.select().from(classCancellations).where(inArray(classCancellations.serviceId, listingIds))
      : [],
    hours: await db.select().from(workingHours).where(eq(workingHours.sellerId, user.id)),
    daysOff: await db.select().from(blockedDates).where(eq(blockedDates.sellerId, user.id)),
    blockedTime: await db.select().from(timeBlocks).where(eq(timeBlocks.sellerId, user.id)),
    clientNotes: await db.select().from(clientNotes).where(eq(clientNotes.sellerId, user.id)),
    bookingSettings: await db.select().from(bookingSettings).where(eq(bookingSettings.sellerId, user.id)),
    team: await db.select().from(teamMembers).where(eq(teamMembers.sellerId, user.id)),
    phoneLinked: await db
      .select({ phone: phoneIdentities.phone, linkedAt: phoneIdentities.linkedAt })
      .from(phoneIdentities)
      .where(eq(phoneIdentities.userId, user.id)),
    memberOf: await db
      .select({ business: teamMembers.sellerId, name: teamMembers.name })
      .from(teamMembers)
      .where(eq(teamMembers.userId, user.id)),
    messages: await messagesTo(db, user.id, addresses),
    stops: addresses.length
      ? await db
          .select({
            address: notificationStops.address,
            channel: notificationStops.channel,
            at: notificationStops.stoppedAt,
          })
          .from(notificationStops)
          .where(inArray(notificationStops.address, addresses))
      : [],
    reviewsWritten: await db.select(reviewColumns).from(reviews).where(eq(reviews.buyerId, user.id)),
    reviewsReceived: await db.select(reviewColumns).from(reviews).where(eq(reviews.sellerId, user.id)),
    reviewReports: await db
      .select({ reviewId: reviewReports.reviewId, reason: reviewReports.reason, note: reviewReports.note })
      .from(reviewReports)
      .where(eq(reviewReports.reporterId, user.id)),
    listingReports: await db
      .select({ serviceId: listingReports.serviceId, reason: listingReports.reason, note: listingReports.note })
      .from(listingReports)
      .where(eq(listingReports.reporterId, user.id)),
    // What they wait for (decision 046), with the times offered them; and who waits for their services.
    waiting: await waitingOf(db, eq(waitlistEntries.buyerId, user.id)),
    waitingForYou: await waitingOf(db, eq(waitlistEntries.sellerId, user.id)),
    favourites: await db
      .select({ serviceId: favourites.serviceId, name: favourites.serviceName, savedAt: favourites.createdAt })
      .from(favourites)
      .where(eq(favourites.userId, user.id)),
    payments: await paymentsFor(db, { userId: user.id }),
    payouts: await payoutsFor(db, { userId: user.id }),
    sessions: await db
      .select({ expiresAt: sessions.expiresAt, persistent: sessions.persistent })
      .from(sessions)
      .where(eq(sessions.userId, user.id)),
    // The browsers with notifications on: their push service and since when (the address itself is a key).
    pushDevices: (
      await db
        .select({ endpoint: pushSubscriptions.endpoint, since: pushSubscriptions.createdAt })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, user.id))
    ).map((row) => ({ pushService: new URL(row.endpoint).host, since: row.since })),
    contact: await db
      .select({
        subject: contactMessages.subject,
        message: contactMessages.message,
        answer: contactMessages.answer,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(eq(contactMessages.email, user.email)),
    audit: await db
      .select({ action: auditLog.action, reason: auditLog.reason, at: auditLog.createdAt })
      .from(auditLog)
      .where(or(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, user.id)), eq(auditLog.actorId, user.id))),
  };
}
