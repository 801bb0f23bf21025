import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { slotsOf } from '#functions/bookings/availability';
import { addBlockedDate, saveWeek } from '#functions/scheduling/hours-repository';
import { createTestPlatform } from '../../tests/support/test-platform';
import { browse, search } from './service';

/** "Open on {day}" checked against the slots the booking dialog would offer. */
const platform = createTestPlatform();
afterAll(() => platform.close());
const now = Date.now();

async function everyPage(read: (cursor?: string) => Promise<{ items: { id: number }[]; next: string | null }>) {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    ids.push(...page.items.map((item) => String(item.id)));
    cursor = page.next ?? undefined;
  } while (cursor);
  return ids;
}

describe('open on a day', () => {
  it('lists exactly the listings with a free slot that day, by the dialog’s own slot rules', async () => {
    const day = addDays(nairobiDateKey(now), 2);
    const sellers = await platform.db.all<{ id: string }>(
      sql`SELECT DISTINCT seller_id AS id FROM services WHERE live_until > ${now} ORDER BY seller_id LIMIT 3`,
    );
    // One seller takes the day off, another does not work that weekday at all.
    await addBlockedDate(platform.db, sellers[0]!.id, day);
    await saveWeek(platform.db, sellers[1]!.id, [null, null, null, null, null, null, null]);

    const live = await platform.db.all<{ id: number }>(sql`SELECT id FROM services WHERE live_until > ${now}`);
    const expected: string[] = [];
    for (const { id } of live)
      if ((await slotsOf(platform, String(id), day, now)).length > 0) expected.push(String(id));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(live.length);

    const shown = await everyPage((cursor) => browse(platform.db, { day }, { page: 1, limit: 7, cursor }, now));
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown].sort()).toEqual([...expected].sort());

    const braids = await everyPage((cursor) =>
      search(platform.db, 'braids', { day }, { page: 1, limit: 5, cursor }, now),
    );
    for (const id of braids) expect(expected).toContain(id);
  });

  it('shows nothing open on a day already past', async () => {
    const page = await browse(platform.db, { day: addDays(nairobiDateKey(now), -1) }, { page: 1, limit: 10 }, now);
    expect(page.items).toEqual([]);
  });
});
