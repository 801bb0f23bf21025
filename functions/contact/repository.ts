import type { Database } from '#functions/db/client';
import { contactMessages } from '#functions/db/schema/mail';

export type NewContactMessage = typeof contactMessages.$inferInsert;

/** Keeps a message from the contact form; its id names it in the mail to support. */
export async function saveContactMessage(db: Database, message: NewContactMessage): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!.id;
}
