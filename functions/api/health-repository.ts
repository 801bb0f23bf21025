import { sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client';

/** The cheapest statement the database must answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.run(sql`select 1`);
}
