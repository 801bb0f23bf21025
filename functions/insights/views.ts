/**
 * Listing page views, counted as pages are served. Counts gather in memory and are
 * written together at most every FLUSH_MS, by the request that finds them due, so a busy
 * listing costs one write a while, not one per visit. A process that stops loses at most that
 * long of counts: they are a seller's trend, not money.
 */
import type { Database } from '#functions/db/client';
import { log } from '#functions/platform/log';
import { nairobiDateKey } from '#shared/booking-time';
import { addViews } from './repository';

export const FLUSH_MS = 30_000;
/** Listings counted between writes at most: past it the counts are written at once. */
const MOST_PENDING = 2000;
/** Robots and link previews (WhatsApp, Facebook) are not people looking. */
const ROBOT = /bot|crawl|spider|slurp|facebookexternalhit|whatsapp|preview|lighthouse/i;

const buffers = new WeakMap<Database, { pending: Map<number, number>; since: number }>();

export const isRobot = (userAgent: string | null) => !userAgent || ROBOT.test(userAgent);

/** One view of a listing's page; writes what gathered when it is due. Never throws. */
export async function countView(db: Database, serviceId: number, now = Date.now()) {
  let buffer = buffers.get(db);
  if (!buffer) buffers.set(db, (buffer = { pending: new Map(), since: now }));
  buffer.pending.set(serviceId, (buffer.pending.get(serviceId) ?? 0) + 1);
  if (now - buffer.since >= FLUSH_MS || buffer.pending.size >= MOST_PENDING) await flushViews(db, now);
}

/** Writes the views gathered so far (tests and shutdown call it directly). Never throws. */
export async function flushViews(db: Database, now = Date.now()) {
  const buffer = buffers.get(db);
  if (!buffer || buffer.pending.size === 0) return;
  const counts = [...buffer.pending];
  buffer.pending = new Map();
  buffer.since = now;
  await addViews(db, nairobiDateKey(now), counts).catch((error: unknown) =>
    log.warn('listing views not written', { error, listings: counts.length }),
  );
}
