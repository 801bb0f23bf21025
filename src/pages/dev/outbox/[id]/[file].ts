import type { APIRoute } from 'astro';
import { eq } from 'drizzle-orm';
import { getPlatform } from '#platform';
import { outbox } from '../../../../../functions/db/schema/mail';

export const prerender = false;

/** One attachment of an outbox mail (an .ics invitation, say), for local testers only. */
export const GET: APIRoute = async ({ params }) => {
  const platform = getPlatform();
  const id = Number(params.id);
  const mail =
    platform.config.OUTBOX_VIEWER && Number.isSafeInteger(id)
      ? await platform.db.query.outbox.findFirst({ where: eq(outbox.id, id) })
      : undefined;
  const attachment = mail?.attachments?.find((item) => item.filename === params.file);
  if (!attachment) return new Response('Not found', { status: 404 });
  return new Response(attachment.content, {
    headers: {
      'Content-Type': attachment.contentType,
      'Content-Disposition': `attachment; filename="${attachment.filename}"`,
    },
  });
};
