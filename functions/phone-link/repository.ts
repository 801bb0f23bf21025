/**
 * Rows behind linking a web account to a phone identity (decision 029): the pending one-time code,
 * and the link itself, made in one transaction with the bookings it brings into the account.
 */
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Queries } from '#functions/db/client';
import { bookings } from '#functions/db/schema/bookings';
import { phoneIdentities, phoneLinkCodes } from '#functions/db/schema/phone';

export type LinkCodeRow = typeof phoneLinkCodes.$inferSelect;

/** A new code replaces any the account had pending. */
export async function saveCode(db: Queries, row: Omit<LinkCodeRow, 'attempts'>) {
  const { userId: _userId, ...rest } = row;
  await db
    .insert(phoneLinkCodes)
    .values(row)
    .onConflictDoUpdate({ target: phoneLinkCodes.userId, set: { ...rest, attempts: 0 } });
}

/**
 * Counts one try at the account's pending code and answers it, or nothing when there is none, it
 * has expired or its tries are spent. The count and the check are one statement, so parallel tries
 * cannot pass the limit.
 */
export async function tryCode(db: Database, userId: string, maxTries: number, now: number) {
  const [row] = await db
    .update(phoneLinkCodes)
    .set({ attempts: sql`${phoneLinkCodes.attempts} + 1` })
    .where(
      and(eq(phoneLinkCodes.userId, userId), lt(phoneLinkCodes.attempts, maxTries), gt(phoneLinkCodes.expiresAt, now)),
    )
    .returning();
  return row;
}

export const pendingCode = (db: Database, userId: string, now: number) =>
  db.query.phoneLinkCodes.findFirst({
    where: and(eq(phoneLinkCodes.userId, userId), gt(phoneLinkCodes.expiresAt, now)),
  });

/** The number linked to the account, if one is. */
export const linkedIdentity = (db: Queries, userId: string) =>
  db.query.phoneIdentities.findFirst({ where: eq(phoneIdentities.userId, userId) });

/**
 * Links `phone` to the account, once: the code is used up, the number's identity made if it never
 * called, an earlier number of the account let go, the number taken from any account it was linked
 * to (whoever holds the phone now owns it), and its bookings without an account brought into this
 * one. False when a parallel try used the code first.
 */
export async function linkPhone(db: Database, code: LinkCodeRow, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx
      .delete(phoneLinkCodes)
      .where(and(eq(phoneLinkCodes.userId, code.userId), eq(phoneLinkCodes.codeHash, code.codeHash)))
      .returning({ userId: phoneLinkCodes.userId });
    if (used.length === 0) return false;
    await tx
      .insert(phoneIdentities)
      .values({ phone: code.phone, createdAt: now, lastSeenAt: now })
      .onConflictDoNothing({ target: phoneIdentities.phone });
    await tx
      .update(phoneIdentities)
      .set({ userId: null, linkedAt: null })
      .where(eq(phoneIdentities.userId, code.userId));
    const [identity] = await tx
      .update(phoneIdentities)
      .set({ userId: code.userId, linkedAt: now })
      .where(eq(phoneIdentities.phone, code.phone))
      .returning({ id: phoneIdentities.id });
    await tx
      .update(bookings)
      .set({ buyerId: code.userId })
      .where(
        and(
          eq(bookings.phoneIdentityId, identity!.id),
          isNull(bookings.buyerId),
          // A provider's own listing booked from the number stays a phone booking.
          or(isNull(bookings.sellerId), ne(bookings.sellerId, code.userId)),
        ),
      );
    return true;
  });
}

export const unlinkPhone = (db: Database, userId: string) =>
  db.update(phoneIdentities).set({ userId: null, linkedAt: null }).where(eq(phoneIdentities.userId, userId));
