/**
 * The first admin: nobody can become staff through sign-up or the API, so
 * `npm run admin:create -- --email …` makes (or promotes) the account and returns a one-time link
 * to set its password, valid for a day. Recorded in the audit log as done from the command line.
 */
import { generateToken, hashToken } from '#functions/platform/tokens';
import { accountByEmail, insertAccount, insertPasswordLink, setStaffRole } from './repository';
import type { Platform } from '#functions/platform/platform';
import { recordAudit } from './audit-repository';

export const ADMIN_LINK_LIFETIME_MS = 24 * 3_600_000;

export async function createAdmin(platform: Platform, email: string, name?: string) {
  const address = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new Error(`not an e-mail address: ${email}`);
  const token = generateToken();
  const now = Date.now();
  const created = await platform.db.transaction(async (tx) => {
    const existing = await accountByEmail(tx, address);
    const id = existing?.id ?? crypto.randomUUID();
    if (existing) await setStaffRole(tx, id, 'admin');
    else {
      await insertAccount(tx, {
        id,
        userName: name?.trim() || address.split('@')[0]!,
        email: address,
        phoneNumber: '',
        passwordHash: null,
        accountType: 'buyer',
        role: 'admin',
      });
    }
    await insertPasswordLink(tx, {
      id: hashToken(token),
      userId: id,
      expiresAt: new Date(now + ADMIN_LINK_LIFETIME_MS),
    });
    await recordAudit(
      tx,
      { id: 'command-line', role: 'cli' },
      {
        action: 'user.grant-role',
        targetType: 'user',
        targetId: id,
        reason: 'npm run admin:create',
        before: { role: existing?.role ?? null, existed: Boolean(existing) },
        after: { role: 'admin' },
      },
      now,
    );
    return !existing;
  });
  return { created, link: `${platform.siteUrl}/reset-password?token=${token}` };
}
