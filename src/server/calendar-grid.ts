/**
 * The calendar as a table (decision 045): a row per half hour down the side, a column per member
 * or day, and each booking or blocked time a cell spanning the rows of its duration. Those whose
 * rows meet share one cell, side by side, so a double booking is seen and no row loses a cell.
 */
import { nairobiInstant } from '#functions/scheduling/clock';
import type { Calendar, CalendarBooking, CalendarColumn } from '#functions/team/calendar';
import type { TimeBlock } from '#shared/calendar';

/** What a cell holds: bookings, and time kept from clients. */
export type GridItem = { kind: 'booking'; booking: CalendarBooking } | { kind: 'block'; block: TimeBlock };
const spanOf = (item: GridItem) => (item.kind === 'booking' ? item.booking : item.block);

export const ROW_MINUTES = 30;
/** The hours shown when nothing is open or booked. */
const PLAIN_DAY = { from: 9 * 60, to: 18 * 60 };

export type GridCell =
  | { kind: 'free'; start: number; open: boolean }
  | { kind: 'booked'; start: number; rows: number; items: GridItem[] }
  | { kind: 'covered' };

export interface GridRow {
  /** Minutes after midnight the row starts at. */
  start: number;
  cells: GridCell[];
}

/** A column's items, bookings and blocked time, in order. */
const itemsOf = (column: CalendarColumn): GridItem[] =>
  [
    ...column.bookings.map((booking) => ({ kind: 'booking' as const, booking })),
    ...column.blocks.map((block) => ({ kind: 'block' as const, block })),
  ].sort((a, b) => spanOf(a).startsAt - spanOf(b).startsAt);

/** An item's minutes after its column's midnight: from its start to its end. */
const minutesOf = (column: CalendarColumn, item: GridItem) => {
  const midnight = nairobiInstant(column.date, 0);
  const { startsAt, endsAt } = spanOf(item);
  return { from: (startsAt - midnight) / 60_000, to: (endsAt - midnight) / 60_000 };
};

/** The hours the grid runs over: every column's open hours and bookings, in whole hours. */
export function gridSpan(calendar: Calendar): { from: number; to: number } {
  const starts: number[] = [];
  const ends: number[] = [];
  for (const column of calendar.columns) {
    const spans = itemsOf(column).map((item) => minutesOf(column, item));
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
  const runs: Array<{ first: number; end: number; items: GridItem[] }> = [];
  const placed = itemsOf(column)
    .map((item) => {
      const { from, to } = minutesOf(column, item);
      const first = Math.min(last - 1, Math.max(0, Math.floor((from - span.from) / ROW_MINUTES)));
      const end = Math.max(first + 1, Math.min(last, Math.ceil((to - span.from) / ROW_MINUTES)));
      return { first, end, item };
    })
    .sort((a, b) => a.first - b.first);
  for (const { first, end, item } of placed) {
    const run = runs.at(-1);
    if (run && first < run.end) {
      run.end = Math.max(run.end, end);
      run.items.push(item);
    } else runs.push({ first, end, items: [item] });
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
            ? { kind: 'booked', start, rows: run.end - run.first, items: run.items }
            : { kind: 'covered' },
      );
    }
  }
  return rows;
}
