import { and, eq } from 'drizzle-orm';
import { outbox } from '#functions/db/schema/mail';
import { afterAll, describe, expect, it } from 'vitest';
import { accountHelpers, bearer, cookieOf } from '../../tests/support/accounts';
import { createTestApp } from '../../tests/support/test-platform';
import { sessions } from '#functions/db/schema/accounts';
import { SELLER_PACKAGES } from '#shared/packages';

const testApp = createTestApp();
const { platform, request, get, app, newClient } = testApp;
const { newEmail, buyer, register } = accountHelpers(testApp);
afterAll(() => platform.close());

describe('POST /api/register', () => {
  it('creates a buyer, answers the spec shape and sets the session cookie', async () => {
    const input = buyer();
    const { response, body } = await register(input);
    expect(response.status).toBe(201);
    expect(body.token).toMatch(/^[a-z0-9]{32}$/);
    expect(body.user).toEqual({
      id: expect.any(String),
      userName: 'Akinyi Odhiambo',
      email: input.email,
      phoneNumber: '+254712345678',
      accountType: 'buyer',
      locale: 'en',
    });
    const [session, display] = response.headers.getSetCookie();
    expect(session).toMatch(/^mabinti_session=[a-z0-9]{32}; Path=\/; SameSite=Lax; HttpOnly; Expires=/);
    expect(session).not.toContain('Secure'); // served over plain http in tests
    expect(decodeURIComponent(display!)).toContain('"name":"Akinyi","role":"buyer"');
  });

  it.each(SELLER_PACKAGES.map((p) => [p.id, p.photoUploads, p.videoUploads] as const))(
    'creates a seller on the %s package with its limits',
    async (packageId, photoUploads, videoUploads) => {
      const { response, body } = await register(buyer({ accountType: 'seller', packageId }));
      expect(response.status).toBe(201);
      // Awaiting payment: the account works, its listings go live once the package is paid.
      expect(body.user.sellerPackage).toEqual({
        packageId,
        photoUploads,
        videoUploads,
        status: 'awaiting-payment',
        paidUntil: null,
      });
    },
  );

  it('refuses a duplicate email, whatever its case, with 409', async () => {
    const input = buyer();
    expect((await register(input)).response.status).toBe(201);
    const again = await register({ ...input, email: input.email.toUpperCase() });
    expect(again.response.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists. Please sign in instead.');
  });

  it('tells the owner when someone signs up with their address, three times an hour at most', async () => {
    const input = buyer();
    await register(input);
    for (let i = 0; i < 5; i++)
      expect((await register({ ...input, password: 'Nyeri matatu 1987' })).response.status).toBe(409);
    const notices = await platform.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, input.email), eq(outbox.subject, 'You already have a Mabinti account')));
    expect(notices).toHaveLength(3);
    expect(notices[0]!.text).toContain('/reset-password');
  });

  it.each([
    [{ userName: 'A Odhiambo' }, 'First name must be at least 2 characters'],
    [{ userName: 'Akinyi O' }, 'Last name must be at least 2 characters'],
    [{ userName: 'Akinyi' }, 'Last name must be at least 2 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ phoneNumber: '07123' }, 'Please enter a valid phone number'],
    [{ phoneNumber: 'call me maybe!!' }, 'Invalid phone number format after cleaning'],
    [{ phoneNumber: '+254 712 345 678 999 99' }, 'Invalid phone number format after cleaning'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ accountType: 'admin' }, 'Account type must be buyer or seller'],
    [{ accountType: 'seller' }, 'Please select a package to continue'],
    [{ accountType: 'seller', packageId: 'gold' }, 'Please select a package to continue'],
  ])('refuses %j with 400 and the spec message', async (override, message) => {
    const { response, body } = await register(buyer(override));
    expect(response.status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await request('POST', '/api/register', '{"email": ');
    expect(response.status).toBe(400);
    expect((await response.json()).message).toEqual(expect.any(String));
  });

  it('ignores a package sent for a buyer', async () => {
    const { body } = await register(buyer({ packageId: 'premium' }));
    expect(body.user.sellerPackage).toBeUndefined();
  });
});

describe('POST /api/login', () => {
  it('signs in; without "remember me" the cookie ends with the browser session', async () => {
    const input = buyer();
    await register(input);
    const response = await request('POST', '/api/login', { email: input.email, password: input.password });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user.email).toBe(input.email);
    expect(response.headers.getSetCookie()[0]).not.toContain('Expires');
    const remembered = await request('POST', '/api/login', { ...input, rememberMe: true });
    expect(remembered.headers.getSetCookie()[0]).toContain('Expires');
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const input = buyer();
    await register(input);
    const wrong = await request('POST', '/api/login', { email: input.email, password: 'wrong password' });
    const unknown = await request('POST', '/api/login', { email: newEmail(), password: 'wrong password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Failed to sign in. Please check your credentials.' });
    expect(await unknown.json()).toMatchObject({ message: 'Failed to sign in. Please check your credentials.' });
  });

  it.each([
    [{ email: 'nope', password: 'x' }, 'Please enter a valid email address'],
    [{ email: 'a@b.co', password: '' }, 'Password is required'],
    [{ email: 'a@b.co' }, 'Password is required'],
  ])('refuses %j with 400', async (body, message) => {
    const response = await request('POST', '/api/login', body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
  });

  it('slows a guesser on one address down, with a wait in words that match Retry-After', async () => {
    const email = newEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await request('POST', '/api/login', { email, password: 'guess number ' + i })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const limited = await request('POST', '/api/login', { email, password: 'one more' });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect((await limited.json()).message).toBe(
      `Too many attempts. Please wait ${Math.ceil(retryAfter / 60)} minutes and try again.`,
    );
  });

  it('never locks the owner out from their own address while someone else hammers their e-mail', async () => {
    const input = buyer();
    await register(input);
    const attacker = newClient();
    for (let i = 0; i < 12; i++) {
      await request('POST', '/api/login', { email: input.email, password: 'wrong ' + i }, {}, attacker);
    }
    expect((await request('POST', '/api/login', { email: input.email, password: 'wrong' }, {}, attacker)).status).toBe(
      429,
    );
    const owner = await request('POST', '/api/login', input, {}, newClient());
    expect(owner.status).toBe(200);
  });

  it('signing in with a dead session cookie leaves the new session in place', async () => {
    const input = buyer();
    await register(input);
    const response = await request('POST', '/api/login', input, { Cookie: `mabinti_session=${'d'.repeat(32)}` });
    expect(response.status).toBe(200);
    const sessionCookies = response.headers.getSetCookie().filter((c) => c.startsWith('mabinti_session='));
    expect(sessionCookies).toHaveLength(1);
    expect(sessionCookies[0]).toMatch(/^mabinti_session=[a-z0-9]{32};/);
    expect((await get('/api/me', { Cookie: cookieOf(response) })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('accepts the token as a Bearer header and as the cookie', async () => {
    const { response, body } = await register(buyer());
    const viaBearer = await get('/api/me', bearer(body.token));
    const viaCookie = await get('/api/me', { Cookie: cookieOf(response) });
    expect(viaBearer.status).toBe(200);
    expect(viaCookie.status).toBe(200);
    expect((await viaBearer.json()).user.id).toBe(body.user.id);
    expect((await get('/api/me')).status).toBe(401);
    expect((await get('/api/me', bearer('a'.repeat(32)))).status).toBe(401);
  });

  it('ends an expired session and renews one that is half used', async () => {
    const { body } = await register(buyer({ rememberMe: true }));
    const [row] = await platform.db.select().from(sessions).where(eq(sessions.userId, body.user.id));
    const tenDays = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    await platform.db.update(sessions).set({ expiresAt: tenDays }).where(eq(sessions.id, row!.id));
    const renewed = await get('/api/me', { Cookie: `mabinti_session=${body.token}` });
    expect(renewed.status).toBe(200);
    expect(renewed.headers.getSetCookie()[0]).toContain(`mabinti_session=${body.token}`);
    const [after] = await platform.db.select().from(sessions).where(eq(sessions.id, row!.id));
    expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    await platform.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, row!.id));
    const expired = await get('/api/me', { Cookie: `mabinti_session=${body.token}` });
    expect(expired.status).toBe(401);
    expect(expired.headers.getSetCookie()[0]).toMatch(/^mabinti_session=;/);
    expect(await platform.db.select().from(sessions).where(eq(sessions.id, row!.id))).toEqual([]);
  });

  it('logout ends the session', async () => {
    const { body } = await register(buyer());
    const out = await request('POST', '/api/logout', undefined, bearer(body.token));
    expect(out.status).toBe(200);
    expect((await get('/api/me', bearer(body.token))).status).toBe(401);
  });

  it('a plain logout form sends the browser home', async () => {
    const { body } = await register(buyer());
    const out = await request('POST', '/api/logout', '', {
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: `mabinti_session=${body.token}`,
    });
    expect(out.status).toBe(303);
    expect(out.headers.get('Location')).toBe('/');
  });

  it('refuses a cross-site request carrying the cookie', async () => {
    const { response } = await register(buyer());
    const attack = await request(
      'POST',
      '/api/me/password',
      { currentPassword: 'x', newPassword: 'attacker-chosen', confirmPassword: 'attacker-chosen' },
      { Origin: 'https://evil.example', Cookie: cookieOf(response) },
    );
    expect(attack.status).toBe(403);
    expect((await attack.json()).message).toBe('This request did not come from Mabinti and was refused.');
    const noOrigin = await app.request(
      '/api/logout',
      { method: 'POST', headers: { 'Sec-Fetch-Site': 'cross-site', Cookie: cookieOf(response) } },
      { clientAddress: '10.9.9.9' },
    );
    expect(noOrigin.status).toBe(403);
  });
});
