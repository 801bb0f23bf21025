import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { bookings } from '#functions/db/schema/bookings';
import { teamMembers } from '#functions/db/schema/team';
import { createTestApp } from '../../tests/support/test-platform';
import { teamHelpers } from '../../tests/support/team';
import { bookingHelpers } from '../../tests/support/bookings';

/**
 * The team page's forms, members' own prices, members who sign in to their own day, and each
 * member's calendar feed.
 */
const t = createTestApp({ RATE_LIMIT_SCALE: '100' });
const b = bookingHelpers(t);
afterAll(() => t.platform.close());

const { postFields, teamOf } = teamHelpers(t);

describe("the team page's forms", () => {
  it('adds and changes a member, their hours, prices and days off, and says what stopped a change', async () => {
    const seller = await b.sellerWithListing();
    const [option] = (await (await t.get(`/api/services/${seller.serviceId}/options`)).json()) as Array<{
      name: string;
    }>;
    const added = await postFields(
      '/api/me/team',
      [
        ['new', '1'],
        ['return', '/account/team#add'],
        ['name', 'Wanjiku'],
        ['serviceIds', String(seller.serviceId)],
        ['hours', 'own'],
        ...Array.from({ length: 7 }, (_, day): Array<[string, string]> => [
          [`opens-${day}`, day === 0 ? '' : '600'],
          [`closes-${day}`, '960'],
        ]).flat(),
        [`price-${seller.serviceId}-${option!.name}`, '3500'],
      ],
      seller.auth,
    );
    expect(added.status).toBe(303);
    expect(added.headers.get('Location')).toBe('/account/team?notice=team-saved#add');
    const [wanjiku] = await teamOf(seller.auth);
    expect(wanjiku).toMatchObject({ name: 'Wanjiku', active: true, serviceIds: [String(seller.serviceId)] });
    expect((wanjiku!.week as unknown[])[0]).toBeNull();
    expect((wanjiku!.week as unknown[])[1]).toEqual({ opens: 600, closes: 960 });
    expect(wanjiku!.prices[seller.serviceId]).toEqual({ [option!.name]: 3500 });

    // Unticking "Takes bookings" and going back to the business's hours; an empty price is the listing's.
    const changed = await postFields(
      `/api/me/team/${wanjiku!.id}`,
      [
        ['return', `/sw/account/team#member-${wanjiku!.id}`],
        ['name', 'Wanjiku M.'],
        ['hours', 'business'],
        [`price-${seller.serviceId}-${option!.name}`, ''],
      ],
      seller.auth,
    );
    expect(changed.headers.get('Location')).toBe(`/sw/account/team?notice=team-saved#member-${wanjiku!.id}`);
    const [after] = await teamOf(seller.auth);
    expect(after).toMatchObject({ name: 'Wanjiku M.', active: false, week: null, serviceIds: [], prices: {} });

    const date = b.dayAhead(3);
    await postFields(`/api/me/team/${wanjiku!.id}/days-off`, [['date', date]], seller.auth);
    expect((await teamOf(seller.auth))[0]!.daysOff).toEqual([date]);
    await postFields(`/api/me/team/${wanjiku!.id}/days-off/${date}/remove`, [], seller.auth);
    expect((await teamOf(seller.auth))[0]!.daysOff).toEqual([]);

    const refused = await postFields(
      `/api/me/team/${wanjiku!.id}`,
      [
        ['name', 'Wanjiku'],
        [`price-${seller.serviceId}-No such option`, '900'],
      ],
      seller.auth,
    );
    expect(refused.headers.get('Location')).toBe('/account/team?notice=team-failed&problem=team.noOption');
    const tooCheap = await postFields(
      `/api/me/team/${wanjiku!.id}`,
      [
        ['name', 'Wanjiku'],
        [`price-${seller.serviceId}-${option!.name}`, '5'],
      ],
      seller.auth,
    );
    expect(tooCheap.headers.get('Location')).toContain('problem=team.price');
    expect((await teamOf(seller.auth))[0]!.name).toBe('Wanjiku M.');
  });

  it("books a chosen member at their own price, and anyone available at the listing's", async () => {
    const seller = await b.sellerWithListing();
    const [option] = (await (await t.get(`/api/services/${seller.serviceId}/options`)).json()) as Array<{
      name: string;
      price: number;
    }>;
    const [akoth] = await (
      await t.request(
        'POST',
        '/api/me/team',
        { name: 'Akoth', prices: [{ serviceId: seller.serviceId, option: option!.name, price: 4200 }] },
        seller.auth,
      )
    ).json();
    const members = await (await t.get(`/api/services/${seller.serviceId}/members`)).json();
    expect(members[0].prices).toEqual([{ option: option!.name, price: 4200, deposit: null }]);
    const chosen = await b.book(b.appointment({ serviceId: seller.serviceId, time: '10:00 AM', memberId: akoth.id }));
    expect(chosen.status).toBe(201);
    const anyone = await b.book(
      b.appointment({ serviceId: seller.serviceId, time: '2:00 PM', memberId: 'any', email: 'x@example.com' }),
    );
    expect(anyone.status).toBe(201);
    const rows = await t.platform.db.select().from(bookings).where(eq(bookings.serviceId, seller.serviceId));
    expect(rows.map((row) => [row.time, row.optionPrice]).sort()).toEqual([
      ['10:00 AM', 4200],
      ['2:00 PM', option!.price],
    ]);
  });
});

describe('a member who signs in', () => {
  it('joins by the invitation sent to their e-mail, sees their own day and confirms their own bookings only', async () => {
    const seller = await b.sellerWithListing();
    const [, akoth] = await (async () => {
      await t.request('POST', '/api/me/team', { name: 'Wanjiku' }, seller.auth);
      return (await t.request('POST', '/api/me/team', { name: 'Akoth' }, seller.auth)).json();
    })();
    const member = await b.signUp('buyer');
    const invited = await postFields(
      `/api/me/team/${akoth.id}/invite`,
      [
        ['email', member.email],
        ['return', '/account/team'],
      ],
      seller.auth,
    );
    expect(invited.headers.get('Location')).toBe('/account/team?notice=team-saved');
    const [mail] = await b.mailsTo(member.email);
    const key = /\/team\/join\?key=([a-z2-7]+)/.exec(mail!.text!)![1]!;

    // Another account cannot use it; the invited one can, once.
    const other = await b.signUp('buyer');
    const wrong = await postFields('/api/team/join', [['key', key]], other.auth);
    expect(wrong.headers.get('Location')).toContain('problem=team.inviteOtherEmail');
    const joined = await postFields(
      '/api/team/join',
      [
        ['key', key],
        ['return', '/account/day'],
      ],
      member.auth,
    );
    expect(joined.headers.get('Location')).toBe('/account/day?notice=team-joined');
    const again = await postFields('/api/team/join', [['key', key]], member.auth);
    expect(again.headers.get('Location')).toContain('problem=team.inviteGone');

    const date = b.dayAhead(2);
    const client = await b.signUp('buyer');
    const hers = await (
      await b.book(
        b.appointment({ serviceId: seller.serviceId, date, time: '9:00 AM', memberId: akoth.id }),
        client.auth,
      )
    ).json();
    const notHers = await (
      await b.book(b.appointment({ serviceId: seller.serviceId, date, time: '9:00 AM', memberId: 'any' }), client.auth)
    ).json();
    expect((await t.request('POST', `/api/bookings/${hers.id}/confirm`, {}, member.auth)).status).toBe(200);
    expect((await t.request('POST', `/api/bookings/${notHers.id}/confirm`, {}, member.auth)).status).toBe(404);
    expect(
      (await t.request('POST', `/api/bookings/${hers.id}/withdraw`, { reason: 'Unwell' }, member.auth)).status,
    ).toBe(403);

    // Stopping their sign-in takes the bookings away from them.
    await postFields(`/api/me/team/${akoth.id}/sign-in/stop`, [], seller.auth);
    const [row] = await t.platform.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.id, Number(akoth.id)));
    expect(row!.userId).toBeNull();
    expect((await t.request('POST', `/api/bookings/${hers.id}/decline`, {}, member.auth)).status).toBe(404);
  });
});

describe("a member's photo", () => {
  const upload = (memberId: string, auth: Record<string, string>, bytes: Uint8Array, type = 'image/jpeg') => {
    const form = new FormData();
    form.append('media', new Blob([new Uint8Array(bytes)], { type }), 'me.jpg');
    return t.app.request(
      `/api/me/team/${memberId}/photo?return=/account/team`,
      { method: 'POST', body: form, headers: { ...auth, Origin: 'http://localhost' } },
      t.env,
    );
  };

  it('takes one picture, replaces the earlier one, and refuses what is not a picture or too large', async () => {
    const seller = await b.sellerWithListing();
    const [imani] = await (await t.request('POST', '/api/me/team', { name: 'Imani' }, seller.auth)).json();
    const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#b0306a' } })
      .jpeg()
      .toBuffer();
    const saved = await upload(imani.id, seller.auth, new Uint8Array(picture));
    expect(saved.headers.get('Location')).toBe('/account/team?notice=team-saved');
    const first = (await teamOf(seller.auth))[0]!.photo!;
    expect((await t.get(first)).headers.get('Content-Type')).toBe('image/webp');
    await upload(imani.id, seller.auth, new Uint8Array(picture));
    const second = (await teamOf(seller.auth))[0]!.photo!;
    expect(second).not.toBe(first);
    expect((await t.get(first)).status).toBe(404);

    const text = await upload(imani.id, seller.auth, new TextEncoder().encode('not a picture at all'));
    expect(text.headers.get('Location')).toContain('notice=team-failed');
    // A picture over 5 MB (its first bytes say JPEG) is refused as it streams in.
    const huge = new Uint8Array(5 * 1024 * 1024 + 1024);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    expect((await upload(imani.id, seller.auth, huge)).status).toBe(413);
    expect((await teamOf(seller.auth))[0]!.photo).toBe(second);
    const other = await b.sellerWithListing();
    expect((await upload(imani.id, other.auth, new Uint8Array(picture))).headers.get('Location')).toContain(
      'problem=team.notFound',
    );
  });
});

describe("a member's calendar feed", () => {
  it("lists the member's bookings by a secret address, without clients' phones, and stops with a new one", async () => {
    const seller = await b.sellerWithListing();
    const [zuri] = await (await t.request('POST', '/api/me/team', { name: 'Zuri' }, seller.auth)).json();
    await postFields(`/api/me/team/${zuri.id}/calendar`, [], seller.auth);
    const address = (await teamOf(seller.auth))[0]!.calendarUrl!;
    expect(address).toMatch(/\/api\/calendar\/[a-z2-7]{32}\.ics$/);
    const client = await b.signUp('buyer');
    await b.book(b.appointment({ serviceId: seller.serviceId, time: '3:00 PM', memberId: zuri.id }), client.auth);
    const feed = await t.get(new URL(address).pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('Content-Type')).toContain('text/calendar');
    const text = await feed.text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('Akinyi');
    expect(text).not.toContain('0712');
    expect(text).not.toContain('akinyi@example.com');

    await postFields(`/api/me/team/${zuri.id}/calendar`, [], seller.auth);
    expect((await t.get(new URL(address).pathname)).status).toBe(404);
    expect((await t.get('/api/calendar/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics')).status).toBe(404);
  });
});
