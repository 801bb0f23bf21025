import type { Database, Queries } from '#functions/db/client';
import type { MailAttachment } from '#functions/db/schema/mail';
import { emailHtml } from '#functions/notify/email-html';
import { queueMessage } from '#functions/notify/outbox';
import type { Transports } from '#functions/notify/transports';
import { log } from '#functions/platform/log';

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
  deliver(message: Omit<MailMessage, 'kind'> & { from: string }): Promise<void>;
}

export function createMailer(db: Database, transports: Transports): Mailer {
  if (!transports.email) log.warn('no mail transport configured: e-mail is kept in the outbox and not delivered');
  const queue = async (target: Queries, { html, kind, ...message }: MailMessage) => {
    await queueMessage(target, transports, {
      ...message,
      channel: 'email',
      kind,
      html: html ?? emailHtml(message.text),
    });
  };
  return { send: (message) => queue(db, message), sendIn: queue };
}
