/**
 * WhatsApp conversations: one row per sender, its menu state and its version. Each
 * message's processing first claims the next version, so two messages of one sender never act on
 * the same state, and a tap on a list sent before the claim is known to be out of date.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Queries } from '#functions/db/client';
import { waConversations } from '#functions/db/schema/phone';
import { outbox } from '#functions/db/schema/mail';

export type ConversationRow = typeof waConversations.$inferSelect;

export const conversationOf = (db: Database, waId: string) =>
  db.query.waConversations.findFirst({ where: eq(waConversations.waId, waId) });

/** Takes version `from + 1` for this message; false when another message took it first. */
export async function claimVersion(db: Database, waId: string, from: number, now: number) {
  const taken = await db
    .update(waConversations)
    .set({ version: sql`${waConversations.version} + 1`, lastInboundAt: now, updatedAt: now })
    .where(and(eq(waConversations.waId, waId), eq(waConversations.version, from)))
    .returning({ version: waConversations.version });
  return taken.length === 1;
}

/** A sender's first message: their conversation at version 1; false when a parallel one made it. */
export async function startConversation(
  db: Database,
  row: { waId: string; userId: string | null; identityId: number; now: number },
) {
  const made = await db
    .insert(waConversations)
    .values({
      waId: row.waId,
      userId: row.userId,
      identityId: row.identityId,
      state: {},
      version: 1,
      lastInboundAt: row.now,
      updatedAt: row.now,
    })
    .onConflictDoNothing({ target: waConversations.waId })
    .returning({ id: waConversations.id });
  return made.length === 1;
}

/** The state the message led to, kept only while the message still holds its version. */
export async function saveState(
  db: Queries,
  waId: string,
  version: number,
  state: Record<string, unknown>,
  now: number,
) {
  const saved = await db
    .update(waConversations)
    .set({ state, updatedAt: now })
    .where(and(eq(waConversations.waId, waId), eq(waConversations.version, version)))
    .returning({ id: waConversations.id });
  return saved.length === 1;
}

/** The answers queued for a number in its conversation, newest first (the demo's /dev/chat). */
export const answersTo = (db: Database, phone: string, limit = 12) =>
  db
    .select({ id: outbox.id, message: outbox.whatsapp })
    .from(outbox)
    .where(and(eq(outbox.channel, 'whatsapp'), eq(outbox.to, phone), eq(outbox.kind, 'conversation')))
    .orderBy(desc(outbox.id))
    .limit(limit);
