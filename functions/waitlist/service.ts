/**
 * The waitlist's requests (decision 046): a client joins or leaves it, sees their entries and the
 * offer open to them; a provider sees who waits for their listings and offers a time by hand.
 */
import { consume } from '#functions/accounts/rate-limit';
import type { User } from '#functions/accounts/public';
import { optionOrThrow } from '#functions/bookings/availability';
import { listingOrThrow } from '#functions/catalogue/service';
import { enqueue } from '#functions/jobs/queue';
import type { Platform } from '#functions/platform/platform';
import { Refusal } from '#functions/platform/refusal';
import { teamFor } from '#functions/scheduling/team-time';
import { BOOKING_HORIZON_DAYS, BOOKING_MESSAGES } from '#shared/booking-messages';
import type { BookingChannel } from '#shared/booking-channels';
import { addDays, nairobiDateKey, slotMinutes } from '#shared/booking-time';
import { DEPOSIT_MESSAGES, depositAmount, depositRuleOf } from '#shared/deposits';
import type { Locale } from '#shared/i18n/locales';
import { TEAM_MESSAGES } from '#shared/team';
import {
  ENTRIES_PER_PHONE,
  WAITLIST_PAGE,
  WAIT_SPAN_DAYS,
  WAITLIST_MESSAGES,
  maskOf,
  type WaitlistEntryView,
  type WaitlistJoin,
} from '#shared/waitlist';
import { entryView } from './views';
import { waitlistJob } from './job';
import * as repo from './repository';

/** Who waits from a phone channel: the identity its provider proved (decision 029). */
export interface PhoneWaiter {
  identityId: number;
  channel: Exclude<BookingChannel, 'web' | 'provider'>;
}

/** Joins a listing's waitlist; the entry as its client sees it. Any time already free that suits is offered at once. */
export async function joinWaitlist(
  platform: Platform,
  user: User | null,
  input: WaitlistJoin,
  now: number,
  locale: Locale = 'en',
  phone?: PhoneWaiter,
): Promise<WaitlistEntryView> {
  const { db } = platform;
  const listing = await listingOrThrow(db, input.serviceId, now);
  const option = await optionOrThrow(platform, listing.id, input.optionId);
  if (user && listing.sellerId === user.id) throw new Refusal('not-allowed', BOOKING_MESSAGES.ownService);
  const member = input.memberId && input.memberId !== 'any' ? Number(input.memberId) : null;
  if (
    member !== null &&
    !(await teamFor(db, listing.id, String(member), option.name)).members.some((one) => one.id === member)
  )
    throw new Refusal('not-found', TEAM_MESSAGES.memberUnavailable);
  // A deposit is paid from an account or a proven number, as when booking (decision 015).
  if (depositAmount(depositRuleOf(listing), option.price) !== null && !user && !phone)
    throw new Refusal('sign-in', DEPOSIT_MESSAGES.signIn);
  const today = nairobiDateKey(now);
  const fromDate = input.fromDate < today ? today : input.fromDate;
  if (input.toDate < today) throw new Refusal('invalid', BOOKING_MESSAGES.pastSlot);
  if (input.toDate > addDays(fromDate, WAIT_SPAN_DAYS - 1))
    throw new Refusal('invalid', { key: WAITLIST_MESSAGES.spanTooLong, params: { days: WAIT_SPAN_DAYS } });
  if (input.toDate > addDays(today, BOOKING_HORIZON_DAYS))
    throw new Refusal('conflict', { key: BOOKING_MESSAGES.beyondHorizon, params: { days: BOOKING_HORIZON_DAYS } });
  const waiting = await repo.waitingOfPhone(db, input.phoneNumber, listing.id, today);
  if (waiting.here) throw new Refusal('conflict', WAITLIST_MESSAGES.already);
  if (waiting.count >= ENTRIES_PER_PHONE)
    throw new Refusal('conflict', { key: WAITLIST_MESSAGES.tooMany, params: { max: ENTRIES_PER_PHONE } });
  await consume(db, 'waitlistJoinsPerPhone', input.phoneNumber, platform.config.RATE_LIMIT_SCALE);
  const entry = await db.transaction(async (tx) => {
    const row = await repo.insertEntry(tx, {
      serviceId: listing.id,
      sellerId: listing.sellerId,
      optionId: option.id,
      memberId: member,
      buyerId: user?.id ?? null,
      phoneIdentityId: phone?.identityId ?? null,
      name: input.name,
      email: input.email,
      phoneNumber: input.phoneNumber,
      locale,
      channel: phone?.channel ?? 'web',
      fromDate,
      toDate: input.toDate,
      weekdays: maskOf(input.weekdays),
      earliest: slotMinutes(input.earliest)!,
      latest: slotMinutes(input.latest)!,
      createdAt: now,
    });
    await enqueue(tx, waitlistJob(listing.sellerId, null, now));
    return row;
  });
  const [listed] = await repo.listedEntries(db, { phone: entry.phoneNumber }, today);
  return entryView(listed!, null, null, false);
}

/** The entry, if it is this person's (their account's, or their proven number's); 404 otherwise. */
async function ownEntry(platform: Platform, user: User, rawId: string) {
  const id = Number(rawId);
  const entry = Number.isSafeInteger(id) ? await repo.findEntry(platform.db, id) : undefined;
  if (!entry || entry.buyerId !== user.id) throw new Refusal('not-found', WAITLIST_MESSAGES.notFound);
  return entry;
}

export async function leaveWaitlist(platform: Platform, user: User, rawId: string, now: number) {
  const entry = await ownEntry(platform, user, rawId);
  await repo.leaveEntry(platform.db, entry.id, now);
  return { left: true };
}

/** A client's entries still to come, latest first, with the offer open to each. */
export async function myWaitlist(platform: Platform, user: User, now: number): Promise<WaitlistEntryView[]> {
  const rows = await repo.listedEntries(platform.db, { buyerId: user.id }, nairobiDateKey(now));
  return Promise.all(
    rows.map(async (row) => entryView(row, (await repo.openOfferOf(platform.db, row.entry.id)) ?? null, null, false)),
  );
}

/** How many wait for the provider's listings now. */
export const waitingCount = (platform: Platform, sellerId: string, now: number) =>
  repo.countWaiting(platform.db, sellerId, nairobiDateKey(now));

/**
 * A page of who waits for the provider's listings, in the order they are offered times, each with
 * their place in their listing's queue; and how many pages there are.
 */
export async function sellerWaitlist(platform: Platform, user: User, now: number, page = 1) {
  const today = nairobiDateKey(now);
  const total = await repo.countWaiting(platform.db, user.id, today);
  const pages = Math.max(1, Math.ceil(total / WAITLIST_PAGE));
  const shown = Math.min(Math.max(1, page), pages);
  const rows = await repo.waitingForSeller(platform.db, user.id, today, {
    limit: WAITLIST_PAGE,
    offset: (shown - 1) * WAITLIST_PAGE,
  });
  const entries: WaitlistEntryView[] = await Promise.all(
    rows.map(async (row) =>
      entryView(row, (await repo.openOfferOf(platform.db, row.entry.id)) ?? null, Number(row.place), true),
    ),
  );
  return { entries, page: shown, pages, total };
}
