/**
 * The audit log: one row per staff action, written in the action's own transaction, so
 * an action and its record commit together or not at all. Rows are never changed (the table's
 * triggers refuse UPDATE and DELETE).
 */
import { and, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { Database, Queries } from '#functions/db/client';
import { auditLog } from '#functions/db/schema/admin';
import { users } from '#functions/db/schema/accounts';
import type { User } from '#functions/accounts/public';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditEntry {
  action: string;
  targetType: 'listing' | 'review' | 'report' | 'user' | 'message' | 'payments' | 'payout';
  targetId: string | number;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Who acted: a staff account, or the command line (`npm run admin:create`). */
export type Actor = Pick<User, 'id' | 'role'> | { id: string; role: 'cli' };

export async function recordAudit(tx: Queries, actor: Actor, entry: AuditEntry, now = Date.now()) {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorRole: actor.role ?? 'none',
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: new Date(now),
  });
}

export interface AuditFilter {
  action?: string | undefined;
  targetType?: string | undefined;
  actorId?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
  /** Entries older than this one: the next page. */
  beforeId?: number | undefined;
}

/** The newest entries first, filtered by what the admin page asks. */
export function auditEntries(db: Database, filter: AuditFilter, limit = 100) {
  const parts: SQL[] = [];
  if (filter.action) parts.push(eq(auditLog.action, filter.action));
  if (filter.targetType) parts.push(eq(auditLog.targetType, filter.targetType));
  if (filter.actorId) parts.push(eq(auditLog.actorId, filter.actorId));
  if (filter.from !== undefined) parts.push(gte(auditLog.createdAt, new Date(filter.from)));
  if (filter.to !== undefined) parts.push(lte(auditLog.createdAt, new Date(filter.to)));
  if (filter.beforeId !== undefined) parts.push(lt(auditLog.id, filter.beforeId));
  return db
    .select({ entry: auditLog, actorName: users.userName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(parts.length ? and(...parts) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
