import { outboundSignal } from '#functions/platform/outbound';
import type { MailTransport } from './mail-message';

/**
 * Resend's HTTP API (POST /emails with a Bearer key): reachable with fetch from Workers, where
 * SMTP's raw sockets are not a good fit (docs/decisions/010-going-live.md). The message's key goes
 * as Resend's `Idempotency-Key`: a retry after a timeout is answered without a second e-mail.
 */
export function httpMailApi(url: string, apiKey: string): MailTransport {
  return {
    name: 'mail API',
    async deliver(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${apiKey}`,
          'Idempotency-Key': message.key,
        },
        signal: outboundSignal(),
        body: JSON.stringify({
          from: message.from,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.attachments?.length
            ? {
                attachments: message.attachments.map((file) => ({
                  filename: file.filename,
                  content: Buffer.from(file.content, 'utf8').toString('base64'),
                  content_type: file.contentType,
                })),
              }
            : {}),
        }),
      });
      if (!response.ok) throw new Error(`mail API answered ${response.status}`);
    },
  };
}
