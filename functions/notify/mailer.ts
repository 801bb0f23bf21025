import type { Database, Queries } from '#functions/db/client';
import { emailHtml } from './email-html';
import { queueMessage } from './outbox';
import type { Transports } from './transports';
import type { MailMessage } from './mail-message';

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

/** `siteUrl`: the site its links point to (only those are shown as named links, email-html.ts). */
export function createMailer(db: Database, transports: Transports, siteUrl: string): Mailer {
  const queue = async (target: Queries, { html, kind, lang, ...message }: MailMessage) => {
    await queueMessage(target, transports, {
      ...message,
      channel: 'email',
      kind,
      html: html ?? emailHtml(message.text, siteUrl, [], lang),
    });
  };
  return { send: (message) => queue(db, message), sendIn: queue };
}
