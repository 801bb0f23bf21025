/**
 * A series' rows (decision 047): every visit written in one transaction with the series, each
 * checked as a booking's write checks it.
 */
import type { Database } from '#functions/db/client';
import { bookingSeries } from '#functions/db/schema/bookings';
import { enqueue } from '#functions/jobs/queue';
import { eventJob, type BookingEvent } from './event-jobs';
import { insertIn, type BookingInput, type BookingRow } from './repository';
import type { Actor } from './status-change-repository';

export async function insertSeries(
  db: Database,
  series: { sellerId: string; serviceId: number; buyerId: string | null; everyWeeks: number },
  visits: Array<{ input: BookingInput; members: number[] | null }>,
  actor: Actor,
  at: number,
  capacity: number,
  /** What the first visit sets off: the provider hears of the series once. */
  event?: BookingEvent,
): Promise<BookingRow[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookingSeries)
      .values({ ...series, visits: visits.length, createdAt: at })
      .returning({ id: bookingSeries.id });
    const rows: BookingRow[] = [];
    for (const { input, members } of visits)
      rows.push(await insertIn(tx, { ...input, seriesId: row!.id }, actor, at, capacity, members));
    if (event) await enqueue(tx, eventJob(event, rows[0]!.id, at));
    return rows;
  });
}
