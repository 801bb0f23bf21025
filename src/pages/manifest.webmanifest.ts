import type { APIRoute } from 'astro';
import { localePath } from '#shared/i18n/locales';
import { translator } from '#shared/i18n/translate';

/**
 * The installable app's manifest, one per language (/manifest.webmanifest and
 * /sw/manifest.webmanifest): it starts at /start, which opens My Bookings for someone signed in.
 */
export const prerender = false;

export const GET: APIRoute = ({ locals }) => {
  const t = translator(locals.locale);
  const manifest = {
    id: '/',
    name: 'Mabinti',
    short_name: 'Mabinti',
    description: t('site.description'),
    lang: t.locale,
    start_url: localePath(t.locale, '/start'),
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#6b21a8',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'public, max-age=3600' },
  });
};
