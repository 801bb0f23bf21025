/**
 * Blocked time (decision 045): a business keeps part of a day from clients, for everyone or for
 * one member. The slots, the claims that take a time and the free fits all read it as busy time
 * that fills every place (holds-repository), so nothing new is booked over it; bookings already
 * there stand.
 */
import type { Database } from '#functions/db/client';
import { Refusal } from '#functions/platform/refusal';
import { addDays } from '#shared/booking-time';
import { BLOCKS_PER_DAY_MAX, CALENDAR_MESSAGES } from '#shared/calendar';
import { nairobiInstant } from './clock';
import * as blocks from './time-blocks-repository';

export interface NewBlock {
  sellerId: string;
  memberId: number | null;
  date: string;
  /** Minutes after midnight; `to` may be 1440, the day's end. */
  from: number;
  to: number;
  note: string;
}

/** Keeps a stretch of a day from clients; 400 when it has passed, 409 when the day holds enough. */
export async function blockTime(db: Database, block: NewBlock, now: number) {
  const startsAt = nairobiInstant(block.date, block.from);
  const endsAt = nairobiInstant(block.date, block.to);
  if (endsAt <= now) throw new Refusal('invalid', CALENDAR_MESSAGES.past);
  const day = { from: nairobiInstant(block.date, 0), to: nairobiInstant(addDays(block.date, 1), 0) };
  const row = await blocks.addBlock(
    db,
    { sellerId: block.sellerId, memberId: block.memberId, startsAt, endsAt, note: block.note, createdAt: now },
    day,
    BLOCKS_PER_DAY_MAX,
  );
  if (!row) throw new Refusal('conflict', { key: CALENDAR_MESSAGES.tooMany, params: { max: BLOCKS_PER_DAY_MAX } });
  return row;
}

/** Lets go of a business's blocked time; 404 when it is not theirs or is gone. */
export async function unblockTime(db: Database, sellerId: string, id: number) {
  if (!(await blocks.removeBlock(db, sellerId, id))) throw new Refusal('not-found', CALENDAR_MESSAGES.notFound);
}

/** A business's blocked time starting in [from, to). */
export const blockedBetween = (db: Database, sellerId: string, from: number, to: number) =>
  blocks.blocksBetween(db, sellerId, from, to);
