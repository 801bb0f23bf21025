import { eq } from 'drizzle-orm';
import { users } from '#functions/db/schema/accounts';
import { accountHelpers, bearer } from './accounts';
import type { createTestApp } from './test-platform';

/** People of every role for admin tests: a new account each, with the role set as an admin would. */
export function staffHelpers(testApp: ReturnType<typeof createTestApp>) {
  const accounts = accountHelpers(testApp);
  async function person(kind: 'buyer' | 'seller' | 'moderator' | 'admin') {
    const accountType = kind === 'seller' ? 'seller' : 'buyer';
    const { body } = await accounts.register(
      accounts.buyer(accountType === 'seller' ? { accountType, packageId: 'basic' } : {}),
    );
    if (kind === 'moderator' || kind === 'admin') {
      await testApp.platform.db.update(users).set({ role: kind }).where(eq(users.id, body.user.id));
    }
    return { auth: bearer(body.token), id: body.user.id as string, email: body.user.email as string };
  }
  return { person };
}
