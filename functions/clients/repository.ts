/**
 * A business's clients, read from its bookings (decision 045): one per number, since every
 * booking carries one (web, walk-in, USSD, WhatsApp); a forgotten client's bookings carry none.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { bookings, clientNotes } from '#functions/db/schema/bookings';
import type { ClientView } from '#shared/clients';

/** A page of the business's clients, latest first, narrowed by words in the name or number; and how many there are. */
export async function clientsOf(
  db: Database,
  sellerId: string,
  asked: { words: string; limit: number; offset: number },
  now: number,
): Promise<{ rows: ClientView[]; total: number }> {
  const like = `%${asked.words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const grouped = sql`
    SELECT b.phone_number AS phone,
      max(b.id) AS latest,
      count(DISTINCT CASE WHEN b.status = 'completed' THEN coalesce(b.visit_id, b.id) END) AS visits,
      coalesce(sum(CASE WHEN b.status = 'completed' THEN coalesce(b.option_price, 0) + coalesce(b.travel_fee, 0) END), 0) AS spend,
      count(CASE WHEN b.status = 'no_show' THEN 1 END) AS noShows,
      max(CASE WHEN b.status = 'completed' THEN b.starts_at END) AS lastVisit,
      min(CASE WHEN b.status IN ('awaiting_deposit', 'requested', 'confirmed') AND b.starts_at > ${now} THEN b.starts_at END) AS nextVisit
    FROM ${bookings} b
    WHERE b.seller_id = ${sellerId} AND b.phone_number <> ''
    GROUP BY b.phone_number`;
  const filter = asked.words ? sql`WHERE (l.name LIKE ${like} ESCAPE '\\' OR g.phone LIKE ${like} ESCAPE '\\')` : sql``;
  const [rows, [counted]] = await Promise.all([
    db.all<ClientView>(sql`
      SELECT g.phone, l.name, l.email, g.latest, g.visits, g.spend, g.noShows, g.lastVisit, g.nextVisit,
        coalesce(n.note, '') AS note
      FROM (${grouped}) g
      JOIN ${bookings} l ON l.id = g.latest
      LEFT JOIN ${clientNotes} n ON n.seller_id = ${sellerId} AND n.phone = g.phone
      ${filter}
      ORDER BY g.latest DESC
      LIMIT ${asked.limit} OFFSET ${asked.offset}`),
    db.all<{ total: number }>(sql`
      SELECT count(*) AS total FROM (${grouped}) g JOIN ${bookings} l ON l.id = g.latest ${filter}`),
  ]);
  return { rows: rows.map((row) => ({ ...row, spend: Number(row.spend) })), total: Number(counted?.total ?? 0) };
}

/** Whether a number is one of the business's clients (it has booked with them). */
export async function isClientOf(db: Database, sellerId: string, phone: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.sellerId, sellerId), eq(bookings.phoneNumber, phone)))
    .limit(1);
  return row !== undefined;
}

/** Keeps the business's note on a client (an empty note is none). */
export async function saveNote(db: Database, sellerId: string, phone: string, note: string, now: number) {
  if (!note) {
    await db.delete(clientNotes).where(and(eq(clientNotes.sellerId, sellerId), eq(clientNotes.phone, phone)));
    return;
  }
  await db
    .insert(clientNotes)
    .values({ sellerId, phone, note, updatedAt: now })
    .onConflictDoUpdate({ target: [clientNotes.sellerId, clientNotes.phone], set: { note, updatedAt: now } });
}

/** One of the business's bookings, for "Book again": who, what and with whom. */
export async function bookingToRepeat(db: Database, sellerId: string, id: number) {
  const [row] = await db
    .select({
      name: bookings.name,
      phone: bookings.phoneNumber,
      serviceId: bookings.serviceId,
      memberId: bookings.memberId,
    })
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.sellerId, sellerId)));
  return row && row.phone ? row : undefined;
}
