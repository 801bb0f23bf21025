import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Queries } from '#functions/db/client';
import { bookings, replyPrompts } from '#functions/db/schema/bookings';

export async function insertPrompt(db: Queries, phone: string, bookingId: number, now: number) {
  await db.insert(replyPrompts).values({ phone, bookingId, createdAt: now });
}

/** The latest prompt to `phone` whose booking is still confirmed and to come: what a reply acts on. */
export async function latestOpenPrompt(db: Queries, phone: string, now: number) {
  const [found] = await db
    .select({ prompt: replyPrompts.id, askedAt: replyPrompts.createdAt, booking: bookings })
    .from(replyPrompts)
    .innerJoin(bookings, eq(bookings.id, replyPrompts.bookingId))
    .where(and(eq(replyPrompts.phone, phone), eq(bookings.status, 'confirmed'), gt(bookings.startsAt, now)))
    .orderBy(desc(replyPrompts.id))
    .limit(1);
  return found;
}

/** The prompt to `phone` about this booking, while the booking is still confirmed and to come. */
export async function openPromptFor(db: Queries, phone: string, bookingId: number, now: number) {
  const [found] = await db
    .select({ prompt: replyPrompts.id, askedAt: replyPrompts.createdAt, booking: bookings })
    .from(replyPrompts)
    .innerJoin(bookings, eq(bookings.id, replyPrompts.bookingId))
    .where(
      and(
        eq(replyPrompts.phone, phone),
        eq(bookings.id, bookingId),
        eq(bookings.status, 'confirmed'),
        gt(bookings.startsAt, now),
      ),
    )
    .orderBy(desc(replyPrompts.id))
    .limit(1);
  return found;
}

/** True when `phone` was asked about this booking: the one number whose reply may act on it. */
export async function wasPrompted(db: Queries, bookingId: number, phone: string) {
  const [found] = await db
    .select({ id: replyPrompts.id })
    .from(replyPrompts)
    .where(and(eq(replyPrompts.bookingId, bookingId), eq(replyPrompts.phone, phone)))
    .limit(1);
  return found !== undefined;
}

export async function answerPrompt(db: Queries, id: number, now: number) {
  await db
    .update(replyPrompts)
    .set({ answeredAt: now })
    .where(and(eq(replyPrompts.id, id), isNull(replyPrompts.answeredAt)));
}

export async function confirmAttendance(db: Queries, bookingId: number, now: number) {
  await db
    .update(bookings)
    .set({ attendanceConfirmedAt: now })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.attendanceConfirmedAt)));
}
