import type { Database } from '../db/client';
import { outbox, type MailAttachment } from '../db/schema/mail';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailConfig {
  /** An HTTP email API that accepts { from, to, subject, text, html, attachments } with a bearer key. */
  MAIL_API_URL?: string | undefined;
  MAIL_API_KEY?: string | undefined;
  MAIL_FROM: string;
  /** Public origin, so the log can point a tester at the local outbox page. */
  SITE_URL?: string | undefined;
  OUTBOX_VIEWER?: boolean | undefined;
}

/**
 * The one way the product sends e-mail. With a provider configured, messages go to its HTTP API
 * and the outbox keeps only who, what and whether it went. Without one (local), the outbox is the
 * mailbox: bodies are kept there and the log says where to read them. The log never holds a body,
 * so links with tokens stay out of it.
 */
export function createMailer(db: Database, config: MailConfig): Mailer {
  return {
    async send(message) {
      if (config.MAIL_API_URL && config.MAIL_API_KEY) {
        let status: 'sent' | 'failed' = 'sent';
        try {
          const response = await fetch(config.MAIL_API_URL, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.MAIL_API_KEY}` },
            body: JSON.stringify({ from: config.MAIL_FROM, ...message }),
          });
          if (!response.ok) status = 'failed';
        } catch {
          status = 'failed';
        }
        await db.insert(outbox).values({ to: message.to, subject: message.subject, status });
        if (status === 'failed') console.error(`Mail to ${message.to} ("${message.subject}") could not be sent`);
        return;
      }
      const [row] = await db
        .insert(outbox)
        .values({ ...message, html: message.html ?? null, attachments: message.attachments ?? null, status: 'stored' })
        .returning({ id: outbox.id });
      const where = config.OUTBOX_VIEWER ? ` Read it at ${config.SITE_URL ?? ''}/dev/outbox/${row!.id}` : '';
      console.log(`Mail to ${message.to} ("${message.subject}") stored in the outbox as #${row!.id}.${where}`);
    },
  };
}
