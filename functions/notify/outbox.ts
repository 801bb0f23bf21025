/**
 * Putting a message in the outbox (decision 017). With a provider for its channel the message is
 * `queued` and a delivery job is enqueued in the same transaction, so it is delivered (and retried
 * with backoff) by whichever worker runs next; without one (the demo) it is `stored`, and the
 * outbox is where it is read.
 */
import type { Queries } from '#functions/db/client';
import type { FallbackMessage } from '#functions/db/schema/mail';
import { insertOutboxMessage } from './outbox-repository';
import { enqueue } from '#functions/jobs/queue';
import { log } from '#functions/platform/log';
import { delivers, type Transports } from './transports';

export const DELIVER_JOB = 'deliver-message';
/** The delivery of a reply someone is waiting on in a chat: run as soon as it is queued. */
export const DELIVER_REPLY_JOB = 'deliver-reply';
/** A push's delivery (decision 032). */
export const DELIVER_PUSH_JOB = 'deliver-push';
/** Attempts before a message fails for good: over about a day and a half with the queue's backoff. */
export const DELIVERY_ATTEMPTS = 6;

export interface OutgoingMessage extends FallbackMessage {
  /** What it is about: 'account', 'booking-update', 'booking-reminder'… */
  kind?: string;
  userId?: string | null;
  /** What goes instead if this one finally fails. */
  fallback?: FallbackMessage | null;
  /** Not to be handed over before (quiet hours). */
  notBefore?: number;
  /** A reply in a conversation, delivered by the job that answers at once (functions/jobs/soon.ts). */
  reply?: boolean;
}

let deliveriesDue = 0;
/** How many deliveries due at once this process has queued: a request that changes it runs them (functions/jobs/soon.ts). */
export const deliveriesQueued = () => deliveriesDue;

/** CR and LF end a mail header: in a subject they could add headers of the sender's choosing. */
export const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/** Records the message, and its delivery job when it has a provider; the message's id. */
export async function queueMessage(
  db: Queries,
  transports: Transports,
  message: OutgoingMessage,
  now = Date.now(),
): Promise<number> {
  const delivered = delivers(transports, message.channel);
  const id = await db.transaction(async (tx) => {
    const id = await insertOutboxMessage(tx, {
      channel: message.channel,
      kind: message.kind ?? 'account',
      userId: message.userId ?? null,
      to: message.to,
      subject: oneLine(message.subject),
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments ?? null,
      template: message.template ?? null,
      whatsapp: message.whatsapp ?? null,
      push: message.push ?? null,
      fallback: delivered ? (message.fallback ?? null) : null,
      status: delivered ? 'queued' : 'stored',
      updatedAt: now,
    });
    if (delivered) {
      const runAt = Math.max(now, message.notBefore ?? now);
      const push = message.channel === 'push';
      await enqueue(tx, {
        kind: message.reply ? DELIVER_REPLY_JOB : push ? DELIVER_PUSH_JOB : DELIVER_JOB,
        key: `outbox:${id}`,
        payload: { outboxId: id },
        runAt,
        maxAttempts: DELIVERY_ATTEMPTS,
      });
      if (runAt <= Date.now()) deliveriesDue += 1;
    }
    return id;
  });
  log.info(delivered ? 'message queued' : 'message stored in the outbox', {
    message: id,
    channel: message.channel,
    kind: message.kind ?? 'account',
  });
  return id;
}
