import type { APIRoute } from 'astro';
import { isSecure, languageCookie } from '#functions/accounts/cookies';
import { setAccountLocale } from '#functions/accounts/service';
import { isLocale, localePath, splitLocale } from '#shared/i18n/locales';
import { PRIVATE_CACHE } from '#functions/platform/security-headers';
import { returnPath } from '#shared/return-path';

export const prerender = false;

/**
 * The language switch (decision 020): `/language?to=sw&next=/service/12` remembers the choice in a
 * cookie (and on the account, when signed in) and goes to the same page in that language. A plain
 * link, so it works without JavaScript; `next` is only ever a path on this site.
 */
export const GET: APIRoute = async ({ url, request, locals }) => {
  const to = url.searchParams.get('to');
  if (!isLocale(to)) return new Response('Unknown language', { status: 400 });
  // Checked again once the language prefix is off: `/sw//evil.example` is `//evil.example`.
  const path = returnPath(splitLocale(returnPath(url.searchParams.get('next'), '/')).path, '/');
  const { platform } = locals;
  // The account remembers the choice only when the person made it on this site: a link or an
  // image on another site (Sec-Fetch-Site: cross-site) changes nothing stored.
  const fetchedFrom = request.headers.get('Sec-Fetch-Site');
  if (locals.account && (fetchedFrom === 'same-origin' || fetchedFrom === 'none'))
    await setAccountLocale(platform, locals.account.id, to);
  const headers = new Headers({
    Location: localePath(to, path),
    'Cache-Control': PRIVATE_CACHE,
    'Set-Cookie': languageCookie(to, isSecure(platform.config.production, request)),
  });
  return new Response(null, { status: 303, headers });
};
