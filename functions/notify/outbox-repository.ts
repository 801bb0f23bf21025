import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queries } from '#functions/db/client';
import { outbox } from '#functions/db/schema/mail';
import type { Channel } from '#shared/channels';
import { ERASED_KIND } from './public';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

/** Records one message; its id. */
export async function insertOutboxMessage(db: Queries, values: NewOutboxRow): Promise<number> {
  const [row] = await db.insert(outbox).values(values).returning({ id: outbox.id });
  return row!.id;
}

export const findOutboxMessage = (db: Queries, id: number) => db.query.outbox.findFirst({ where: eq(outbox.id, id) });

/** The message a provider knows by its own id. */
export const findByProviderId = (db: Queries, channel: Channel, providerId: string) =>
  db.query.outbox.findFirst({ where: and(eq(outbox.channel, channel), eq(outbox.providerId, providerId)) });

/** A queued message handed to its provider; `dropBody` forgets what it said (an e-mail's links hold secrets). */
export async function markSent(db: Queries, id: number, providerId: string | null, dropBody: boolean, now: number) {
  const body = dropBody ? { text: null, html: null, attachments: null } : {};
  const to = sql`CASE WHEN ${outbox.kind} = ${ERASED_KIND} THEN '' ELSE ${outbox.to} END`;
  await db
    .update(outbox)
    .set({ status: 'sent', providerId, error: null, updatedAt: now, to, ...body })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'queued')));
}

/** Marks a queued or sent message failed; the row, or undefined when it had failed or arrived already. */
export async function markFailed(db: Queries, id: number, error: string, now: number) {
  const [failed] = await db
    .update(outbox)
    .set({ status: 'failed', error, updatedAt: now })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['queued', 'sent'])))
    .returning();
  return failed;
}

export async function clearFallback(db: Queries, id: number) {
  await db.update(outbox).set({ fallback: null }).where(eq(outbox.id, id));
}

export async function markDelivered(db: Queries, id: number, now: number) {
  await db
    .update(outbox)
    .set({ status: 'delivered', fallback: null, updatedAt: now })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['sent', 'queued'])));
}
