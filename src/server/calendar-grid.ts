/**
 * The calendar as a table (decision 045): a row per half hour down the side, a column per member
 * or day, and each booking a cell spanning the rows of its duration. Bookings whose rows meet
 * share one cell, side by side, so a double booking is seen and no row loses a cell.
 */
import { nairobiInstant } from '#functions/scheduling/clock';
import type { Calendar, CalendarBooking, CalendarColumn } from '#functions/team/calendar';

export const ROW_MINUTES = 30;
/** The hours shown when nothing is open or booked. */
const PLAIN_DAY = { from: 9 * 60, to: 18 * 60 };

export type GridCell =
  | { kind: 'free'; start: number; open: boolean }
  | { kind: 'booked'; start: number; rows: number; bookings: CalendarBooking[] }
  | { kind: 'covered' };

export interface GridRow {
  /** Minutes after midnight the row starts at. */
  start: number;
  cells: GridCell[];
}

/** A booking's minutes after its column's midnight: from its start to its end. */
const minutesOf = (column: CalendarColumn, booking: CalendarBooking) => {
  const midnight = nairobiInstant(column.date, 0);
  return { from: (booking.startsAt - midnight) / 60_000, to: (booking.endsAt - midnight) / 60_000 };
};

/** The hours the grid runs over: every column's open hours and bookings, in whole hours. */
export function gridSpan(calendar: Calendar): { from: number; to: number } {
  const starts: number[] = [];
  const ends: number[] = [];
  for (const column of calendar.columns) {
    const spans = column.bookings.map((booking) => minutesOf(column, booking));
    if (column.hours) spans.push({ from: column.hours.opens, to: column.hours.closes });
    for (const { from, to } of spans) {
      starts.push(from);
      ends.push(to);
    }
  }
  if (starts.length === 0) return PLAIN_DAY;
  return {
    from: Math.max(0, Math.floor(Math.min(...starts) / 60) * 60),
    to: Math.min(24 * 60, Math.ceil(Math.max(...ends) / 60) * 60),
  };
}

/** A column's bookings as runs of rows: those whose rows meet in one run. */
function runsOf(column: CalendarColumn, span: { from: number; to: number }) {
  const last = (span.to - span.from) / ROW_MINUTES;
  const runs: Array<{ first: number; end: number; bookings: CalendarBooking[] }> = [];
  const placed = column.bookings
    .map((booking) => {
      const { from, to } = minutesOf(column, booking);
      const first = Math.min(last - 1, Math.max(0, Math.floor((from - span.from) / ROW_MINUTES)));
      const end = Math.max(first + 1, Math.min(last, Math.ceil((to - span.from) / ROW_MINUTES)));
      return { first, end, booking };
    })
    .sort((a, b) => a.first - b.first || a.booking.startsAt - b.booking.startsAt);
  for (const { first, end, booking } of placed) {
    const run = runs.at(-1);
    if (run && first < run.end) {
      run.end = Math.max(run.end, end);
      run.bookings.push(booking);
    } else runs.push({ first, end, bookings: [booking] });
  }
  return runs;
}

/** The table's rows: in each, a cell per column, or none where a booking above spans it. */
export function gridRows(calendar: Calendar, span = gridSpan(calendar)): GridRow[] {
  const count = (span.to - span.from) / ROW_MINUTES;
  const rows: GridRow[] = Array.from({ length: count }, (_, i) => ({ start: span.from + i * ROW_MINUTES, cells: [] }));
  for (const column of calendar.columns) {
    const runs = runsOf(column, span);
    for (let i = 0; i < count; i++) {
      const start = span.from + i * ROW_MINUTES;
      const run = runs.find((r) => r.first <= i && i < r.end);
      const open = column.hours !== null && start >= column.hours.opens && start < column.hours.closes;
      rows[i]!.cells.push(
        !run
          ? { kind: 'free', start, open }
          : run.first === i
            ? { kind: 'booked', start, rows: run.end - run.first, bookings: run.bookings }
            : { kind: 'covered' },
      );
    }
  }
  return rows;
}
