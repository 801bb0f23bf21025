/** What other features use of payments' records: a booking's pending deposits, and the log of M-Pesa's callbacks. */
import type { Database } from '#functions/db/client';
import * as repo from './repository';

export const REFUSED_BODY = repo.REFUSED_BODY;
export const pendingDepositsOf = (db: Database, bookingId: number) => repo.pendingDepositsOf(db, bookingId);
export const noteRefusedCallback = (db: Database, verdict: string, now: number) =>
  repo.noteRefusedCallback(db, verdict, now);
export const recordCallback = (db: Database, body: string, paymentId: number | null) =>
  repo.recordCallback(db, body, paymentId);
export const setCallbackVerdict = (db: Database, id: number, verdict: string, paymentId: number | null = null) =>
  repo.setCallbackVerdict(db, id, verdict, paymentId);
