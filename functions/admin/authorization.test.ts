import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffHelpers } from '../../tests/support/staff';
import { createTestApp } from '../../tests/support/test-platform';

/**
 * Who may call each admin API route: every route × every kind of person. A new admin
 * route fails this test until it is listed here with the roles that may call it.
 */
const testApp = createTestApp({ RATE_LIMIT_SCALE: '100' });
const { person } = staffHelpers(testApp);
afterAll(() => testApp.platform.close());

type Who = 'visitor' | 'buyer' | 'seller' | 'moderator' | 'admin' | 'suspended admin';
const STAFF: Who[] = ['moderator', 'admin'];
const ADMINS: Who[] = ['admin'];

/** Every admin route, a request that reaches its handler, and who gets through. */
const MATRIX: Array<{ method: 'GET' | 'POST'; route: string; path: string; body?: unknown; allowed: Who[] }> = [
  { method: 'GET', route: '/api/admin/dashboard', path: '/api/admin/dashboard', allowed: STAFF },
  { method: 'GET', route: '/api/admin/reports', path: '/api/admin/reports', allowed: STAFF },
  {
    method: 'POST',
    route: '/api/admin/listings/:id/hide',
    path: '/api/admin/listings/999999/hide',
    body: { reason: 'x' },
    allowed: STAFF,
  },
  {
    method: 'POST',
    route: '/api/admin/listings/:id/restore',
    path: '/api/admin/listings/999999/restore',
    body: {},
    allowed: STAFF,
  },
  {
    method: 'POST',
    route: '/api/admin/reviews/:id/hide',
    path: '/api/admin/reviews/999999/hide',
    body: { reason: 'x' },
    allowed: STAFF,
  },
  {
    method: 'POST',
    route: '/api/admin/reviews/:id/restore',
    path: '/api/admin/reviews/999999/restore',
    body: {},
    allowed: STAFF,
  },
  {
    method: 'POST',
    route: '/api/admin/reports/:type/:id/dismiss',
    path: '/api/admin/reports/listing/999999/dismiss',
    body: {},
    allowed: STAFF,
  },
  { method: 'GET', route: '/api/admin/messages', path: '/api/admin/messages', allowed: STAFF },
  {
    method: 'POST',
    route: '/api/admin/messages/:id/answer',
    path: '/api/admin/messages/999999/answer',
    body: { answer: 'Hi' },
    allowed: STAFF,
  },
  { method: 'GET', route: '/api/admin/audit', path: '/api/admin/audit', allowed: STAFF },
  { method: 'GET', route: '/api/admin/people', path: '/api/admin/people', allowed: ADMINS },
  {
    method: 'POST',
    route: '/api/admin/people/:id/suspend',
    path: '/api/admin/people/nobody/suspend',
    body: { reason: 'x' },
    allowed: ADMINS,
  },
  {
    method: 'POST',
    route: '/api/admin/people/:id/reinstate',
    path: '/api/admin/people/nobody/reinstate',
    body: {},
    allowed: ADMINS,
  },
  {
    method: 'POST',
    route: '/api/admin/people/:id/export',
    path: '/api/admin/people/nobody/export',
    body: { reason: 'A written request' },
    allowed: ADMINS,
  },
  {
    method: 'POST',
    route: '/api/admin/people/:id/erase',
    path: '/api/admin/people/nobody/erase',
    body: { reason: 'A written request' },
    allowed: ADMINS,
  },
  {
    method: 'POST',
    route: '/api/admin/people/:id/role',
    path: '/api/admin/people/nobody/role',
    body: { role: 'none' },
    allowed: ADMINS,
  },
  { method: 'GET', route: '/api/admin/payments', path: '/api/admin/payments', allowed: ADMINS },
  {
    method: 'POST',
    route: '/api/admin/payments/reconcile',
    path: '/api/admin/payments/reconcile',
    body: {},
    allowed: ADMINS,
  },
  { method: 'GET', route: '/api/admin/payouts', path: '/api/admin/payouts', allowed: ADMINS },
  { method: 'POST', route: '/api/admin/payouts/run', path: '/api/admin/payouts/run', body: {}, allowed: ADMINS },
  {
    method: 'POST',
    route: '/api/admin/payouts/:id/:action',
    path: '/api/admin/payouts/999999/hold',
    body: {},
    allowed: ADMINS,
  },
];

const people = {} as Record<Who, Record<string, string>>;
beforeAll(async () => {
  const admin = await person('admin');
  const suspended = await person('admin');
  people.visitor = {};
  people.buyer = (await person('buyer')).auth;
  people.seller = (await person('seller')).auth;
  people.moderator = (await person('moderator')).auth;
  people.admin = admin.auth;
  const done = await testApp.request(
    'POST',
    `/api/admin/people/${suspended.id}/suspend`,
    { reason: 'Test' },
    admin.auth,
  );
  expect(done.status).toBe(200);
  people['suspended admin'] = suspended.auth;
});

describe('the admin API', () => {
  it('lists every admin route in the matrix', () => {
    const routes = new Set(
      testApp.app.routes
        .filter((route) => route.path.startsWith('/api/admin') && route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path}`),
    );
    expect([...routes].sort()).toEqual(MATRIX.map((row) => `${row.method} ${row.route}`).sort());
  });

  it('lets only the right roles through: 401 without a session, 403 without the role', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const row of MATRIX) {
      for (const who of Object.keys(people) as Who[]) {
        const response = await testApp.request(row.method, row.path, row.body, people[who]);
        const status = response.status;
        const got = status === 401 ? '401' : status === 403 ? '403' : 'through';
        const want = row.allowed.includes(who)
          ? 'through'
          : who === 'visitor' || who === 'suspended admin'
            ? '401'
            : '403';
        outcomes.push(`${row.method} ${row.path} as ${who}: ${got}`);
        expected.push(`${row.method} ${row.path} as ${who}: ${want}`);
        expect(status, `${row.method} ${row.path} as ${who}`).not.toBe(500);
      }
    }
    expect(outcomes).toEqual(expected);
  });

  it('never lets staff roles come from sign-up or a profile change', async () => {
    const { auth, id } = await person('buyer');
    await testApp.request('PUT', '/api/me', { userName: 'Sneaky', role: 'admin' }, auth);
    const [row] = await testApp.platform.db.query.users.findMany({ where: (users, { eq }) => eq(users.id, id) });
    expect(row!.role).toBeNull();
  });
});
