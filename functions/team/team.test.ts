import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bookings } from '#functions/db/schema/bookings';
import { optionsOf } from '#functions/catalogue/repository';
import { openOn } from '#functions/scheduling/open-on';
import { createTestApp } from '../../tests/support/test-platform';
import { bookingHelpers } from '../../tests/support/bookings';

/**
 * A salon's team: members with their own listings, hours and days off; slots as the
 * union of their free times; a booking given to the member chosen or to the first free one, in
 * the write that checks overlap, so 50 racers for one time fill exactly the members free then.
 */
const t = createTestApp({ RATE_LIMIT_SCALE: '100' });
const b = bookingHelpers(t);
afterAll(() => t.platform.close());

const slotTimes = async (serviceId: number, date: string, member?: string) =>
  (
    (await (
      await t.get(`/api/services/${serviceId}/slots?date=${date}${member ? `&member=${member}` : ''}`)
    ).json()) as { time: string }[]
  ).map((slot) => slot.time);

/** A salon: a seller with a listing and `names` members performing it. */
async function salon(names: string[]) {
  const seller = await b.sellerWithListing();
  let team: { id: string; name: string }[] = [];
  for (const name of names) {
    const added = await t.request('POST', '/api/me/team', { name }, seller.auth);
    expect(added.status).toBe(201);
    team = await added.json();
  }
  return { seller, team };
}

describe("a salon's team", () => {
  it('offers its members to clients, and a member with their own hours only in those hours', async () => {
    const { seller, team } = await salon(['Wanjiku', 'Akoth']);
    const members = await (await t.get(`/api/services/${seller.serviceId}/members`)).json();
    expect(members.map((member: { name: string }) => member.name)).toEqual(['Wanjiku', 'Akoth']);
    // Akoth works afternoons only, every day.
    const afternoons = Array.from({ length: 7 }, () => ({ opens: 14 * 60, closes: 18 * 60 }));
    const changed = await t.request(
      'PUT',
      `/api/me/team/${team[1]!.id}`,
      { name: 'Akoth', week: afternoons },
      seller.auth,
    );
    expect(changed.status).toBe(200);
    const date = b.dayAhead(4);
    const akoth = await slotTimes(seller.serviceId, date, team[1]!.id);
    expect(akoth[0]).toBe('2:00 PM');
    expect(akoth).not.toContain('9:00 AM');
    expect(await slotTimes(seller.serviceId, date)).toContain('9:00 AM');
    // Wanjiku takes that day off: only Akoth's afternoon is left.
    expect((await t.request('POST', `/api/me/team/${team[0]!.id}/days-off`, { date }, seller.auth)).status).toBe(200);
    expect(await slotTimes(seller.serviceId, date)).toEqual(akoth);
    expect(await slotTimes(seller.serviceId, date, team[0]!.id)).toEqual([]);
  });

  it('gives 50 racers for one time to exactly its 4 members, none of them twice', async () => {
    const { seller, team } = await salon(['Wanjiku', 'Akoth', 'Njeri', 'Halima']);
    const date = b.dayAhead(5);
    const racers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        b.book(
          b.appointment({
            serviceId: seller.serviceId,
            date,
            time: '10:00 AM',
            email: `racer${i}@example.com`,
            memberId: 'any',
          }),
        ),
      ),
    );
    const statuses = racers.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    const made = await t.platform.db
      .select({ memberId: bookings.memberId })
      .from(bookings)
      .where(and(eq(bookings.serviceId, seller.serviceId), isNotNull(bookings.memberId)));
    expect(made.map((row) => String(row.memberId)).sort()).toEqual(team.map((member) => member.id).sort());
    expect(await slotTimes(seller.serviceId, date)).not.toContain('10:00 AM');
  });

  it('books the member chosen, and refuses them when they are taken while others are free', async () => {
    const { seller, team } = await salon(['Wanjiku', 'Akoth']);
    const date = b.dayAhead(6);
    const first = await b.book(
      b.appointment({ serviceId: seller.serviceId, date, time: '11:00 AM', memberId: team[1]!.id }),
    );
    expect(first.status).toBe(201);
    const again = await b.book(
      b.appointment({
        serviceId: seller.serviceId,
        date,
        time: '11:00 AM',
        memberId: team[1]!.id,
        email: 'b@example.com',
      }),
    );
    expect(again.status).toBe(409);
    expect(await slotTimes(seller.serviceId, date, team[1]!.id)).not.toContain('11:00 AM');
    expect(await slotTimes(seller.serviceId, date, team[0]!.id)).toContain('11:00 AM');
    const anyone = await b.book(
      b.appointment({ serviceId: seller.serviceId, date, time: '11:00 AM', memberId: 'any', email: 'c@example.com' }),
    );
    expect(anyone.status).toBe(201);
    const rows = await t.platform.db.select().from(bookings).where(eq(bookings.serviceId, seller.serviceId));
    expect(rows.map((row) => String(row.memberId)).sort()).toEqual([team[0]!.id, team[1]!.id].sort());
  });

  it('refuses another seller, a listing not their own, and a member who does not perform the listing', async () => {
    const { seller, team } = await salon(['Wanjiku']);
    const other = await b.sellerWithListing();
    expect((await t.request('PUT', `/api/me/team/${team[0]!.id}`, { name: 'Taken' }, other.auth)).status).toBe(404);
    const foreign = await t.request(
      'POST',
      '/api/me/team',
      { name: 'Zawadi', serviceIds: [other.serviceId] },
      seller.auth,
    );
    expect(foreign.status).toBe(400);
    const buyer = await b.signUp('buyer');
    expect((await t.request('GET', '/api/me/team', undefined, buyer.auth)).status).toBe(403);
    const stranger = await b.book(b.appointment({ serviceId: seller.serviceId, memberId: '999999' }));
    expect(stranger.status).toBe(404);
  });

  it('shows a salon "open on" a day while one member is free, and closed when every member is off', async () => {
    const { seller, team } = await salon(['Wanjiku', 'Akoth']);
    const date = b.dayAhead(9);
    const [option] = await optionsOf(t.platform.db, seller.serviceId);
    const listing = [{ id: seller.serviceId, sellerId: seller.id, option, depositType: null, depositValue: null }];
    await t.request('POST', `/api/me/team/${team[0]!.id}/days-off`, { date }, seller.auth);
    expect([...(await openOn(t.platform.db, listing, date, Date.now()))]).toEqual([seller.serviceId]);
    await t.request('POST', `/api/me/team/${team[1]!.id}/days-off`, { date }, seller.auth);
    expect([...(await openOn(t.platform.db, listing, date, Date.now()))]).toEqual([]);
    expect([...(await openOn(t.platform.db, listing, b.dayAhead(10), Date.now()))]).toEqual([seller.serviceId]);
  });

  it('leaves a one-person business as it was: no members, the seller takes the booking', async () => {
    const seller = await b.sellerWithListing();
    expect(await (await t.get(`/api/services/${seller.serviceId}/members`)).json()).toEqual([]);
    const booked = await b.book(b.appointment({ serviceId: seller.serviceId, time: '2:00 PM' }));
    expect(booked.status).toBe(201);
    const [row] = await t.platform.db.select().from(bookings).where(eq(bookings.serviceId, seller.serviceId));
    expect(row!.memberId).toBeNull();
  });
});
