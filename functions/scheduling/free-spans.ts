/**
 * Free fits (decision 041): for each listing and day, the stretches in which one of its chairs is
 * free: the union of its chairs' stretches of hours in which fewer firm bookings overlap than the
 * chair takes at once. The search filters on them in SQL and then asks freeSlots for the exact
 * starts, so a fit only has to be wider than the rule, never narrower: held requests (which lapse
 * on their own), notice, buffers and the grid are left to freeSlots.
 */
import { addDays, nairobiDateKey } from '#shared/booking-time';
import type { Database } from '#functions/db/client';
import { nairobiInstant } from './clock';
import { hoursOn } from './slots';
import * as spans from './free-spans-repository';
import type { ChairDay, FitRow } from './free-spans-repository';

/** How many days ahead fits are kept: a search further ahead weighs every listing. */
export const SPAN_DAYS = 31;
/** Seller days worked out per transaction, so a sweep never holds the writers long. */
const BATCH = 40;
/** How often the days ahead are added: once an hour in each process is plenty for a new day or seller. */
const ADD_DAYS_MS = 3_600_000;
let addedAt = -Infinity;

/** The free stretches of a chair's day, as [opens, closes) minutes after midnight. */
export function freeStretches(date: string, chair: ChairDay): Array<[number, number]> {
  const hours = chair.blocked ? null : hoursOn(date, chair.week);
  if (!hours || hours.closes <= hours.opens) return [];
  const midnight = nairobiInstant(date, 0);
  const minute = (at: number) => Math.min(hours.closes, Math.max(hours.opens, (at - midnight) / 60_000));
  const edges: Array<[number, number]> = [];
  for (const { blocksFrom, blocksUntil, whole } of chair.busy) {
    const from = minute(blocksFrom);
    const to = minute(blocksUntil);
    // Blocked time fills the chair, however many it takes at once.
    const places = whole ? chair.capacity : 1;
    if (to > from) edges.push([from, places], [to, -places]);
  }
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const free: Array<[number, number]> = [];
  let held = 0;
  let at = hours.opens;
  for (const [point, change] of [...edges, [hours.closes, 0] as [number, number]]) {
    if (point > at && held < chair.capacity) {
      const last = free.at(-1);
      if (last && last[1] === at) last[1] = point;
      else free.push([at, point]);
    }
    at = Math.max(at, point);
    held += change;
  }
  return free.map(([opens, closes]) => [Math.floor(opens), Math.ceil(closes)]);
}

/** The union of stretches, as disjoint [opens, closes) in order. */
export function unionOf(stretches: Array<[number, number]>): Array<[number, number]> {
  const merged: Array<[number, number]> = [];
  for (const [opens, closes] of [...stretches].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && opens <= last[1]) last[1] = Math.max(last[1], closes);
    else merged.push([opens, closes]);
  }
  return merged;
}

type Chairs = Awaited<ReturnType<typeof spans.chairsOf>>;

/** A seller day's fits: each listing's stretches, from the stretches of the chairs that do it. */
function fitsOf(data: Chairs, sellerId: string, date: string): FitRow[] {
  const free = new Map(
    data.chairsOn(sellerId, date).map(({ memberId, chair }) => [memberId, freeStretches(date, chair)]),
  );
  return data.listingsOf(sellerId).flatMap(({ id, length, chairs }) =>
    unionOf(chairs.flatMap((chair) => free.get(chair) ?? [])).map(([opens, closes]) => ({
      serviceId: id,
      sellerId,
      date,
      opens,
      closes,
      latest: closes - length,
    })),
  );
}

/**
 * Brings the fits up to date: days that have passed go, the days ahead of every seller with a
 * listing are added (stale until worked out), and stale days are worked out again, BATCH seller
 * days per transaction, at most `limit` in all. Each batch reads and writes inside one
 * transaction, so no booking can slip between what it read and the spans it wrote. Returns how
 * many days it worked out.
 */
export async function refreshFreeSpans(db: Database, now: number, limit = 2000): Promise<number> {
  const today = nairobiDateKey(now);
  if (now - addedAt >= ADD_DAYS_MS || now < addedAt) {
    await spans.forgetBefore(db, today);
    await spans.addSellerDays(db, today, addDays(today, SPAN_DAYS - 1), now);
    addedAt = now;
  }
  let done = 0;
  while (done < limit) {
    const worked = await db.transaction(async (tx) => {
      const stale = await spans.staleDays(tx, today, Math.min(BATCH, limit - done));
      if (stale.length === 0) return 0;
      const data = await spans.chairsOf(tx, stale);
      await spans.replaceDays(
        tx,
        stale,
        stale.flatMap(({ sellerId, date }) => fitsOf(data, sellerId, date)),
      );
      return stale.length;
    });
    if (worked === 0) break;
    done += worked;
  }
  return done;
}
