import type { Database, Queries } from '#functions/db/client';
import type { MailAttachment } from '#functions/db/schema/mail';
import { log, redact } from '#functions/platform/log';
import { recordMail } from './repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * For a job (decision 016): delivers, then records the message through the job's transaction, so
   * it is recorded exactly once with the job's completion. Throws when delivery fails, and the job
   * is retried with backoff.
   */
  sendIn(tx: Queries, message: MailMessage): Promise<void>;
}

/** A way to deliver mail: SMTP (Node) or an HTTP mail API (Workers). Throws when delivery fails. */
export interface MailTransport {
  name: string;
  deliver(message: MailMessage & { from: string }): Promise<void>;
}

/** CR and LF end a mail header: in a subject they could add headers of the sender's choosing. */
export const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/**
 * The one way the product sends e-mail. With a transport, every message is delivered through it
 * and the outbox records who, what and whether it went (with the error when it did not); bodies
 * are not kept, since they hold links with secrets. Without one (the demo) the outbox is the
 * mailbox: bodies are kept there for /dev/outbox. The log never names the recipient.
 */
export function createMailer(db: Database, options: { from: string; transport: MailTransport | null }): Mailer {
  const { transport } = options;
  if (!transport) log.warn('no mail transport configured: e-mail is kept in the outbox and not delivered');
  return {
    async sendIn(tx, input) {
      const message = { ...input, subject: oneLine(input.subject) };
      if (transport) await transport.deliver({ ...message, from: options.from });
      const id = await recordMail(
        tx,
        transport
          ? { to: message.to, subject: message.subject, status: 'sent' }
          : { ...message, html: message.html ?? null, attachments: message.attachments ?? null, status: 'stored' },
      );
      log.info(transport ? 'mail sent' : 'mail stored in the outbox', { mail: id, subject: message.subject });
    },
    async send(input) {
      const message = { ...input, subject: oneLine(input.subject) };
      if (!transport) {
        const id = await recordMail(db, {
          ...message,
          html: message.html ?? null,
          attachments: message.attachments ?? null,
          status: 'stored',
        });
        log.info('mail stored in the outbox', { mail: id, subject: message.subject });
        return;
      }
      let error: string | null = null;
      try {
        await transport.deliver({ ...message, from: options.from });
      } catch (failure) {
        error = redact(failure instanceof Error ? failure.message : String(failure)).slice(0, 500);
      }
      const id = await recordMail(db, {
        to: message.to,
        subject: message.subject,
        status: error ? 'failed' : 'sent',
        error,
      });
      if (error)
        log.error('mail could not be sent', {
          mail: id,
          via: transport.name,
          subject: message.subject,
          reason: error,
        });
      else log.info('mail sent', { mail: id, via: transport.name, subject: message.subject });
    },
  };
}
