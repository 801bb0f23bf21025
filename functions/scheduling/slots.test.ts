import { afterAll, describe, expect, it } from 'vitest';
import { DAY_PARTS, dayPartOf, nairobiDateKey, slotMinutes } from '#shared/booking-time';
import { nairobiInstant, nairobiIso } from './clock';
import type { WorkingWeek } from '#shared/bookings';
import type { Busy } from '#shared/booking-settings';
import { freeSlots, listingSettings } from './slots';
import { DEFAULT_BOOKING_SETTINGS } from '#shared/booking-settings';

// Noon UTC on Sunday 22 November 2026 is 3:00 PM in Nairobi.
const NOW = Date.UTC(2026, 10, 22, 12, 0);
const MONDAY = '2026-11-23';
const wholeDay = { opens: 7 * 60, closes: 23 * 60 };
// The whole grid every day, no notice and 90 days ahead: what every seller had before decision 042.
const open = {
  week: Array.from({ length: 7 }, () => wholeDay) as WorkingWeek,
  blocked: false,
  busy: [] as Busy[],
  settings: { bufferMinutes: 0, bufferBeforeMinutes: 0, capacity: 1, noticeMinutes: 0, horizonDays: 90 },
};
const nineToFive = { opens: 9 * 60, closes: 17 * 60 };
const weekdaysOnly: WorkingWeek = [null, nineToFive, nineToFive, nineToFive, nineToFive, nineToFive, null];

const originalZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalZone;
});

// Far from Nairobi on both sides of the date line, and Nairobi itself: the answers must not move.
describe.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Africa/Nairobi'])(
  'slots with the process in %s',
  (zone) => {
    it('runs in that zone', () => {
      process.env.TZ = zone;
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    });

    it("offers the spec's 32 slots, 10 morning, 8 afternoon and 14 evening", () => {
      process.env.TZ = zone;
      const slots = freeSlots(MONDAY, open, NOW);
      expect(slots).toHaveLength(32);
      expect(slots[0]).toEqual({ time: '7:00 AM', start: '2026-11-23T07:00:00+03:00' });
      expect(slots.at(-1)).toEqual({ time: '10:30 PM', start: '2026-11-23T22:30:00+03:00' });
      expect(slots.map((slot) => slot.time)).toContain('12:00 PM');
      const counts = DAY_PARTS.map(
        (part) => slots.filter((slot) => dayPartOf(slotMinutes(slot.time)!)?.id === part.id).length,
      );
      expect(counts).toEqual([10, 8, 14]);
    });

    it('turns a Nairobi wall-clock time into one instant', () => {
      process.env.TZ = zone;
      expect(nairobiInstant(MONDAY, 9 * 60)).toBe(Date.UTC(2026, 10, 23, 6, 0));
      expect(nairobiIso(Date.UTC(2026, 10, 23, 21, 30))).toBe('2026-11-24T00:30:00+03:00');
      expect(nairobiDateKey(Date.UTC(2026, 10, 23, 21, 30))).toBe('2026-11-24');
      expect(new Date(freeSlots(MONDAY, open, NOW)[4]!.start).getTime()).toBe(Date.UTC(2026, 10, 23, 6, 0));
    });

    it("keeps to the seller's working hours and closed days", () => {
      process.env.TZ = zone;
      const week = { ...open, week: weekdaysOnly };
      const monday = freeSlots(MONDAY, week, NOW);
      expect(monday).toHaveLength(16);
      expect(monday[0]!.time).toBe('9:00 AM');
      expect(monday.at(-1)!.time).toBe('4:30 PM');
      expect(freeSlots('2026-11-28', week, NOW)).toEqual([]); // Saturday
      expect(freeSlots('2026-11-29', week, NOW)).toEqual([]); // Sunday
    });

    it('offers nothing on a blocked date', () => {
      process.env.TZ = zone;
      expect(freeSlots(MONDAY, { ...open, blocked: true }, NOW)).toEqual([]);
    });

    it('leaves out times that have begun, judged by the clock in Nairobi', () => {
      process.env.TZ = zone;
      const today = freeSlots('2026-11-22', open, NOW);
      expect(today[0]!.time).toBe('3:30 PM');
      expect(today).toHaveLength(15);
      // At 11:59 PM UTC on the 22nd it is already the 23rd in Nairobi, 2:59 AM: the whole day is ahead.
      expect(freeSlots(MONDAY, open, Date.UTC(2026, 10, 22, 23, 59))).toHaveLength(32);
      expect(freeSlots('2026-11-22', open, Date.UTC(2026, 10, 22, 23, 59))).toEqual([]);
    });

    it('leaves out taken slots, past dates and dates beyond the horizon', () => {
      process.env.TZ = zone;
      const nine = nairobiInstant(MONDAY, 9 * 60);
      const slots = freeSlots(MONDAY, { ...open, busy: [{ blocksFrom: nine, blocksUntil: nine + 30 * 60_000 }] }, NOW);
      expect(slots).toHaveLength(31);
      expect(slots.map((slot) => slot.time)).not.toContain('9:00 AM');
      expect(freeSlots('2026-11-21', open, NOW)).toEqual([]);
      expect(freeSlots('2027-02-20', open, NOW)).toHaveLength(32);
      expect(freeSlots('2027-02-21', open, NOW)).toEqual([]);
    });

    const at = (minutes: number) => nairobiInstant(MONDAY, minutes);
    const times = (availability: Parameters<typeof freeSlots>[1], now = NOW) =>
      freeSlots(MONDAY, availability, now).map((slot) => slot.time);

    it('offers a long service only where all of it fits in the hours, across the parts of the day', () => {
      process.env.TZ = zone;
      // Three hours from 9:00 to 17:00: the last start is 2:00 PM, and 11:00 AM runs into the afternoon.
      const threeHours = times({ ...open, week: weekdaysOnly, durationMinutes: 180 });
      expect(threeHours[0]).toBe('9:00 AM');
      expect(threeHours.at(-1)).toBe('2:00 PM');
      expect(threeHours).toContain('11:00 AM');
      expect(threeHours).not.toContain('2:30 PM');
      // Ten hours do not fit in an eight-hour day at all.
      expect(times({ ...open, week: weekdaysOnly, durationMinutes: 600 })).toEqual([]);
      // An evening start that would run past 11:00 PM closing is not offered.
      expect(times({ ...open, durationMinutes: 90 }).at(-1)).toBe('9:30 PM');
    });

    it("keeps a booking's whole time and the seller's buffer after it, on any of their listings", () => {
      process.env.TZ = zone;
      // A booking 10:00–12:00 with a 30-minute buffer holds the seller until 12:30.
      const busy = [{ blocksFrom: at(10 * 60), blocksUntil: at(12 * 60 + 30) }];
      const settings = { bufferMinutes: 30, bufferBeforeMinutes: 0, capacity: 1, noticeMinutes: 0, horizonDays: 90 };
      const hour = times({ ...open, busy, settings, durationMinutes: 60 });
      // 9:00 would end at 10:00 and rest until 10:30, into the booking; 8:30 ends 9:30, rests to 10:00: fine.
      expect(hour).toContain('8:30 AM');
      expect(hour).not.toContain('9:00 AM');
      expect(hour).not.toContain('12:00 PM');
      expect(hour).toContain('12:30 PM');
    });

    it('lets a seller with two chairs take two clients at once, and no third', () => {
      process.env.TZ = zone;
      const one = { blocksFrom: at(10 * 60), blocksUntil: at(11 * 60) };
      const settings = { bufferMinutes: 0, bufferBeforeMinutes: 0, capacity: 2, noticeMinutes: 0, horizonDays: 90 };
      expect(times({ ...open, busy: [one], settings })).toContain('10:00 AM');
      expect(times({ ...open, busy: [one, one], settings })).not.toContain('10:00 AM');
      expect(times({ ...open, busy: [one, one], settings })).toContain('11:00 AM');
    });

    it("keeps the seller's minimum notice and their own horizon", () => {
      process.env.TZ = zone;
      // Noon UTC on Sunday is 3:00 PM in Nairobi: with two hours' notice the first slot is 5:00 PM.
      const notice = { bufferMinutes: 0, bufferBeforeMinutes: 0, capacity: 1, noticeMinutes: 120, horizonDays: 90 };
      expect(freeSlots('2026-11-22', { ...open, settings: notice }, NOW)[0]!.time).toBe('5:00 PM');
      const week = { bufferMinutes: 0, bufferBeforeMinutes: 0, capacity: 1, noticeMinutes: 0, horizonDays: 7 };
      expect(freeSlots('2026-11-29', { ...open, settings: week }, NOW)).toHaveLength(32);
      expect(freeSlots('2026-11-30', { ...open, settings: week }, NOW)).toEqual([]);
    });
    it('gives a seller who never set hours the ordinary week: Monday to Saturday, 8:00 to 18:00', () => {
      process.env.TZ = zone;
      const ordinary = { week: null, blocked: false, busy: [] as Busy[] };
      const monday = freeSlots(MONDAY, ordinary, NOW).map((slot) => slot.time);
      expect(monday[0]).toBe('8:00 AM');
      expect(monday.at(-1)).toBe('5:30 PM');
      expect(monday).toHaveLength(20);
      expect(freeSlots('2026-11-29', ordinary, NOW)).toEqual([]); // Sunday
    });

    it('gives a new seller two hours of notice and 60 days ahead', () => {
      process.env.TZ = zone;
      const ordinary = { week: null, blocked: false, busy: [] as Busy[], settings: DEFAULT_BOOKING_SETTINGS };
      // 3:00 PM on Sunday: Monday is whole; today would start at 5:00 PM, but Sunday is closed.
      expect(freeSlots(MONDAY, ordinary, NOW)).toHaveLength(20);
      expect(freeSlots('2027-01-21', ordinary, NOW)).toHaveLength(20); // a Thursday, day 60
      expect(freeSlots('2027-01-22', ordinary, NOW)).toEqual([]);
      const monday8am = Date.UTC(2026, 10, 23, 5, 0);
      expect(freeSlots(MONDAY, ordinary, monday8am)[0]!.time).toBe('10:00 AM');
    });

    it('keeps the time before a booking free as well as the time after it', () => {
      process.env.TZ = zone;
      // A booking 10:00–11:00 that needs 30 minutes before it holds the seller from 9:30.
      const busy = [{ blocksFrom: at(9 * 60 + 30), blocksUntil: at(11 * 60) }];
      expect(times({ ...open, busy })).not.toContain('9:30 AM');
      expect(times({ ...open, busy })).toContain('9:00 AM');
      // A new hour-long booking needing 30 minutes before it cannot start until 11:30.
      const before = { ...open.settings, bufferBeforeMinutes: 30 };
      const hour = times({ ...open, busy, settings: before, durationMinutes: 60 });
      expect(hour).not.toContain('11:00 AM');
      expect(hour).toContain('11:30 AM');
      expect(hour).toContain('8:30 AM');
    });
  },
);

describe('listingSettings', () => {
  const seller = { ...DEFAULT_BOOKING_SETTINGS, bufferMinutes: 15, capacity: 3 };
  const plain = { depositType: null, depositValue: null };

  it("follows the seller's settings where the listing has no rules of its own", () => {
    expect(listingSettings(seller, plain)).toEqual(seller);
    expect(listingSettings(seller, null)).toEqual(seller);
  });

  it("puts the listing's own notice, buffers and horizon over the seller's, keeping their chairs", () => {
    const own = { ...plain, noticeMinutes: 0, bufferBeforeMinutes: 10, bufferAfterMinutes: 0, horizonDays: 14 };
    expect(listingSettings(seller, own)).toEqual({
      bufferMinutes: 0,
      bufferBeforeMinutes: 10,
      capacity: 3,
      noticeMinutes: 0,
      horizonDays: 14,
    });
  });

  it("never lets a deposit's listing be booked sooner than the refund cut-off", () => {
    const deposit = { depositType: 'fixed', depositValue: 500, noticeMinutes: 60 };
    expect(listingSettings(seller, deposit).noticeMinutes).toBe(24 * 60);
  });
});
