/**
 * The delivery job (decision 017): hands one queued message to its channel's provider, outside any
 * transaction, then records it as sent in the job's own transaction. A refusal or an unreachable
 * provider throws, and the queue retries with backoff; after the last attempt the message is
 * failed and its fallback (the next channel) is queued in its place.
 */
import type { Queries, Transaction } from '#functions/db/client';
import type { JobRow } from '#functions/jobs/queue';
import type { JobHandler } from '#functions/platform/platform';
import type { Platform } from '#functions/platform/platform';
import { log, redact } from '#functions/platform/log';
import { queueMessage } from './outbox';
import { pushTtl } from './push';
import { deleteSubscription, findSubscription } from './push-repository';
import type { Transports } from './transports';
import { clearFallback, findOutboxMessage, markFailed, markSent, type OutboxRow } from './outbox-repository';

type Prepared =
  | { providerId: string | null; channel: OutboxRow['channel'] }
  | { skipped: string }
  /** Refused for good without a retry (a push service's 404, 410, 413): `gone` names a subscription to forget. */
  | { refused: string; gone: string | null };

/** A push, to the browser its row names (decision 032): taken, or refused for good. */
async function handOverPush(platform: Platform, row: OutboxRow): Promise<Prepared> {
  if (!platform.transports.push) throw new Error('no VAPID keys');
  const target = await findSubscription(platform.db, row.to);
  if (!target || !row.push) return { refused: 'push turned off in that browser', gone: null };
  const outcome = await platform.transports.push.deliver(target, row.push, pushTtl(Date.now(), row.push.until));
  if ('sent' in outcome) return { providerId: outcome.sent, channel: 'push' };
  return 'gone' in outcome ? { refused: outcome.gone, gone: target.id } : { refused: outcome.refused, gone: null };
}

/** Hands the message to its provider: the provider's id for it (what delivery reports name). */
async function handOver(transports: Transports, row: OutboxRow): Promise<string | null> {
  if (row.channel === 'email') {
    if (!transports.email) throw new Error('no mail transport');
    await transports.email.deliver({
      to: row.to,
      subject: row.subject,
      text: row.text ?? '',
      ...(row.html ? { html: row.html } : {}),
      ...(row.attachments ? { attachments: row.attachments } : {}),
      from: transports.from,
      key: `mabinti-outbox-${row.id}`,
    });
    return null;
  }
  if (row.channel === 'sms') {
    if (!transports.sms) throw new Error('no SMS provider');
    return transports.sms.deliver(row.to, row.text ?? '');
  }
  if (!transports.whatsapp) throw new Error('no WhatsApp provider');
  if (row.whatsapp) return transports.whatsapp.send(row.to, row.whatsapp);
  if (!row.template) throw new Error('no WhatsApp template');
  return transports.whatsapp.deliver(row.to, row.template);
}

const outboxIdOf = (payload: Record<string, unknown>) => Number(payload.outboxId);

export const deliverMessage: JobHandler<Prepared> = Object.assign(
  async (tx: Transaction, job: JobRow, platform: Platform, prepared: Prepared) => {
    if ('skipped' in prepared) return prepared.skipped;
    if ('refused' in prepared) {
      if (prepared.gone) await deleteSubscription(tx, prepared.gone);
      await failMessage(tx, platform.transports, outboxIdOf(job.payload), prepared.refused);
      return `failed: ${prepared.refused}`;
    }
    // E-mail bodies hold links with secrets: once handed over they are not kept. Texts hold none.
    // The fallback stays until the provider reports the message delivered (or failed).
    await markSent(tx, outboxIdOf(job.payload), prepared.providerId, prepared.channel === 'email', Date.now());
    return 'sent';
  },
  {
    async prepare(job: JobRow, platform: Platform): Promise<Prepared> {
      const row = await findOutboxMessage(platform.db, outboxIdOf(job.payload));
      if (!row || row.status !== 'queued') return { skipped: `skipped: message ${row?.status ?? 'gone'}` };
      if (row.channel === 'push') return handOverPush(platform, row);
      return { providerId: await handOver(platform.transports, row), channel: row.channel };
    },
    async failed(tx: Transaction, job: JobRow, platform: Platform, error: string) {
      await failMessage(tx, platform.transports, outboxIdOf(job.payload), error);
    },
  },
);

/**
 * A message that will not arrive (out of attempts, or the provider reported it failed): marked
 * failed with the reason, and its fallback queued on the next channel. Once only: a message
 * already failed or delivered is left as it is.
 */
export async function failMessage(db: Queries, transports: Transports, id: number, error: string, now = Date.now()) {
  const failed = await markFailed(db, id, redact(error).slice(0, 500), now);
  if (!failed) return;
  log.error('message failed', { message: id, channel: failed.channel, kind: failed.kind });
  if (!failed.fallback) return;
  await clearFallback(db, id);
  await queueMessage(db, transports, { ...failed.fallback, kind: failed.kind, userId: failed.userId }, now);
}
