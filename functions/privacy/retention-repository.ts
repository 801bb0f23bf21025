/**
 * What the retention job removes or blanks (decision 028), one statement per kind, each run in
 * batches of BATCH rows so no single write holds the database for long.
 */
import { desc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { retentionRuns } from '#functions/db/schema/privacy';

import { reduceCallbacks } from './erase-repository';

/** A home visit's place as the client gave it, and its shared link (decision 043): blanked, the visit still one at their place. */
const FORGET_PLACE = sql.raw(
  "home_address = CASE WHEN home_address IS NULL THEN NULL ELSE '' END, home_landmark = NULL, home_lat = NULL, home_lng = NULL, share_hash = NULL",
);

const BATCH = 5000;

/** The instants (UTC ms) before which each kind of row is past its period. */
export interface Cutoffs {
  now: number;
  guestContact: number;
  messageBody: number;
  callbackBody: number;
  contactMessage: number;
  finishedJob: number;
  audit: number;
  views: string;
}

/** Rows of `table` where `where` holds, at most BATCH of them, as a rowid list for one statement. */
const some = (table: string, where: SQL) =>
  sql`rowid IN (SELECT rowid FROM ${sql.identifier(table)} WHERE ${where} LIMIT ${BATCH})`;
const remove = (table: string, where: SQL) => (db: Database) =>
  db.run(sql`DELETE FROM ${sql.identifier(table)} WHERE ${some(table, where)}`);
const blank = (table: string, set: SQL, where: SQL) => (db: Database) =>
  db.run(sql`UPDATE ${sql.identifier(table)} SET ${set} WHERE ${some(table, where)}`);

const erasedPeople = sql`user_id IN (SELECT id FROM users WHERE erased_at IS NOT NULL)`;
const guestPast = (c: Cutoffs) => sql`buyer_id IS NULL AND ends_at < ${c.guestContact}`;

/** Each kind, named as the admin area and `npm run retention` print it. */
export const RETENTION_STEPS: Record<string, (c: Cutoffs) => (db: Database) => Promise<{ rowsAffected: number }>> = {
  'expired sessions': (c) => remove('sessions', sql`expires_at < ${c.now}`),
  // A browser hears pushes while the session that turned them on lives (decision 032).
  'push subscriptions of ended sessions': () =>
    remove('push_subscriptions', sql`session_id NOT IN (SELECT id FROM sessions)`),
  'used or expired reset links': (c) => remove('password_resets', sql`expires_at < ${c.now} OR used_at IS NOT NULL`),
  'ended rate-limit windows': (c) => remove('rate_limits', sql`window_start < ${c.now - 2 * 86_400_000}`),
  "sellers' traces": (c) => remove('seller_traces', sql`at < ${c.now - 2 * 86_400_000}`),
  'guest booking links': (c) =>
    remove('booking_keys', sql`booking_id IN (SELECT id FROM bookings WHERE ${guestPast(c)})`),
  'guest contact details': (c) =>
    blank(
      'bookings',
      sql`name = '', email = '', phone_number = '', message = '', manage_key_hash = NULL, ${FORGET_PLACE}`,
      sql`${guestPast(c)} AND (name <> '' OR email <> '' OR phone_number <> '' OR message <> '' OR manage_key_hash IS NOT NULL
        OR home_address <> '' OR home_lat IS NOT NULL OR share_hash IS NOT NULL)`,
    ),
  'message bodies': (c) =>
    blank(
      'outbox',
      sql`text = NULL, html = NULL, attachments = NULL, template = NULL, push = NULL, fallback = NULL`,
      sql`created_at < ${c.messageBody} AND status <> 'queued'
        AND (text IS NOT NULL OR html IS NOT NULL OR attachments IS NOT NULL OR template IS NOT NULL
          OR push IS NOT NULL OR fallback IS NOT NULL)`,
    ),
  'M-Pesa callback bodies': (c) => (db) =>
    reduceCallbacks(
      db,
      some(
        'payment_callbacks',
        sql`received_at < ${c.callbackBody} AND (CASE WHEN json_valid(body) THEN json_extract(body, '$.reduced') END) IS NULL`,
      ),
    ),
  'contact messages': (c) => remove('contact_messages', sql`COALESCE(answered_at, created_at) < ${c.contactMessage}`),
  'finished jobs': (c) =>
    remove(
      'jobs',
      sql`status IN ('done', 'failed', 'cancelled') AND COALESCE(finished_at, created_at) < ${c.finishedJob}`,
    ),
  'audit entries': (c) => remove('audit_log', sql`created_at < ${c.audit}`),
  'listing reports': (c) => remove('listing_reports', sql`resolved_at < ${c.audit}`),
  'review reports': (c) => remove('review_reports', sql`resolved_at < ${c.audit}`),
  'listing views': (c) => remove('listing_views', sql`date < ${c.views}`),
  'ended team invitations': (c) =>
    blank(
      'team_members',
      sql`invite_email = NULL, invite_hash = NULL`,
      sql`invite_expires_at < ${c.now} AND (invite_email IS NOT NULL OR invite_hash IS NOT NULL)`,
    ),
  // Phone channels (decision 029): a session's menu state, the replies to hops and texts, and
  // which booking a reminder asked about, kept as long as a message's body.
  'USSD sessions': (c) => remove('ussd_sessions', sql`updated_at < ${c.messageBody}`),
  'inbound messages': (c) => remove('inbound_messages', sql`received_at < ${c.messageBody}`),
  'reminder questions': (c) => remove('reply_prompts', sql`created_at < ${c.messageBody}`),
  'WhatsApp conversations': (c) => remove('wa_conversations', sql`updated_at < ${c.messageBody}`),
  'expired phone codes': (c) => remove('phone_link_codes', sql`expires_at < ${c.now}`),
  "erased people's paid numbers": () =>
    blank('payments', sql`phone = ''`, sql`${erasedPeople} AND phone <> '' AND (refund IS NULL OR refund <> 'due')`),
  "erased people's payout numbers": () =>
    blank('payouts', sql`phone = ''`, sql`${erasedPeople} AND phone <> '' AND status IN ('sent', 'failed')`),
};

/** Runs one step until nothing is left past its period; how many rows it changed. */
export async function runStep(db: Database, step: (db: Database) => Promise<{ rowsAffected: number }>) {
  let total = 0;
  for (;;) {
    const { rowsAffected } = await step(db);
    total += rowsAffected;
    if (rowsAffected < BATCH) return total;
  }
}

export async function startRun(db: Database, now: number): Promise<number> {
  const [row] = await db.insert(retentionRuns).values({ startedAt: now }).returning({ id: retentionRuns.id });
  return row!.id;
}

export async function finishRun(db: Database, id: number, counts: Record<string, number>, error: string | null) {
  await db.run(sql`UPDATE retention_runs SET finished_at = ${Date.now()}, counts = ${JSON.stringify(counts)},
    error = ${error} WHERE id = ${id}`);
}

export const lastRun = (db: Database) => db.query.retentionRuns.findFirst({ orderBy: desc(retentionRuns.id) });
