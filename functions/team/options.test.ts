import { afterAll, describe, expect, it } from 'vitest';
import { serviceOptions } from '#functions/db/schema/catalogue';
import { createTestApp } from '../../tests/support/test-platform';
import { bookingHelpers } from '../../tests/support/bookings';
import { teamHelpers } from '../../tests/support/team';

/** A member who does only some of a listing's options. */
const t = createTestApp({ RATE_LIMIT_SCALE: '100' });
const b = bookingHelpers(t);
const { postFields, teamOf } = teamHelpers(t);
afterAll(() => t.platform.close());

describe('options a member does not do', () => {
  it('leaves a member out of an option they do not do: its times, its bookings and the dialog', async () => {
    const seller = await b.sellerWithListing();
    await t.platform.db
      .insert(serviceOptions)
      .values({ serviceId: seller.serviceId, position: 1, name: 'Locs retwist', price: 3000, durationMinutes: 60 });
    const options = (await (await t.get(`/api/services/${seller.serviceId}/options`)).json()) as Array<{
      id: string;
      name: string;
    }>;
    const locs = options.find((option) => option.name === 'Locs retwist')!;
    await t.request('POST', '/api/me/team', { name: 'Wanjiku' }, seller.auth);
    const team = await (
      await t.request(
        'POST',
        '/api/me/team',
        { name: 'Akoth', skips: [{ serviceId: seller.serviceId, option: 'Locs retwist' }] },
        seller.auth,
      )
    ).json();
    const akoth = team[1]!.id as string;
    expect((await teamOf(seller.auth))[1]!.skips).toEqual({ [seller.serviceId]: ['Locs retwist'] });
    const members = await (await t.get(`/api/services/${seller.serviceId}/members`)).json();
    expect(members[1].skips).toEqual(['Locs retwist']);
    const date = b.dayAhead(3);
    const slots = (option: string, member: string) =>
      t.get(`/api/services/${seller.serviceId}/slots?date=${date}&option=${option}&member=${member}`);
    expect(await (await slots(locs.id, akoth)).json()).toEqual([]);
    expect((await (await slots(options[0]!.id, akoth)).json()).length).toBeGreaterThan(0);
    const refused = await b.book(
      b.appointment({ serviceId: seller.serviceId, date, optionId: locs.id, memberId: akoth }),
    );
    expect(refused.status).toBe(404);
    // Anyone available at 9:00 for locs goes to Wanjiku, even with Akoth free.
    const client = await b.signUp('buyer');
    const anyone = await b.book(
      b.appointment({ serviceId: seller.serviceId, date, optionId: locs.id, memberId: 'any' }),
      client.auth,
    );
    expect((await anyone.json()).memberName).toBe('Wanjiku');
    // The form: an option shown and not ticked is one they do not do.
    const cleared = await postFields(
      `/api/me/team/${akoth}`,
      [
        ['name', 'Akoth'],
        ['active', 'on'],
        [`option-${seller.serviceId}-Locs retwist`, '1'],
        [`does-${seller.serviceId}-Locs retwist`, 'on'],
        [`option-${seller.serviceId}-${options[0]!.name}`, '1'],
      ],
      seller.auth,
    );
    expect(cleared.headers.get('Location')).toContain('notice=team-saved');
    expect((await teamOf(seller.auth))[1]!.skips).toEqual({ [seller.serviceId]: [options[0]!.name] });
  });
});
