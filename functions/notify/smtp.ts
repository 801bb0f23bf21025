import nodemailer from 'nodemailer';
import { OUTBOUND_TIMEOUT_MS } from '#functions/platform/outbound';
import type { MailTransport } from './mail-message';

/**
 * SMTP through nodemailer (Node): smtp://user:password@host:587 (STARTTLS) or smtps://…:465. Every
 * stage of the conversation gives up after the outbound timeout. SMTP has no idempotency key, so
 * the message's key makes its Message-ID (a retry is the same message to the receiving side, which
 * may drop it) and goes as `Resend-Idempotency-Key`, which Resend's SMTP relay honours.
 */
export function smtpTransport(url: string): MailTransport {
  const address = new URL(url);
  const transporter = nodemailer.createTransport({
    host: address.hostname,
    port: Number(address.port) || (address.protocol === 'smtps:' ? 465 : 587),
    secure: address.protocol === 'smtps:',
    ...(address.username
      ? { auth: { user: decodeURIComponent(address.username), pass: decodeURIComponent(address.password) } }
      : {}),
    connectionTimeout: OUTBOUND_TIMEOUT_MS,
    greetingTimeout: OUTBOUND_TIMEOUT_MS,
    socketTimeout: OUTBOUND_TIMEOUT_MS,
    dnsTimeout: OUTBOUND_TIMEOUT_MS,
  });
  return {
    name: 'SMTP',
    async deliver(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        messageId: `<${message.key}@${message.from.replace(/^.*@/, '').replace(/>.*$/, '')}>`,
        headers: { 'Resend-Idempotency-Key': message.key },
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        attachments: message.attachments?.map((file) => ({
          filename: file.filename,
          content: file.content,
          contentType: file.contentType,
        })),
      });
    },
  };
}
