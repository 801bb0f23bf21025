/** What an e-mail is, and what delivers one: types only, so transports and the mailer share them without a cycle. */
import type { MailAttachment } from '#functions/db/schema/mail';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** What it is about, for the outbox: 'account' unless said. */
  kind?: string;
  /** The language it is written in, for its HTML's `lang` ('en' unless said). */
  lang?: string;
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
