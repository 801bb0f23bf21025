import { afterAll, describe, expect, it, vi } from 'vitest';
import { accountHelpers, bearer } from '../../tests/support/accounts';
import { createTestApp } from '../../tests/support/test-platform';

const testApp = createTestApp();
const { platform, request, get, newClient } = testApp;
const { buyer, register } = accountHelpers(testApp);
afterAll(() => platform.close());

/** The signed-in account's own answers, and sign-ups made in bulk. */
describe('the signed-in account', () => {
  it('updates the profile with the same rules as sign-up', async () => {
    const { body } = await register(buyer());
    const bad = await request(
      'PATCH',
      '/api/me',
      { firstName: 'A', lastName: 'Kamau', phoneNumber: '0712345678' },
      bearer(body.token),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('First name must be at least 2 characters');
    const ok = await request(
      'PATCH',
      '/api/me',
      { firstName: 'Wanjiku', lastName: 'Kamau', phoneNumber: '+254 700 000 001' },
      bearer(body.token),
    );
    expect(ok.status).toBe(200);
    expect((await ok.json()).user).toMatchObject({ userName: 'Wanjiku Kamau', phoneNumber: '+254700000001' });
  });

  it('changing the password ends the other sessions but keeps this one', async () => {
    const input = buyer();
    const { body: first } = await register(input);
    const second = await (await request('POST', '/api/login', input)).json();
    const wrong = await request(
      'POST',
      '/api/me/password',
      { currentPassword: 'nope', newPassword: 'new password 1', confirmPassword: 'new password 1' },
      bearer(first.token),
    );
    expect(wrong.status).toBe(400);
    const mismatch = await request(
      'POST',
      '/api/me/password',
      { currentPassword: input.password, newPassword: 'new password 1', confirmPassword: 'new password 2' },
      bearer(first.token),
    );
    expect((await mismatch.json()).message).toBe("Passwords don't match");
    const changed = await request(
      'POST',
      '/api/me/password',
      { currentPassword: input.password, newPassword: 'new password 1', confirmPassword: 'new password 1' },
      bearer(first.token),
    );
    expect(changed.status).toBe(200);
    expect((await get('/api/me', bearer(first.token))).status).toBe(200);
    expect((await get('/api/me', bearer(second.token))).status).toBe(401);
    expect((await request('POST', '/api/login', { email: input.email, password: 'new password 1' })).status).toBe(200);
  });

  it('lets a seller change package freely before paying, and refuses a buyer with 403', async () => {
    const { body: seller } = await register(buyer({ accountType: 'seller', packageId: 'basic' }));
    const upgraded = await request('POST', '/api/me/package', { packageId: 'premium' }, bearer(seller.token));
    expect((await upgraded.json()).user.sellerPackage).toEqual({
      packageId: 'premium',
      photoUploads: 3,
      videoUploads: 1,
      status: 'awaiting-payment',
      paidUntil: null,
    });
    const { body: shopper } = await register(buyer());
    const refused = await request('POST', '/api/me/package', { packageId: 'premium' }, bearer(shopper.token));
    expect(refused.status).toBe(403);
    const unknown = await request('POST', '/api/me/package', { packageId: 'gold' }, bearer(seller.token));
    expect((await unknown.json()).message).toBe('Please select a package to continue');
  });

  it('lists the packages from the database', async () => {
    const list = await (await get('/api/packages')).json();
    expect(list.map((p: { id: string; price: number }) => [p.id, p.price])).toEqual([
      ['basic', 800],
      ['standard', 1500],
      ['premium', 2500],
    ]);
    expect(list.find((p: { id: string }) => p.id === 'standard').recommended).toBe(true);
  });
});

describe('registration abuse', () => {
  it('lets 200 people behind one carrier address sign up over an hour, and stops a burst', async () => {
    const from = newClient();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      const statuses: number[] = [];
      for (let i = 0; i < 200; i++) {
        vi.setSystemTime(start + i * 18_000);
        statuses.push((await request('POST', '/api/register', buyer(), {}, from)).status);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(200);
      // Thirty more within the same minute are a script, not a queue at the kiosk.
      const burst: number[] = [];
      for (let i = 0; i < 31; i++) burst.push((await request('POST', '/api/register', buyer(), {}, from)).status);
      expect(burst).toContain(429);
    } finally {
      vi.useRealTimers();
    }
  }, 120_000);

  it('does not count invalid attempts against anyone', async () => {
    const from = newClient();
    for (let i = 0; i < 40; i++) {
      expect((await request('POST', '/api/register', buyer({ password: 'x' }), {}, from)).status).toBe(400);
    }
    expect((await request('POST', '/api/register', buyer(), {}, from)).status).toBe(201);
  });
});
