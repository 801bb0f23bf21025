import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { packages, passwordResets, users } from '../db/schema/accounts';
import { SELLER_PACKAGES } from '../../src/shared/packages';

export type UserRow = typeof users.$inferSelect;
export type PackageRow = typeof packages.$inferSelect;

export const findUserByEmail = (db: Database, email: string) =>
  db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });

export const findUserById = (db: Database, id: string) => db.query.users.findFirst({ where: eq(users.id, id) });

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

/** Marks a live, unused reset as used and returns it; a second use finds nothing. */
export async function consumePasswordReset(db: Database, tokenHash: string) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(eq(passwordResets.id, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())),
    )
    .returning();
  return row;
}
