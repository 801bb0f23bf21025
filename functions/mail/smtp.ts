import nodemailer from 'nodemailer';
import type { MailTransport } from './mailer';

/** SMTP through nodemailer (Node): smtp://user:password@host:587 (STARTTLS) or smtps://…:465. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url, {});
  return {
    name: 'SMTP',
    async deliver(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
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
