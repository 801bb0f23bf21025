import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountHelpers, bearer } from '../../tests/support/accounts';
import { createTestApp } from '../../tests/support/test-platform';
import { outbox } from '#functions/db/schema/mail';
import { passwordResets, users } from '#functions/db/schema/accounts';

// The stored hash is checked for production's work.
const testApp = createTestApp({ PASSWORD_WORK: '14' });
const { platform, request, get, newClient } = testApp;
const { newEmail, buyer, register } = accountHelpers(testApp);
afterAll(() => platform.close());

describe('password reset', () => {
  const linkIn = (text: string) => text.match(/reset-password\?token=([a-z0-9]+)/)![1]!;

  it('links to the site’s own address whatever Host the request names, and clears a guesser’s count', async () => {
    const input = buyer();
    await register(input);
    const asked = await testApp.app.request(
      'http://evil.example:9/api/password-reset',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://evil.example:9', Host: 'evil.example:9' },
        body: JSON.stringify({ email: input.email }),
      },
      newClient(),
    );
    expect(asked.status).toBeLessThan(500);
    const mails = await platform.db.select().from(outbox).where(eq(outbox.to, input.email)).orderBy(outbox.id);
    const reset = mails.find((mail) => mail.subject === 'Reset your Mabinti password');
    expect(reset!.text).toContain(`${platform.siteUrl}/reset-password?token=`);
    expect(reset!.text).not.toContain('evil.example');
    // Ten wrong guesses from ten networks slow the account; the owner's reset clears that.
    for (let i = 0; i < 11; i++)
      await request('POST', '/api/login', { email: input.email, password: `wrong ${i}` }, {}, newClient());
    expect((await request('POST', '/api/login', input, {}, newClient())).status).toBe(429);
    await request('POST', '/api/password-reset', { email: input.email }, {}, newClient());
    const [latest] = (
      await platform.db.select().from(outbox).where(eq(outbox.to, input.email)).orderBy(outbox.id)
    ).slice(-1);
    const token = linkIn(latest!.text!);
    const done = await request('POST', '/api/password-reset/confirm', {
      token,
      password: 'brand new pass',
      confirmPassword: 'brand new pass',
    });
    expect(done.status).toBe(200);
    expect(
      (await request('POST', '/api/login', { ...input, password: 'brand new pass' }, {}, newClient())).status,
    ).toBe(200);
  });

  it('mails a single-use link that ends every session', async () => {
    const input = buyer();
    const { body } = await register(input);
    const requested = await request('POST', '/api/password-reset', { email: input.email });
    expect(requested.status).toBe(202);
    const unknown = await request('POST', '/api/password-reset', { email: newEmail() });
    expect(await unknown.json()).toEqual(await requested.json());

    const mails = await platform.db.select().from(outbox).where(eq(outbox.to, input.email)).orderBy(outbox.id);
    expect(mails.map((m) => m.subject)).toEqual(['Welcome to Mabinti', 'Reset your Mabinti password']);
    const token = linkIn(mails[1]!.text!);

    const mismatch = await request('POST', '/api/password-reset/confirm', {
      token,
      password: 'brand new pass',
      confirmPassword: 'other',
    });
    expect(mismatch.status).toBe(400);
    const done = await request('POST', '/api/password-reset/confirm', {
      token,
      password: 'brand new pass',
      confirmPassword: 'brand new pass',
    });
    expect(done.status).toBe(200);
    expect((await get('/api/me', bearer(body.token))).status).toBe(401);
    const again = await request('POST', '/api/password-reset/confirm', {
      token,
      password: 'another pass 2',
      confirmPassword: 'another pass 2',
    });
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe('This reset link is invalid or has expired.');
    expect((await request('POST', '/api/login', { email: input.email, password: 'brand new pass' })).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const input = buyer();
    await register(input);
    await request('POST', '/api/password-reset', { email: input.email });
    const [mail] = (await platform.db.select().from(outbox).where(eq(outbox.to, input.email))).slice(-1);
    const [user] = await platform.db.select().from(users).where(eq(users.email, input.email));
    await platform.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(passwordResets.userId, user!.id));
    const late = await request('POST', '/api/password-reset/confirm', {
      token: linkIn(mail!.text!),
      password: 'brand new pass',
      confirmPassword: 'brand new pass',
    });
    expect(late.status).toBe(400);
  });

  it('sends at most three reset e-mails an hour to one address, answering the same', async () => {
    const input = buyer();
    await register(input);
    for (let i = 0; i < 5; i++) {
      expect((await request('POST', '/api/password-reset', { email: input.email }, {}, newClient())).status).toBe(202);
    }
    const mails = await platform.db.select().from(outbox).where(eq(outbox.to, input.email));
    expect(mails.filter((m) => m.subject === 'Reset your Mabinti password')).toHaveLength(3);
  });

  it('voids every other reset link once one is used, or the password is changed', async () => {
    const input = buyer();
    const { body } = await register(input);
    for (let i = 0; i < 3; i++) await request('POST', '/api/password-reset', { email: input.email }, {}, newClient());
    const links = (await platform.db.select().from(outbox).where(eq(outbox.to, input.email)))
      .filter((m) => m.subject === 'Reset your Mabinti password')
      .map((m) => linkIn(m.text!));
    const use = (token: string, password: string) =>
      request('POST', '/api/password-reset/confirm', { token, password, confirmPassword: password });
    expect((await use(links[0]!, 'first new password')).status).toBe(200);
    expect((await use(links[1]!, 'second new password')).status).toBe(400);

    await request('POST', '/api/password-reset', { email: input.email }, {}, newClient());
    const [latest] = (await platform.db.select().from(outbox).where(eq(outbox.to, input.email))).slice(-1);
    const signedIn = await (await request('POST', '/api/login', { ...input, password: 'first new password' })).json();
    const changed = await request(
      'POST',
      '/api/me/password',
      {
        currentPassword: 'first new password',
        newPassword: 'third new password',
        confirmPassword: 'third new password',
      },
      bearer(signedIn.token),
    );
    expect(changed.status).toBe(200);
    expect((await use(linkIn(latest!.text!), 'fourth new password')).status).toBe(400);
    expect(body.token).toBeTruthy();
  });
});

describe('secrets at rest and in the log', () => {
  const logged: string[] = [];
  beforeEach(() => {
    for (const method of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation(
        (...args: unknown[]) => void logged.push(args.map(String).join(' ')),
      );
    }
  });
  afterEach(() => vi.restoreAllMocks());

  it('never stores or logs a password, session token or reset token in clear', async () => {
    const input = buyer({ password: 'very secret password 42' });
    const { body } = await register(input);
    const from = newClient();
    const login = await (await request('POST', '/api/login', input, {}, from)).json();
    await request('POST', '/api/password-reset', { email: input.email }, {}, from);
    const mails = await platform.db.select().from(outbox).where(eq(outbox.to, input.email));
    const resetToken = mails[1]!.text!.match(/token=([a-z0-9]+)/)![1]!;
    await request(
      'POST',
      '/api/password-reset/confirm',
      { token: resetToken, password: 'second secret pass', confirmPassword: 'second secret pass' },
      {},
      from,
    );

    const secrets = [input.password, 'second secret pass', body.token, login.token, resetToken];
    // Every table but the outbox, which is the mailbox itself: a reset link must reach its reader.
    const { rows: tables } = await (
      platform.db as unknown as { $client: { execute: (q: string) => Promise<{ rows: Array<{ name: string }> }> } }
    ).$client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'services_fts%' AND name NOT IN ('outbox', 'sqlite_sequence')",
    );
    const client = (platform.db as unknown as { $client: { execute: (q: string) => Promise<{ rows: unknown[] }> } })
      .$client;
    let dump = '';
    for (const { name } of tables) dump += JSON.stringify((await client.execute(`SELECT * FROM "${name}"`)).rows);
    const log = logged.join('\n');
    for (const secret of secrets) {
      expect(dump).not.toContain(secret);
      expect(log).not.toContain(secret);
    }
    expect(dump).toContain('scrypt$16384$8$5$');
    expect(log).toContain('message stored in the outbox');
  });
});
