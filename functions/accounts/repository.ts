import { and, eq, gt, inArray, isNull, like, ne } from 'drizzle-orm';
import type { Database, Queries } from '#functions/db/client';
import { packages, passwordResets, sessions, users } from '#functions/db/schema/accounts';
import { SELLER_PACKAGES } from '#shared/packages';

export type UserRow = typeof users.$inferSelect;
export type PackageRow = typeof packages.$inferSelect;

export const findUserByEmail = (db: Database, email: string) =>
  db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });

export const findUserById = (db: Queries, id: string) => db.query.users.findFirst({ where: eq(users.id, id) });

export async function insertUser(db: Database, user: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function updateUser(db: Database, id: string, changes: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

export const listPackages = (db: Database) => db.select().from(packages).orderBy(packages.price);

export const findPackageRow = (db: Database, id: string) => db.query.packages.findFirst({ where: eq(packages.id, id) });

/** Writes the package definitions (src/shared/packages.ts) into the database; safe to repeat. */
export async function syncPackages(db: Database): Promise<void> {
  for (const { id, ...fields } of SELLER_PACKAGES) {
    await db
      .insert(packages)
      .values({ id, ...fields })
      .onConflictDoUpdate({ target: packages.id, set: fields });
  }
}

export async function insertPasswordReset(db: Database, reset: typeof passwordResets.$inferInsert) {
  await db.insert(passwordResets).values(reset);
}

/**
 * Uses a live, unused reset link: in one batch (a transaction) the password changes, every reset
 * link of the account is void and every session ends. A second use, or a voided link, finds nothing.
 */
export async function resetPassword(db: Database, tokenHash: string, passwordHash: string) {
  const live = and(
    eq(passwordResets.id, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, new Date()),
  );
  const owner = db.select({ id: passwordResets.userId }).from(passwordResets).where(live);
  const [found] = await db.batch([
    db.select({ userId: passwordResets.userId }).from(passwordResets).where(live),
    db.update(users).set({ passwordHash }).where(inArray(users.id, owner)),
    db.delete(sessions).where(inArray(sessions.userId, owner)),
    db.delete(passwordResets).where(inArray(passwordResets.userId, owner)),
  ]);
  return found[0];
}

/** A new password from the signed-in owner: other sessions and every reset link end with the old one. */
export async function setPassword(db: Database, userId: string, passwordHash: string, keepSessionId: string) {
  await db.batch([
    db.update(users).set({ passwordHash }).where(eq(users.id, userId)),
    db.delete(passwordResets).where(eq(passwordResets.userId, userId)),
    db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))),
  ]);
}

/** True when the database holds the demo's accounts (…@mabinti.test): production refuses it. */
export async function holdsDemoAccounts(db: Database): Promise<boolean> {
  const found = await db.select({ id: users.id }).from(users).where(like(users.email, '%@mabinti.test')).limit(1);
  return found.length > 0;
}
