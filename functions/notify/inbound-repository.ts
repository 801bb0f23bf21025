/**
 * Messages that came in on a phone channel (a text, a WhatsApp message, a USSD hop), each stored
 * once under its provider's id with the reply it got, so the same message twice is answered once.
 */
import { and, eq } from 'drizzle-orm';
import type { Queries } from '#functions/db/client';
import { inboundMessages } from '#functions/db/schema/phone';

/** What was answered to this provider message before, if it came already. */
export async function earlierReply(db: Queries, channel: string, providerId: string) {
  const [row] = await db
    .select({ reply: inboundMessages.reply })
    .from(inboundMessages)
    .where(and(eq(inboundMessages.channel, channel), eq(inboundMessages.providerId, providerId)));
  return row?.reply;
}

/** Stores the message and its reply; false when the same message was stored meanwhile. */
export async function storeInbound(db: Queries, row: typeof inboundMessages.$inferInsert): Promise<boolean> {
  const stored = await db
    .insert(inboundMessages)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: inboundMessages.id });
  return stored.length === 1;
}
