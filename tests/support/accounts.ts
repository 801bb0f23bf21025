import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { users } from '#functions/db/schema/accounts';
import { PACKAGE_PERIOD_MS } from '#shared/packages';
import type { createTestApp } from './test-platform';

/**
 * Test setup for tests about something other than payments: the seller's package paid for a
 * period, as a settled M-Pesa payment leaves it (functions/payments tests pay for real).
 */
export async function markPackagePaid(db: Database, userId: string, until = Date.now() + PACKAGE_PERIOD_MS) {
  await db
    .update(users)
    .set({ packagePaidUntil: new Date(until) })
    .where(eq(users.id, userId));
}

/** Helpers for account tests: unique people, sign-up, and reading the answers. */
export function accountHelpers({ request, newClient }: ReturnType<typeof createTestApp>) {
  let serial = 0;
  const newEmail = () => `person${++serial}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const buyer = (overrides: Record<string, unknown> = {}) => ({
    userName: 'Akinyi Odhiambo',
    email: newEmail(),
    phoneNumber: '0712 345 678',
    password: 'correct horse battery',
    accountType: 'buyer',
    ...overrides,
  });
  async function register(body: Record<string, unknown>) {
    const response = await request('POST', '/api/register', body, {}, newClient());
    return { response, body: await response.json() };
  }
  return { newEmail, buyer, register };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
