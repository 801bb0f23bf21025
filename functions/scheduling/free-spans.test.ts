import { describe, expect, it } from 'vitest';
import { nairobiInstant } from './clock';
import { freeStretches, unionOf } from './free-spans';
import type { WorkingWeek } from '#shared/bookings';

const date = '2026-12-05'; // a Saturday
const at = (hhmm: string) => nairobiInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)));
const busy = (from: string, to: string) => ({ blocksFrom: at(from), blocksUntil: at(to) });
const saturday: WorkingWeek = [null, null, null, null, null, null, { opens: 9 * 60, closes: 17 * 60 }];

describe('freeStretches', () => {
  it('is the day’s hours less what the bookings take, for a chair taking one client', () => {
    const chair = {
      week: saturday,
      blocked: false,
      capacity: 1,
      busy: [busy('10:00', '11:30'), busy('11:30', '12:00')],
    };
    expect(freeStretches(date, chair)).toEqual([
      [540, 600],
      [720, 1020],
    ]);
  });

  it('keeps time free until as many bookings overlap as the chair takes at once', () => {
    const chair = {
      week: saturday,
      blocked: false,
      capacity: 2,
      busy: [busy('10:00', '12:00'), busy('11:00', '13:00')],
    };
    expect(freeStretches(date, chair)).toEqual([
      [540, 660],
      [720, 1020],
    ]);
  });

  it('has nothing on a closed weekday or a day off, and clips bookings to the hours', () => {
    expect(freeStretches('2026-12-06', { week: saturday, blocked: false, capacity: 1, busy: [] })).toEqual([]);
    expect(freeStretches(date, { week: saturday, blocked: true, capacity: 1, busy: [] })).toEqual([]);
    expect(
      freeStretches(date, {
        week: saturday,
        blocked: false,
        capacity: 1,
        busy: [busy('07:00', '09:30'), busy('16:30', '19:00')],
      }),
    ).toEqual([[570, 990]]);
  });
});

describe('unionOf', () => {
  it('joins the stretches of a listing’s chairs where they overlap or touch, in order', () => {
    expect(
      unionOf([
        [600, 660],
        [540, 600],
        [700, 800],
        [750, 780],
        [900, 960],
      ]),
    ).toEqual([
      [540, 660],
      [700, 800],
      [900, 960],
    ]);
  });
});
