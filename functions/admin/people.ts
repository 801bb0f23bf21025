/**
 * Admins' actions on people: suspending (every session ends at once, sign-in is refused,
 * and the person's listings leave the site through the triggers of migration 0020) and
 * reinstating, and granting or revoking the staff roles. One transaction each, with its audit row.
 */
import type { User } from '#functions/accounts/public';
import { Refusal } from '#functions/platform/refusal';
import { findUserById } from '#functions/accounts/public';
import { endSessionsOf, setStaffRole, setSuspension } from './repository';
import type { Platform } from '#functions/platform/platform';
import { MODERATION_MESSAGES, type StaffRole } from '#shared/moderation';
import { recordAudit } from './audit-repository';
import { exportAccount } from '#functions/privacy/export';
import { eraseAccount } from '#functions/privacy/erase';

async function personOr404(platform: Platform, actor: User, id: string) {
  if (id === actor.id) throw new Refusal('conflict', MODERATION_MESSAGES.ownRole);
  const person = await findUserById(platform.db, id);
  if (!person) throw new Refusal('not-found', MODERATION_MESSAGES.notFound);
  return person;
}

export async function setSuspended(platform: Platform, actor: User, id: string, suspend: boolean, reason: string) {
  const person = await personOr404(platform, actor, id);
  if (Boolean(person.suspendedAt) === suspend) return person;
  const now = Date.now();
  return platform.db.transaction(async (tx) => {
    const after = await setSuspension(tx, id, suspend, reason, now);
    const ended = suspend ? await endSessionsOf(tx, id) : 0;
    await recordAudit(
      tx,
      actor,
      {
        action: suspend ? 'user.suspend' : 'user.reinstate',
        targetType: 'user',
        targetId: id,
        reason,
        before: { suspended: Boolean(person.suspendedAt) },
        after: { suspended: suspend, sessionsEnded: ended },
      },
      now,
    );
    return after;
  });
}

export async function setRole(platform: Platform, actor: User, id: string, role: StaffRole | 'none', reason: string) {
  const person = await personOr404(platform, actor, id);
  const next = role === 'none' ? null : role;
  if (person.role === next) return person;
  const now = Date.now();
  return platform.db.transaction(async (tx) => {
    const after = await setStaffRole(tx, id, next);
    await recordAudit(
      tx,
      actor,
      {
        action: next ? 'user.grant-role' : 'user.revoke-role',
        targetType: 'user',
        targetId: id,
        reason,
        before: { role: person.role },
        after: { role: next },
      },
      now,
    );
    return after;
  });
}

/**
 * A person's data for their written request (decision 028), audited: the file at once, or a job
 * whose file the admin fetches from the link e-mailed to them. A suspended account can be exported.
 */
export async function exportForRequest(platform: Platform, actor: User, id: string, reason: string) {
  const person = await personOr404(platform, actor, id);
  const made = await exportAccount(platform, person, actor.id);
  await recordAudit(platform.db, actor, {
    action: 'user.export',
    targetType: 'user',
    targetId: id,
    reason,
    after: { made: 'file' in made ? 'at once' : 'by a job' },
  });
  return made;
}

/** Erases a person for their written request (decision 028), under the same rules as their own button. */
export async function eraseForRequest(platform: Platform, actor: User, id: string, reason: string) {
  const person = await personOr404(platform, actor, id);
  if (person.erasedAt) return;
  await eraseAccount(platform, person, { byStaff: true });
  await recordAudit(platform.db, actor, {
    action: 'user.erase',
    targetType: 'user',
    targetId: id,
    reason,
    before: { erased: false },
    after: { erased: true },
  });
}
