/**
 * The ledger as the features use it (decision 025): the accounts money is kept in, and the postings
 * a change runs in its own batch or transaction (each posts only what is missing, so twice is once).
 */
import type { SQL } from 'drizzle-orm';
import type { Queries } from '#functions/db/client';
import * as ledger from './repository';

/** Where a refund owed to a booking's client is kept until it is sent. */
export const clientAccount = (bookingId: number) => `owed:client:booking:${bookingId}`;
/** Where a seller's kept deposits wait for their payout. */
export const sellerAccount = (sellerId: string) => `owed:seller:${sellerId}`;

/** The ledger brought up to date for the payments `scope` picks (a condition on `p`, a payment). */
export const postMoney = (q: Queries, scope: SQL, at: number) => ledger.postMoney(q, scope, at);
/** The ledger brought up to date for one payment. */
export const postForPayment = (q: Queries, paymentId: number, at: number) => ledger.postForPayment(q, paymentId, at);
/** The ledger brought up to date for one booking's deposit payments. */
export const postForBooking = (q: Queries, bookingId: number, at: number) => ledger.postForBooking(q, bookingId, at);
/** A payout M-Pesa has confirmed, posted once. */
export const postPayout = (q: Queries, payoutId: number, at: number) => ledger.postPayout(q, payoutId, at);
/** Each account's balance. */
export const balances = (q: Queries) => ledger.balances(q);
/** One account's balance. */
export const balanceOf = (q: Queries, account: string) => ledger.balanceOf(q, account);
