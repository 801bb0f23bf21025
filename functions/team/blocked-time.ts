/** A business's blocked time as its owner sets it from the calendar (decision 045). */
import type { User } from '#functions/accounts/public';
import { parseId } from '#functions/api/ids';
import type { Platform } from '#functions/platform/platform';
import { Refusal } from '#functions/platform/refusal';
import { blockTime, unblockTime } from '#functions/scheduling/time-blocks';
import { clockOf, CALENDAR_MESSAGES, type TimeBlockInput } from '#shared/calendar';
import { TEAM_MESSAGES } from '#shared/team';
import * as repo from './repository';

/** Keeps time from clients: the business's, or one of its members' (404 for anyone else's). */
export async function blockTimeFor(platform: Platform, seller: User, input: TimeBlockInput, now: number) {
  const memberId = input.member ? parseId(input.member) : null;
  if (memberId === undefined || (memberId !== null && !(await repo.findMember(platform.db, seller.id, memberId))))
    throw new Refusal('not-found', TEAM_MESSAGES.notFound);
  const block = {
    sellerId: seller.id,
    memberId,
    date: input.date,
    from: clockOf(input.from)!,
    // An end of 00:00 is the day's end.
    to: clockOf(input.to) || 24 * 60,
    note: input.note,
  };
  return blockTime(platform.db, block, now);
}

/** Lets go of blocked time of the seller's. */
export async function unblockTimeFor(platform: Platform, seller: User, rawId: string) {
  const id = parseId(rawId);
  if (id === undefined) throw new Refusal('not-found', CALENDAR_MESSAGES.notFound);
  await unblockTime(platform.db, seller.id, id);
  return { removed: id };
}
