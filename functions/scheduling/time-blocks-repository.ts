/** Blocked time (decision 045): kept, counted and let go. Reading it as busy time is holds-repository's. */
import { and, asc, count, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { timeBlocks } from '#functions/db/schema/bookings';

export type TimeBlockRow = typeof timeBlocks.$inferSelect;

/** A business's blocked time starting in [from, to), in order, optionally only one member's and the business's own. */
export const blocksBetween = (db: Database, sellerId: string, from: number, to: number) =>
  db
    .select()
    .from(timeBlocks)
    .where(and(eq(timeBlocks.sellerId, sellerId), gte(timeBlocks.startsAt, from), lt(timeBlocks.startsAt, to)))
    .orderBy(asc(timeBlocks.startsAt), asc(timeBlocks.id));

/**
 * Adds blocked time unless the day already holds `max`, counted inside the write's transaction:
 * writes take turns (decision 014), so two at once cannot both pass the count. The row, or
 * undefined when the day is full.
 */
export async function addBlock(
  db: Database,
  block: Omit<TimeBlockRow, 'id'>,
  day: { from: number; to: number },
  max: number,
): Promise<TimeBlockRow | undefined> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ n: count() })
      .from(timeBlocks)
      .where(
        and(
          eq(timeBlocks.sellerId, block.sellerId),
          gte(timeBlocks.startsAt, day.from),
          lt(timeBlocks.startsAt, day.to),
        ),
      );
    if ((held?.n ?? 0) >= max) return undefined;
    const [row] = await tx.insert(timeBlocks).values(block).returning();
    return row;
  });
}

/** Lets go of a business's blocked time; whether it was there. */
export async function removeBlock(db: Database, sellerId: string, id: number): Promise<boolean> {
  const gone = await db
    .delete(timeBlocks)
    .where(and(eq(timeBlocks.id, id), eq(timeBlocks.sellerId, sellerId)))
    .returning({ id: timeBlocks.id });
  return gone.length > 0;
}
