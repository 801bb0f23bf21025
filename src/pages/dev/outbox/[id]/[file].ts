import type { APIRoute } from 'astro';
import { outboxMail } from '#functions/notify/outbox-viewer';

export const prerender = false;

/** One attachment of an outbox mail (an .ics invitation, say), for local testers only. */
export const GET: APIRoute = async ({ params, locals }) => {
  const mail = await outboxMail(locals.platform, params.id);
  const attachment = mail?.attachments?.find((item) => item.filename === params.file);
  if (!attachment) return new Response('Not found', { status: 404 });
  return new Response(attachment.content, {
    headers: {
      'Content-Type': attachment.contentType,
      'Content-Disposition': `attachment; filename="${attachment.filename}"`,
    },
  });
};
