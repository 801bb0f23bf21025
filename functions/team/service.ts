/**
 * A seller's team (issue 39, decision 027): members added, changed and taken off, the listings
 * each performs (every listing of the seller unless they say), their own hours and days off.
 */
import type { User } from '#functions/accounts/sessions-repository';
import { HttpError } from '#functions/api/http-error';
import { parseId } from '#functions/api/ids';
import { listingOrThrow } from '#functions/bookings/availability';
import type { Platform } from '#functions/platform/platform';
import { nairobiDateKey } from '#shared/booking-time';
import { TEAM_MAX, TEAM_MESSAGES, type TeamMemberInput, type TeamMemberView } from '#shared/team';
import * as repo from './repository';

/** The seller's team as their team page shows it. */
export async function teamOf(platform: Platform, seller: User, now = Date.now()): Promise<TeamMemberView[]> {
  const members = await repo.membersOf(platform.db, seller.id);
  const off = await repo.daysOffOf(
    platform.db,
    members.map((member) => member.id),
    nairobiDateKey(now),
  );
  return members.map((member) => ({
    id: String(member.id),
    name: member.name,
    active: member.active,
    serviceIds: member.serviceIds.map(String),
    week: member.week ?? null,
    daysOff: off.get(member.id) ?? [],
  }));
}

/** The listings a member performs: the seller's own of those named, or all of them. */
async function listingsFor(platform: Platform, seller: User, input: TeamMemberInput) {
  if (input.serviceIds === undefined) return undefined;
  const named = [...new Set(input.serviceIds.map(Number))];
  const own = await repo.ownListings(platform.db, seller.id, named);
  if (own.length !== named.length) throw new HttpError(400, TEAM_MESSAGES.notYourListing);
  return own;
}

export async function addMember(platform: Platform, seller: User, input: TeamMemberInput) {
  if ((await repo.countMembers(platform.db, seller.id)) >= TEAM_MAX) {
    throw new HttpError(409, { key: TEAM_MESSAGES.tooMany, params: { max: TEAM_MAX } });
  }
  const serviceIds =
    (await listingsFor(platform, seller, input)) ?? (await repo.ownListings(platform.db, seller.id, null));
  await repo.saveMember(
    platform.db,
    seller.id,
    { name: input.name, week: input.week ?? null, active: input.active ?? true },
    serviceIds,
  );
  return teamOf(platform, seller);
}

/** A member of this seller's, or 404: another seller's member is not found either. */
async function memberOrThrow(platform: Platform, seller: User, rawId: string) {
  const id = parseId(rawId);
  const member = id === undefined ? undefined : await repo.findMember(platform.db, seller.id, id);
  if (!member) throw new HttpError(404, TEAM_MESSAGES.notFound);
  return member;
}

export async function changeMember(platform: Platform, seller: User, rawId: string, input: TeamMemberInput) {
  const member = await memberOrThrow(platform, seller, rawId);
  const serviceIds = await listingsFor(platform, seller, input);
  await repo.saveMember(
    platform.db,
    seller.id,
    {
      id: member.id,
      name: input.name,
      week: input.week === undefined ? member.week : input.week,
      active: input.active ?? member.active,
    },
    serviceIds,
  );
  return teamOf(platform, seller);
}

export async function addDayOff(platform: Platform, seller: User, rawId: string, date: string, now = Date.now()) {
  const member = await memberOrThrow(platform, seller, rawId);
  if (date < nairobiDateKey(now)) throw new HttpError(400, TEAM_MESSAGES.date);
  await repo.addDayOff(platform.db, member.id, date);
  return teamOf(platform, seller, now);
}

export async function removeDayOff(platform: Platform, seller: User, rawId: string, date: string) {
  const member = await memberOrThrow(platform, seller, rawId);
  await repo.removeDayOff(platform.db, member.id, date);
  return teamOf(platform, seller);
}

/** GET /api/services/{id}/members: who a client may choose for a public listing (none: a one-person business). */
export async function membersOfListing(platform: Platform, rawServiceId: string) {
  const listing = await listingOrThrow(platform, rawServiceId);
  return (await repo.membersForListing(platform.db, listing.id)).map((member) => ({
    id: String(member.id),
    name: member.name,
  }));
}
