/** What a seller's setup checklist (decision 045) reads of their listings. */
import { sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { media, services } from '#functions/db/schema/catalogue';

/** What a seller's setup checklist reads of their listings: one with a photo, one asking a deposit. */
export async function listingFactsOf(db: Database, sellerId: string) {
  const [row] = await db.all<{ withImage: number; withDeposit: number }>(sql`
    SELECT
      EXISTS (SELECT 1 FROM ${services} s JOIN ${media} m ON m.service_id = s.id
        WHERE s.seller_id = ${sellerId} AND m.type = 'image') AS withImage,
      EXISTS (SELECT 1 FROM ${services} s WHERE s.seller_id = ${sellerId} AND s.deposit_type IS NOT NULL) AS withDeposit`);
  return { withImage: Boolean(row?.withImage), withDeposit: Boolean(row?.withDeposit) };
}
