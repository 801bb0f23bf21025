import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/test-platform';
import { createNodePlatform } from '#functions/platform/node';

/** The first admin: made from the command line, with a one-time link to set a password. */
const testApp = createTestApp({ RATE_LIMIT_SCALE: '100' });
afterAll(() => testApp.platform.close());

describe('npm run admin:create', () => {
  it('makes an admin on a database that does not exist yet, whose link sets the password once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mabinti-admin-'));
    const env = {
      ...process.env,
      DATABASE_URL: `file:${join(dir, 'fresh.db')}`,
      MEDIA_DIR: join(dir, 'media'),
      DEMO_DATA: 'false',
    };
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/admin-create.ts', '--email', 'Boss@Example.com'],
      { env },
    );
    expect(stdout).toContain('Admin account created.');
    const token = /reset-password\?token=([a-z0-9]+)/.exec(stdout)![1]!;
    const fresh = createNodePlatform({ DATABASE_URL: env.DATABASE_URL, MEDIA_DIR: env.MEDIA_DIR });
    const admin = await fresh.db.query.users.findFirst({
      where: (users, { eq }) => eq(users.email, 'boss@example.com'),
    });
    expect(admin).toMatchObject({ role: 'admin', passwordHash: null });
    fresh.close();
    expect(token.length).toBeGreaterThan(20);
  });

  it('promotes an existing account, and the link lets it sign in and reach the admin API', async () => {
    const { createAdmin } = await import('./create-admin');
    const email = `owner.${Date.now()}@example.com`;
    const { created, link } = await createAdmin(testApp.platform, email, 'Owner');
    expect(created).toBe(true);
    const token = new URL(link).searchParams.get('token')!;
    const set = await testApp.request('POST', '/api/password-reset/confirm', {
      token,
      password: 'the admin password',
      confirmPassword: 'the admin password',
    });
    expect(set.status).toBe(200);
    const login = await (
      await testApp.request('POST', '/api/login', { email, password: 'the admin password' }, {}, testApp.newClient())
    ).json();
    const people = await testApp.request('GET', '/api/admin/people', undefined, {
      Authorization: `Bearer ${login.token}`,
    });
    expect(people.status).toBe(200);
    const again = await testApp.request('POST', '/api/password-reset/confirm', {
      token,
      password: 'another password 1',
      confirmPassword: 'another password 1',
    });
    expect(again.status).toBe(400);
    expect((await createAdmin(testApp.platform, email)).created).toBe(false);
  });
});
