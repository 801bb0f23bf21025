/** What the privacy routes and pages ask of this feature (decision 028). */
import { Refusal } from '#functions/platform/refusal';
import { parseId } from '#functions/api/ids';
import type { Platform } from '#functions/platform/platform';
import type { User } from '#functions/accounts/public';
import { findBooking } from '#functions/bookings/public';
import { opensBooking } from '#functions/bookings/booking-keys';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { fileName, guestDocument, zipOf, type DataFile } from './export';
import { findExport, liveExportsOf } from './exports-repository';
import { lastRun } from './retention-repository';

/** A guest's file for the one booking their link opens (404 for a wrong key, as everywhere). */
export async function guestExport(platform: Platform, rawId: string, key: string, now = Date.now()): Promise<DataFile> {
  const id = parseId(rawId);
  const booking = id === undefined ? undefined : await findBooking(platform.db, id);
  if (!booking || booking.buyerId !== null || !(await opensBooking(platform.db, booking, key)))
    throw new Refusal('not-found', BOOKING_MESSAGES.notFound);
  return { name: fileName(now), bytes: await zipOf(platform, await guestDocument(platform, booking, now), []) };
}

/** A file made by a job, for the person it is about or the staff member who asked for it. */
export async function madeExport(platform: Platform, user: User, rawId: string, now = Date.now()) {
  const id = parseId(rawId);
  const row = id === undefined ? undefined : await findExport(platform.db, id);
  const mine = row && (row.userId === user.id || row.requestedBy === user.id);
  if (!row || !mine || row.status !== 'ready' || row.expiresAt <= now || !row.storageKey)
    throw new Refusal('not-found', 'api.notFound');
  const stored = await platform.storage.get(row.storageKey);
  if (!stored) throw new Refusal('not-found', 'api.notFound');
  return { stored, name: fileName(row.createdAt) };
}

export const exportsFor = (platform: Platform, user: User, now = Date.now()) =>
  liveExportsOf(platform.db, user.id, now);

export const lastRetentionRun = (platform: Platform) => lastRun(platform.db);
