import { describe, expect, it } from 'vitest';
import { nairobiInstant } from '#functions/scheduling/clock';
import type { Calendar, CalendarBooking } from '#functions/team/calendar';
import { gridRows, gridSpan } from './calendar-grid';

const DATE = '2026-12-01';
const booking = (id: number, from: number, to: number): CalendarBooking => ({
  id,
  memberId: null,
  startsAt: nairobiInstant(DATE, from),
  endsAt: nairobiInstant(DATE, to),
  time: '',
  status: 'confirmed',
  serviceName: 'Braids',
  optionName: null,
  seats: null,
  name: 'Wairimu',
  phoneNumber: '',
  actions: [],
});
const calendar = (columns: Array<{ opens: number; closes: number; bookings: CalendarBooking[] }>): Calendar => ({
  view: 'day',
  date: DATE,
  business: 'Glow',
  own: false,
  members: [],
  member: null,
  listings: [],
  columns: columns.map(({ opens, closes, bookings }, i) => ({
    date: DATE,
    memberId: String(i + 1),
    name: `M${i}`,
    hours: { opens, closes },
    bookings,
    blocks: [],
  })),
});

describe('the calendar grid', () => {
  it('runs from the earliest opening or booking to the latest, in whole hours', () => {
    expect(
      gridSpan(calendar([{ opens: 9 * 60, closes: 17 * 60, bookings: [booking(1, 8 * 60 + 30, 9 * 60)] }])),
    ).toEqual({ from: 8 * 60, to: 17 * 60 });
    expect(gridSpan({ ...calendar([]), columns: [] })).toEqual({ from: 9 * 60, to: 18 * 60 });
  });

  it('gives each row one cell per column, a booking spanning its rows and those that meet sharing one', () => {
    const grid = calendar([
      {
        opens: 9 * 60,
        closes: 12 * 60,
        bookings: [booking(1, 9 * 60, 10 * 60), booking(2, 9 * 60 + 45, 10 * 60 + 15)],
      },
      { opens: 10 * 60, closes: 12 * 60, bookings: [booking(3, 11 * 60, 11 * 60 + 30)] },
    ]);
    const rows = gridRows(grid);
    expect(rows.map((row) => row.start)).toEqual([540, 570, 600, 630, 660, 690]);
    const first = rows[0]!.cells[0]!;
    expect(first).toMatchObject({ kind: 'booked', rows: 3 });
    expect(first.kind === 'booked' && first.items.map((item) => item.kind === 'booking' && item.booking.id)).toEqual([
      1, 2,
    ]);
    expect(rows.slice(1, 3).map((row) => row.cells[0]!.kind)).toEqual(['covered', 'covered']);
    expect(rows[0]!.cells[1]).toMatchObject({ kind: 'free', open: false });
    expect(rows[4]!.cells[1]).toMatchObject({ kind: 'booked', rows: 1 });
    // Every row's cells and the spans above it make one cell per column.
    const spans = [0, 0];
    for (const row of rows) {
      row.cells.forEach((cell, i) => {
        if (cell.kind === 'covered') expect(spans[i]).toBeGreaterThan(0);
        else expect(spans[i]).toBe(0);
        spans[i] = cell.kind === 'booked' ? cell.rows - 1 : Math.max(0, spans[i]! - 1);
      });
    }
  });
});
