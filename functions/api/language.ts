import type { MiddlewareHandler } from 'hono';
import { negotiateLocale } from '#shared/i18n/locales';
import { localizeMessage } from '#shared/i18n/sw-messages';
import type { AppEnv } from './env';

/**
 * The API's messages in the language the request asks for (Accept-Language, decision 020):
 * English for the spec's clients and anyone who does not ask, Kiswahili for `sw`. Only an
 * answer's own `message` is translated: a refusal, or an answer that is nothing but a message.
 */
export const answerInLanguage: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const locale = negotiateLocale(c.req.header('Accept-Language'));
  if (locale !== 'sw' || !(c.res.headers.get('Content-Type') ?? '').startsWith('application/json')) return;
  const body = (await c.res
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body.message !== 'string') return;
  const onlyMessage = Object.keys(body).every((key) => key === 'message' || key === 'requestId');
  if (c.res.status < 400 && !onlyMessage) return;
  const message = localizeMessage(locale, body.message);
  if (message === body.message) return;
  // NOTE: Hono copies the old answer's headers onto the new one, so Vary is added to the old.
  c.res.headers.append('Vary', 'Accept-Language');
  c.res.headers.delete('Content-Length');
  c.res = new Response(JSON.stringify({ ...body, message }), { status: c.res.status, headers: c.res.headers });
};
