import type { Database, Queries } from '#functions/db/client';
import type { MailAttachment } from '#functions/db/schema/mail';
import { emailHtml } from '#functions/notify/email-html';
import { queueMessage } from '#functions/notify/outbox';
import type { Transports } from '#functions/notify/transports';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** What it is about, for the outbox: 'account' unless said. */
  kind?: string;
}

/**
 * The one way the product sends an e-mail that is not a notification (sign-up, reset, receipts,
 * contact): through the outbox and the job queue (decision 017), so a failing transport means a
 * retry with backoff rather than a lost e-mail. Every message gets an HTML part made from its text.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The same, as part of a caller's transaction (a job's). */
  sendIn(tx: Queries, message: MailMessage): Promise<void>;
}

/** A way to deliver mail: SMTP (Node) or an HTTP mail API (Workers). Throws when delivery fails. */
export interface MailTransport {
  name: string;
  /**
   * `key` names this one message for good (its outbox row): a retry carries the same key, so a
   * provider that takes idempotency keys sends it once however often it is handed over.
   */
  deliver(message: Omit<MailMessage, 'kind'> & { from: string; key: string }): Promise<void>;
}

/** `siteUrl`: the site its links point to (only those are shown as named links, email-html.ts). */
export function createMailer(db: Database, transports: Transports, siteUrl: string): Mailer {
  const queue = async (target: Queries, { html, kind, ...message }: MailMessage) => {
    await queueMessage(target, transports, {
      ...message,
      channel: 'email',
      kind,
      html: html ?? emailHtml(message.text, siteUrl),
    });
  };
  return { send: (message) => queue(db, message), sendIn: queue };
}
