import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { accountHelpers } from '../../tests/support/accounts';
import { createTestApp } from '../../tests/support/test-platform';
import { users } from '#functions/db/schema/accounts';
import { MODERATION_MESSAGES } from '#shared/moderation';
import { ACCOUNT_MESSAGES } from '#shared/account-messages';

const testApp = createTestApp();
const { platform, request, newClient } = testApp;
const { buyer, register } = accountHelpers(testApp);
afterAll(() => platform.close());

describe('sign-in limits under parallel guesses', () => {
  it('judges at most 5 of 25 simultaneous guesses at one account, even when one of them is right', async () => {
    const input = buyer();
    await register(input);
    const guesser = newClient();
    const guesses = Array.from({ length: 25 }, (_, i) => (i === 20 ? input.password : `wrong guess ${i}`));
    const answers = await Promise.all(
      guesses.map((password) => request('POST', '/api/login', { email: input.email, password }, {}, guesser)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
  });

  it('keeps the per-address limit whole when 130 guesses at many accounts come at once', async () => {
    const guesser = newClient();
    const answers = await Promise.all(
      Array.from({ length: 130 }, (_, i) =>
        request('POST', '/api/login', { email: `nobody${i}@example.com`, password: 'guess' }, {}, guesser),
      ),
    );
    expect(answers.filter((answer) => answer.status === 401).length).toBe(100);
  });

  it('a right password gives its attempt back: the owner signs in again and again', async () => {
    const input = buyer();
    await register(input);
    const owner = newClient();
    for (let i = 0; i < 8; i++) expect((await request('POST', '/api/login', input, {}, owner)).status).toBe(200);
  });

  it('slows a guesser rotating through 40 addresses, and never the owner on their own phone', async () => {
    const input = buyer();
    await register(input);
    // The owner signed in once on their phone: it keeps the known-device cookie.
    const first = await request('POST', '/api/login', input, {}, newClient());
    const device = /mabinti_device=([0-9a-f]{40})/.exec(first.headers.getSetCookie().join('\n'))![1]!;
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        request('POST', '/api/login', { ...input, password: `wrong guess ${i}` }, {}, newClient()),
      ),
    );
    expect(guesses.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(10);
    // The right password from yet another address and an unknown browser: still slowed.
    const guesser = await request('POST', '/api/login', input, {}, newClient());
    expect(guesser.status).toBe(429);
    expect(Number(guesser.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The owner on their own phone signs in at once.
    const owner = await request('POST', '/api/login', input, { Cookie: `mabinti_device=${device}` }, newClient());
    expect(owner.status).toBe(200);
  });

  it('judges 5 guesses at one account from 40 addresses of one IPv6 /64', async () => {
    const input = buyer();
    await register(input);
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        request(
          'POST',
          '/api/login',
          { ...input, password: `wrong guess ${i}` },
          {},
          {
            clientAddress: `2001:db8:7:7:${(i + 1).toString(16)}::1`,
          },
        ),
      ),
    );
    expect(guesses.filter((answer) => answer.status === 401).length).toBe(5);
    const right = await request('POST', '/api/login', input, {}, { clientAddress: '2001:db8:7:7:ffff::2' });
    expect(right.status).toBe(429);
  });

  it('counts an IPv6 caller by its /64 in every per-address limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 130 }, (_, i) =>
        request(
          'POST',
          '/api/login',
          { email: `nobody.v6.${i}@example.com`, password: 'guess' },
          {},
          {
            clientAddress: `2001:db8:9:9:${(i + 1).toString(16)}::${i}`,
          },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 401).length).toBe(100);
  });

  it('answers a suspended account the same whether or not the password was right', async () => {
    const input = buyer();
    const { body } = await register(input);
    await platform.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, body.user.id));
    const right = await request('POST', '/api/login', input, {}, newClient());
    const wrong = await request('POST', '/api/login', { ...input, password: 'not the password' }, {}, newClient());
    expect([right.status, wrong.status]).toEqual([403, 403]);
    const answer = await right.json();
    expect(answer).toEqual(await wrong.json());
    expect(answer.code).toBe(MODERATION_MESSAGES.suspended);
  });
});

describe('passwords anyone would guess first', () => {
  it.each([
    'password',
    '12345678',
    'Password',
    'qwertyuiop',
    'iloveyou',
    'aaaaaaaa',
    'abcdefgh',
    'mabinti123',
    'nairobi123',
    'mabinti-demo',
    'Akinyi2026',
  ])('refuses %s at sign-up, saying why', async (password) => {
    const { response, body } = await register(buyer({ password }));
    expect(response.status).toBe(400);
    expect(body.code).toBe(ACCOUNT_MESSAGES.commonPassword);
  });

  it('takes a password of the person’s own', async () => {
    expect((await register(buyer({ password: 'Nyeri matatu 1987' }))).response.status).toBe(201);
  });
});
