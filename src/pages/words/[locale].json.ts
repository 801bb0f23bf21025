import type { APIRoute } from 'astro';
import { isLocale } from '#shared/i18n/locales';
import { dialogWords } from '#shared/i18n/script-words';

/**
 * The appointment dialog's shared messages in a language, keyed by their English (decision 020):
 * fetched by the dialog on a Kiswahili page when it first opens, so no script carries the
 * Kiswahili of every message. The same for everyone, so caches may keep it.
 */
export const prerender = false;

export const GET: APIRoute = ({ params }) => {
  if (!isLocale(params.locale)) return new Response('Not found', { status: 404 });
  return new Response(JSON.stringify(dialogWords(params.locale)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
