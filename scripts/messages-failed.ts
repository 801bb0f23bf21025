/**
 * `npm run messages:failed [-- --days 7]`: the messages that could not be delivered, newest first,
 * with their channel, kind, when and why, for the person running the site (no addresses: the log
 * and this list never name people). Guests who lost a booking link ask for it again on the
 * booking's page.
 */
import { and, desc, eq, gte } from 'drizzle-orm';
import { outbox } from '#functions/db/schema/mail';
import { createNodePlatform } from '#functions/platform/node';

const days = Number(process.argv.includes('--days') ? process.argv[process.argv.indexOf('--days') + 1] : 7);
const platform = createNodePlatform(process.env);
const rows = await platform.db
  .select({
    id: outbox.id,
    channel: outbox.channel,
    kind: outbox.kind,
    subject: outbox.subject,
    error: outbox.error,
    at: outbox.updatedAt,
  })
  .from(outbox)
  .where(and(eq(outbox.status, 'failed'), gte(outbox.createdAt, new Date(Date.now() - days * 86_400_000))))
  .orderBy(desc(outbox.id))
  .limit(500);
console.log(`failed messages in the last ${days} days: ${rows.length}`);
for (const row of rows) {
  const when = row.at ? new Date(row.at).toISOString() : '';
  console.log(
    `#${row.id} ${row.channel} ${row.kind} ${when} "${row.channel === 'email' ? row.subject : ''}" ${row.error ?? ''}`,
  );
}
platform.close();
