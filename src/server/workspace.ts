/**
 * Where a person lands after signing in when they were not on their way somewhere (issue 61):
 * staff on the admin pages, a seller on My Account, a team member on their day, and a client on
 * the home page.
 */
import type { Database } from '#functions/db/client';
import { findUserById } from '#functions/accounts/public';
import { memberOfUser } from '#functions/team/public';

export async function workspaceOf(db: Database, userId: string): Promise<string> {
  const user = await findUserById(db, userId);
  if (!user) return '/';
  if (user.role) return '/admin';
  if (user.accountType === 'seller') return '/account';
  return (await memberOfUser(db, user.id)) ? '/account/day' : '/';
}
