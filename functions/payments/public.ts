/**
 * What other features use of payments' records: a booking's pending deposits and tips, deposits owed back
 * (payments owns the refund's record), and the log of M-Pesa's callbacks.
 */
import type { SQL } from 'drizzle-orm';
import type { Database, Queries } from '#functions/db/client';
import * as repo from './repository';

export const REFUSED_BODY = repo.REFUSED_BODY;
export const pendingDepositsOf = (db: Database, bookingId: number) => repo.pendingDepositsOf(db, bookingId);
/** The latest tip (waiting or paid) on each booking (decision 050). */
export const tipsOf = (db: Queries, bookingIds: number[]) => repo.tipsOf(db, bookingIds);
export const noteRefusedCallback = (db: Database, verdict: string, now: number) =>
  repo.noteRefusedCallback(db, verdict, now);
export const recordCallback = (db: Database, body: string, paymentId: number | null) =>
  repo.recordCallback(db, body, paymentId);
export const setCallbackVerdict = (db: Database, id: number, verdict: string, paymentId: number | null = null) =>
  repo.setCallbackVerdict(db, id, verdict, paymentId);
/** A statement for a change's batch: the paid deposits of the bookings `bookingIds` selects, owed back. */
export const owedBackFor = (db: Queries, bookingIds: SQL, reason: string) => repo.owedBackFor(db, bookingIds, reason);
export const markRefundDue = (db: Queries, paymentId: number, reason: string) =>
  repo.markRefundDue(db, paymentId, reason);
