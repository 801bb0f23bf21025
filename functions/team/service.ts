/**
 * A seller's team (decision 027): members added, changed and taken off, the listings
 * each performs (every listing of the seller unless they say), their own hours and days off.
 */
import type { User } from '#functions/accounts/public';
import { Refusal } from '#functions/platform/refusal';
import { parseId } from '#functions/api/ids';
import { listingOrThrow } from '#functions/catalogue/service';
import type { Database } from '#functions/db/client';
import { membersWhoServe, setDayOff, skippedBy, timeOffOf } from '#functions/scheduling/staff';
import type { Platform } from '#functions/platform/platform';
import { nairobiDateKey } from '#shared/booking-time';
import { mediaUrl } from '#functions/catalogue/listing';
import { depositAmount, depositRuleOf } from '#shared/deposits';
import { TEAM_MAX, TEAM_MESSAGES, type TeamMemberInput, type TeamMemberView } from '#shared/team';
import * as repo from './repository';

/** The seller's team as their team page shows it. */
export async function teamOf(platform: Platform, seller: User, now = Date.now()): Promise<TeamMemberView[]> {
  const members = await repo.membersOf(platform.db, seller.id);
  const ids = members.map((member) => member.id);
  const { daysOff: off, skips } = await timeOffOf(platform.db, ids, nairobiDateKey(now));
  const prices = await repo.pricesOf(platform.db, ids);
  return members.map((member) => ({
    id: String(member.id),
    name: member.name,
    active: member.active,
    serviceIds: member.serviceIds.map(String),
    week: member.week ?? null,
    daysOff: off.get(member.id) ?? [],
    prices: pricesByListing(prices.get(member.id) ?? []),
    skips: skipsByListing(skips.get(member.id) ?? []),
    photo: member.photoKey ? mediaUrl(member.photoKey) : null,
    signsIn: member.userId !== null,
    invitedEmail: member.inviteExpiresAt && member.inviteExpiresAt.getTime() > now ? member.inviteEmail : null,
    calendarUrl: member.calendarKey ? calendarUrl(platform, member.calendarKey) : null,
  }));
}

/** A member's calendar feed: an address a calendar app subscribes to. */
export const calendarUrl = (platform: Platform, key: string) => `${platform.siteUrl}/api/calendar/${key}.ics`;

function pricesByListing(prices: repo.MemberPrice[]): TeamMemberView['prices'] {
  const byListing: TeamMemberView['prices'] = {};
  for (const { serviceId, optionName, price } of prices) {
    byListing[serviceId] = Object.assign(byListing[serviceId] ?? Object.create(null), { [optionName]: price });
  }
  return byListing;
}

function skipsByListing(skips: Array<{ serviceId: number; optionName: string }>): TeamMemberView['skips'] {
  const byListing: TeamMemberView['skips'] = {};
  for (const { serviceId, optionName } of skips) byListing[serviceId] = [...(byListing[serviceId] ?? []), optionName];
  return byListing;
}

/**
 * The member's own prices and the options they do not do, each of an option the seller's listing
 * has: anything else is refused.
 */
async function optionsOf(platform: Platform, seller: User, input: TeamMemberInput) {
  if (input.prices === undefined && input.skips === undefined) return [undefined, undefined] as const;
  const options = await repo.optionsOfSeller(platform.db, seller.id);
  const own = (named: { serviceId: string | number; option: string }) => {
    const serviceId = Number(named.serviceId);
    if (!options.some((option) => option.serviceId === serviceId && option.name === named.option)) {
      throw new Refusal('invalid', TEAM_MESSAGES.noOption);
    }
    return { serviceId, optionName: named.option };
  };
  return [input.prices?.map((price) => ({ ...own(price), price: price.price })), input.skips?.map(own)] as const;
}

/** The listings a member performs: the seller's own of those named, or all of them. */
async function listingsFor(platform: Platform, seller: User, input: TeamMemberInput) {
  if (input.serviceIds === undefined) return undefined;
  const named = [...new Set(input.serviceIds.map(Number))];
  const own = await repo.ownListings(platform.db, seller.id, named);
  if (own.length !== named.length) throw new Refusal('invalid', TEAM_MESSAGES.notYourListing);
  return own;
}

export async function addMember(platform: Platform, seller: User, input: TeamMemberInput) {
  if ((await repo.countMembers(platform.db, seller.id)) >= TEAM_MAX) {
    throw new Refusal('conflict', { key: TEAM_MESSAGES.tooMany, params: { max: TEAM_MAX } });
  }
  const serviceIds =
    (await listingsFor(platform, seller, input)) ?? (await repo.ownListings(platform.db, seller.id, null));
  await repo.saveMember(
    platform.db,
    seller.id,
    { name: input.name, week: input.week ?? null, active: input.active ?? true },
    serviceIds,
    ...(await optionsOf(platform, seller, input)),
  );
  return teamOf(platform, seller);
}

/** A member of this seller's, or 404: another seller's member is not found either. */
export async function memberOrThrow(platform: Platform, seller: User, rawId: string) {
  const id = parseId(rawId);
  const member = id === undefined ? undefined : await repo.findMember(platform.db, seller.id, id);
  if (!member) throw new Refusal('not-found', TEAM_MESSAGES.notFound);
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
    ...(await optionsOf(platform, seller, input)),
  );
  return teamOf(platform, seller);
}

export async function addDayOff(platform: Platform, seller: User, rawId: string, date: string, now = Date.now()) {
  const member = await memberOrThrow(platform, seller, rawId);
  if (date < nairobiDateKey(now)) throw new Refusal('invalid', TEAM_MESSAGES.date);
  await setDayOff(platform.db, member.id, date, true);
  return teamOf(platform, seller, now);
}

export async function removeDayOff(platform: Platform, seller: User, rawId: string, date: string) {
  const member = await memberOrThrow(platform, seller, rawId);
  await setDayOff(platform.db, member.id, date, false);
  return teamOf(platform, seller);
}

/**
 * GET /api/services/{id}/members: who a client may choose for a public listing (none: a one-person
 * business), with their photo and their own prices (and the deposit each asks) by option name.
 */
export async function membersOfListing(platform: Platform, rawServiceId: string) {
  const listing = await listingOrThrow(platform.db, rawServiceId);
  const members = await membersWhoServe(platform.db, listing.id);
  const ids = members.map((member) => member.id);
  const [prices, skips] = await Promise.all([repo.pricesOf(platform.db, ids), skippedBy(platform.db, ids)]);
  const rule = depositRuleOf(listing);
  return members.map((member) => ({
    id: String(member.id),
    name: member.name,
    photo: member.photoKey ? mediaUrl(member.photoKey) : null,
    prices: (prices.get(member.id) ?? [])
      .filter((price) => price.serviceId === listing.id)
      .map((price) => ({ option: price.optionName, price: price.price, deposit: depositAmount(rule, price.price) })),
    /** The options they do not do. */
    skips: (skips.get(member.id) ?? []).filter((skip) => skip.serviceId === listing.id).map((skip) => skip.optionName),
  }));
}

/**
 * What the option costs: the chosen member's own price when they have one, else the
 * listing's. Anyone available is booked at the listing's price, as the dialog says.
 */
export async function priceOf(
  db: Database,
  serviceId: number,
  option: { name: string; price: number },
  member?: string,
) {
  const memberId = member === undefined ? undefined : parseId(member);
  const own = memberId === undefined ? undefined : await repo.memberPrice(db, memberId, serviceId, option.name);
  return own ?? option.price;
}
