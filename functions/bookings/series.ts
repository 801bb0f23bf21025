/**
 * Bookings that repeat (decision 047). A series is planned as a whole (each date's time free or
 * not, with the free times nearest to it where not), then written as a whole: every visit a
 * booking of its own, checked as any booking is, in one transaction, or none. The provider hears of
 * it once and answers it once (series-follow-repository.ts).
 */
import type { User } from '#functions/accounts/public';
import { listingOrThrow } from '#functions/catalogue/service';
import { isUniqueViolation } from '#functions/db/errors';
import type { Platform } from '#functions/platform/platform';
import { Refusal } from '#functions/platform/refusal';
import { slotsOn } from '#functions/scheduling/free-time';
import { SlotTaken } from '#functions/scheduling/holds';
import { priceOf } from '#functions/team/service';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { addDays, slotMinutes } from '#shared/booking-time';
import type { BookingView } from '#shared/bookings';
import { depositAmount, depositRuleOf } from '#shared/deposits';
import type { Locale } from '#shared/i18n/locales';
import {
  SERIES_MAX,
  SERIES_MESSAGES,
  type PlannedVisit,
  type SeriesPlanRequest,
  type SeriesRequest,
} from '#shared/series';
import { optionOrThrow } from './availability';
import { bookingEvent } from './event-jobs';
import { insertSeries } from './series-repository';
import { announceBooking } from './service';
import { checkStart } from './start';
import { classWeekOf } from '#functions/scheduling/classes';
import { CLASS_MESSAGES } from '#shared/classes';

/** Free times a clash offers instead: the nearest to the time asked. */
const ALTERNATIVES = 3;

/** The dates of a series: the first, then every `everyWeeks` weeks, for `visits` or until `until`. */
export function seriesDates(plan: Pick<SeriesPlanRequest, 'date' | 'everyWeeks' | 'visits' | 'until'>): string[] {
  const step = plan.everyWeeks * 7;
  const count =
    plan.visits ??
    (plan.until && plan.until >= plan.date
      ? Math.floor((Date.parse(plan.until) - Date.parse(plan.date)) / (step * 86_400_000)) + 1
      : 0);
  if (count < 2) throw new Refusal('invalid', SERIES_MESSAGES.tooFew);
  return Array.from({ length: Math.min(count, SERIES_MAX) }, (_, k) => addDays(plan.date, k * step));
}

const nearest = (times: string[], asked: string) => {
  const at = slotMinutes(asked)!;
  return [...times]
    .sort(
      (a, b) => Math.abs(slotMinutes(a)! - at) - Math.abs(slotMinutes(b)! - at) || slotMinutes(a)! - slotMinutes(b)!,
    )
    .slice(0, ALTERNATIVES)
    .sort((a, b) => slotMinutes(a)! - slotMinutes(b)!);
};

/** Each visit of the series asked: whether its time is free, and the nearest free times where not. */
export async function planSeries(platform: Platform, plan: SeriesPlanRequest, now: number): Promise<PlannedVisit[]> {
  const listing = await listingOrThrow(platform.db, plan.serviceId, now);
  const option = await optionOrThrow(platform, listing.id, plan.optionId);
  const member = plan.memberId;
  return Promise.all(
    seriesDates(plan).map(async (date) => {
      const times = (await slotsOn(platform.db, listing, option, date, now, member)).map((slot) => slot.time);
      const free = times.includes(plan.time);
      return { date, time: plan.time, free, alternatives: free ? [] : nearest(times, plan.time) };
    }),
  );
}

/** Books the series as chosen (a clash's alternative, a date left out): every visit, or none. */
export async function bookSeries(
  platform: Platform,
  user: User | null,
  asked: SeriesRequest,
  now: number,
  locale: Locale = 'en',
): Promise<{ seriesId: number; bookings: BookingView[] }> {
  if (!user) throw new Refusal('sign-in', SERIES_MESSAGES.signIn);
  const listing = await listingOrThrow(platform.db, asked.serviceId, now);
  if (listing.sellerId === user.id) throw new Refusal('not-allowed', BOOKING_MESSAGES.ownService);
  const option = await optionOrThrow(platform, listing.id, asked.optionId);
  const member = asked.memberId;
  const price = await priceOf(platform.db, listing.id, option, member);
  // A deposit for each visit is a bundle paid ahead, which a series does not take yet.
  if (depositAmount(depositRuleOf(listing), price) !== null) throw new Refusal('conflict', SERIES_MESSAGES.deposit);
  // A class's seats are booked a session at a time (decision 049).
  if ((await classWeekOf(platform.db, listing.id)).length) throw new Refusal('conflict', CLASS_MESSAGES.oneKind);
  const planned = seriesDates(asked);
  const choices = [...asked.choices].sort((a, b) => a.date.localeCompare(b.date));
  if (choices.some((choice, i) => !planned.includes(choice.date) || choices[i - 1]?.date === choice.date))
    throw new Refusal('invalid', SERIES_MESSAGES.notPlanned);
  const checked = await Promise.all(
    choices.map((choice) =>
      checkStart(platform, listing, choice.date, choice.time, now, option.durationMinutes, member, option.name).catch(
        (error: unknown) => {
          if (error instanceof Refusal && error.kind !== 'unavailable') return null;
          throw error;
        },
      ),
    ),
  );
  // Other bookings are counted by the slots, as the plan counts them (the write counts them again).
  const free = await Promise.all(
    choices.map(async (choice) =>
      (await slotsOn(platform.db, listing, option, choice.date, now, member)).some((slot) => slot.time === choice.time),
    ),
  );
  const clashes = choices.filter((_, i) => checked[i] === null || !free[i]).map((choice) => choice.date);
  if (clashes.length)
    throw new Refusal('conflict', { key: SERIES_MESSAGES.notFree, params: { dates: clashes.join(', ') } });
  const settings = checked[0]!.settings;
  const visits = choices.map((choice, i) => ({
    members: checked[i]!.members,
    input: {
      sellerId: listing.sellerId,
      buyerId: user.id,
      serviceId: listing.id,
      serviceName: listing.name,
      date: choice.date,
      time: choice.time,
      startsAt: checked[i]!.startsAt,
      status: 'requested' as const,
      holdExpiresAt: null,
      name: asked.name,
      email: asked.email,
      phoneNumber: asked.phoneNumber,
      message: i === 0 ? (asked.message ?? '') : '',
      locale,
      channel: 'web' as const,
      optionId: option.id,
      optionName: option.name,
      optionPrice: price,
      durationMinutes: option.durationMinutes,
      bufferMinutes: settings.bufferMinutes,
      beforeMinutes: settings.bufferBeforeMinutes,
    },
  }));
  const event = bookingEvent('buyer', 'requested');
  const series = { sellerId: listing.sellerId, serviceId: listing.id, buyerId: user.id, everyWeeks: asked.everyWeeks };
  const actor = { role: 'buyer', id: user.id } as const;
  const rows = await insertSeries(platform.db, series, visits, actor, now, settings.capacity, event).catch(
    (error: unknown) => {
      if (isUniqueViolation(error) || error instanceof SlotTaken)
        throw new Refusal('conflict', BOOKING_MESSAGES.slotTaken);
      throw error;
    },
  );
  const first = await announceBooking(platform, rows[0]!, 'buyer', now, event);
  const rest = await Promise.all(rows.slice(1).map((row) => announceBooking(platform, row, 'buyer', now)));
  return { seriesId: rows[0]!.seriesId!, bookings: [first, ...rest] };
}
