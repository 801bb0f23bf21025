/**
 * "Download my data" (decision 028): one ZIP with `mabinti-data.json`, everything held about the
 * person, and their pictures. A small account's file is made at once; a large one by a job, kept
 * for EXPORT_LINK_DAYS and fetched from /account/privacy while signed in.
 */
import { zipSync, type Zippable } from 'fflate';
import type { BookingRow } from '#functions/bookings/repository';
import type { Platform } from '#functions/platform/platform';
import { enqueue } from '#functions/jobs/queue';
import * as repo from './export-repository';
import { insertExport } from './exports-repository';

export const EXPORT_JOB = 'data-export';
/** Past this many rows, or pictures, the file is made by a job rather than while the person waits. */
const LARGE_ROWS = 2000;
const LARGE_PICTURES = 40;
const DAY_MS = 86_400_000;

export interface DataFile {
  name: string;
  bytes: Uint8Array;
}

const profileOf = (user: repo.UserRow) => ({
  id: user.id,
  name: user.userName,
  email: user.email,
  phone: user.phoneNumber,
  accountType: user.accountType,
  language: user.locale,
  canSignIn: Boolean(user.passwordHash),
  package: user.packageId,
  packagePaidUntil: user.packagePaidUntil,
  staffRole: user.role,
  suspended: user.suspendedAt ? { at: user.suspendedAt, reason: user.suspendedReason } : null,
  notifications: { email: user.notifyEmail, sms: user.notifySms, whatsapp: user.notifyWhatsapp },
  createdAt: user.createdAt,
});

/** Everything held about an account holder, and the storage keys of their pictures. */
export async function accountDocument(platform: Platform, user: repo.UserRow, now: number) {
  const rows = await repo.accountRows(platform.db, user);
  const historyOf = (id: number) => rows.histories.filter((event) => event.bookingId === id);
  const booked = (withContact: boolean) => (row: BookingRow) => ({
    ...repo.bookingRecord(row, withContact),
    history: historyOf(row.id),
  });
  const pictures = [
    ...rows.media.filter((item) => item.type === 'image').map((item) => item.storageKey),
    ...rows.team.flatMap((member) => (member.photoKey ? [member.photoKey] : [])),
  ];
  const document = {
    about: 'Everything Mabinti holds about you (Kenya Data Protection Act, 2019). See /privacy.',
    madeAt: new Date(now).toISOString(),
    account: profileOf(user),
    phoneLinked: rows.phoneLinked[0] ?? null,
    bookingsAsClient: rows.asClient.map(booked(true)),
    bookingsAsProvider: rows.asProvider.map(booked(false)),
    listings: rows.listings.map((listing) => ({
      ...listing,
      options: rows.options.filter((option) => option.serviceId === listing.id),
      media: rows.media.filter((item) => item.serviceId === listing.id),
      classTimes: rows.classTimes.filter((time) => time.serviceId === listing.id),
      classSessionsCalledOff: rows.classesCalledOff.filter((session) => session.serviceId === listing.id),
    })),
    workingHours: rows.hours,
    daysOff: rows.daysOff,
    blockedTime: rows.blockedTime,
    clientNotes: rows.clientNotes,
    bookingSettings: rows.bookingSettings,
    team: rows.team.map(({ inviteHash: _invite, calendarKey: _calendar, ...member }) => member),
    memberOf: rows.memberOf,
    messagesSentToYou: rows.messages,
    messagesStopped: rows.stops,
    reviewsWritten: rows.reviewsWritten,
    reviewsReceived: rows.reviewsReceived,
    reportsMade: { reviews: rows.reviewReports, listings: rows.listingReports },
    waitlist: rows.waiting,
    waitingForYourServices: rows.waitingForYou,
    favourites: rows.favourites,
    payments: rows.payments,
    refundsAndPayouts: rows.payouts,
    sessions: rows.sessions,
    contactMessages: rows.contact,
    staffActionsAboutYou: rows.audit,
  };
  return { document, pictures };
}

/** What a guest holds through one booking's link: the booking, its history, money, review and e-mails. */
export async function guestDocument(platform: Platform, booking: BookingRow, now: number) {
  const { db } = platform;
  return {
    about: 'Everything Mabinti holds about this booking (Kenya Data Protection Act, 2019). See /privacy.',
    madeAt: new Date(now).toISOString(),
    booking: { ...repo.bookingRecord(booking, true), history: await repo.historiesOf(db, [booking.id]) },
    payments: await repo.paymentsFor(db, { bookingId: booking.id }),
    refunds: await repo.payoutsFor(db, { bookingId: booking.id }),
    review: await repo.reviewsOfBooking(db, booking.id),
    messagesSentToYou: booking.email ? await repo.messagesTo(db, null, [booking.email]) : [],
  };
}

/** One ZIP: the JSON, and each picture under pictures/. A picture gone from storage is left out. */
export async function zipOf(platform: Platform, document: unknown, pictures: string[]): Promise<Uint8Array> {
  const files: Zippable = {
    'mabinti-data.json': new TextEncoder().encode(JSON.stringify(document, null, 2)),
  };
  for (const key of pictures) {
    const stored = await platform.storage.get(key);
    if (!stored) continue;
    // Pictures are compressed already: stored as they are.
    files[`pictures/${key.replaceAll('/', '-')}`] = [
      new Uint8Array(await new Response(stored.body).arrayBuffer()),
      { level: 0 },
    ];
  }
  return zipSync(files, { level: 6 });
}

export const fileName = (now: number) => `mabinti-data-${new Date(now).toISOString().slice(0, 10)}.zip`;

/**
 * The person's file now, or (a large account) a job that makes it: then the answer is the export's
 * id, and an e-mail says when it is ready.
 */
export async function exportAccount(
  platform: Platform,
  user: repo.UserRow,
  requestedBy: string | null,
  now = Date.now(),
): Promise<{ file: DataFile } | { queued: number }> {
  const size = await repo.sizeOf(platform.db, user);
  if (size.rows > LARGE_ROWS || size.pictures > LARGE_PICTURES) {
    return { queued: await queueExport(platform, user.id, requestedBy, now) };
  }
  const { document, pictures } = await accountDocument(platform, user, now);
  return { file: { name: fileName(now), bytes: await zipOf(platform, document, pictures) } };
}

/** Asks a job to make `userId`'s file; the export's id. */
export async function queueExport(platform: Platform, userId: string, requestedBy: string | null, now = Date.now()) {
  const expiresAt = now + platform.config.EXPORT_LINK_DAYS * DAY_MS;
  return platform.db.transaction(async (tx) => {
    const id = await insertExport(tx, { userId, requestedBy, status: 'making', createdAt: now, expiresAt });
    await enqueue(tx, { kind: EXPORT_JOB, key: `${EXPORT_JOB}:${id}`, payload: { exportId: id }, runAt: now });
    return id;
  });
}
