import { defineMiddleware } from 'astro:middleware';
import { getPlatform } from '#platform';
import { displayUser } from '#functions/accounts/cookies';
import { resolveSession } from '#functions/accounts/middleware';
import { log, newRequestId } from '#functions/platform/log';
import { PRIVATE_CACHE, PUBLIC_PAGE_CACHE, securityHeaderValues } from '#functions/platform/security-headers';
import { withEtag } from '#functions/platform/etag';
import { anonymousGet, cachedPage, keepPage, onlyLanguageCookie } from '#functions/catalogue/page-cache';
import { isSecure, languageCookie } from '#functions/accounts/cookies';
import { DEFAULT_LOCALE, localePath, splitLocale } from '#shared/i18n/locales';
import { wantedLocale } from '#server/locale';
import { scriptsAfterFirstPicture } from '#server/later-scripts';
import { policyForPage } from '#server/page-csp';
import { countView, isRobot } from '#functions/insights/views';

/**
 * Server-rendered pages learn who is signed in from the session cookie, exactly as the API does
 * (resolveSession), and carry a request id and the security headers. A page that knows who is
 * asking is never cached by anyone else; a page everyone gets alike is public for a short time,
 * with an ETag (decision 019). Static pages and /api/* are left alone.
 * A page under /sw/ is the same page in Kiswahili (decision 020): rendered from its English route
 * with `locals.locale`, its links kept under /sw/.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.user = null;
  context.locals.account = null;
  context.locals.session = null;
  context.locals.requestId = newRequestId();
  const { locale, path } = splitLocale(context.url.pathname);
  context.locals.locale = locale;
  const platform = getPlatform();
  context.locals.platform = platform;
  if (context.isPrerendered || context.url.pathname.startsWith('/api/')) return next();

  // An address no page has (a backslash, which a URL reads as a slash, an empty segment, a control
  // character, an escape that decodes to another escape): the not-found page, before anything tries
  // to build a link from it.
  if (unservablePath(context.url.pathname)) return renderIn(next, '/404');

  // An English address asked for by someone who reads Kiswahili (their choice, or a first visit's
  // Accept-Language): the same page under /sw/. The cookie set here makes it happen once.
  // Pages only: a feed, a sitemap or a data file (a name with an extension) has one address, and
  // so has what the framework serves under /_ (the image endpoint /_image, built files in /_astro).
  const page = path !== '/language' && !path.startsWith('/_') && !/\.[a-z0-9]+$/i.test(path);
  if (locale === DEFAULT_LOCALE && context.request.method === 'GET' && page) {
    const wanted = wantedLocale(context.request);
    if (wanted && wanted.locale !== DEFAULT_LOCALE) {
      const headers = new Headers({
        Location: localePath(wanted.locale, path) + context.url.search,
        'Cache-Control': PRIVATE_CACHE,
        Vary: 'Cookie, Accept-Language',
      });
      if (!wanted.chosen)
        headers.set('Set-Cookie', languageCookie(wanted.locale, isSecure(platform.config.production, context.request)));
      return new Response(null, { status: 302, headers });
    }
  }
  // A page everyone gets alike, rendered a moment ago: the same bytes again (page-cache.ts).
  const anonymous = anonymousGet(context.request);
  const render = (rewrite: string | null) => renderIn(next, rewrite);
  const kept = anonymous ? await cachedPage(platform, context.request).catch(() => null) : null;
  // A listing's page opened by a person counts as a view for its seller's insights.
  const listing = /^\/service\/(\d{1,12})$/.exec(path);
  const counted = async (response: Response) => {
    if (
      listing &&
      (response.status === 200 || response.status === 304) &&
      !isRobot(context.request.headers.get('User-Agent'))
    )
      await countView(platform.db, Number(listing[1]));
    return response;
  };
  if (kept) {
    kept.headers.set('X-Request-Id', context.locals.requestId);
    return counted(kept);
  }
  let cookies: string[] = [];
  try {
    const resolved = await resolveSession(platform, context.request);
    cookies = resolved.cookies;
    if (resolved.validation) {
      const { user, session } = resolved.validation;
      context.locals.account = user;
      context.locals.session = session;
      context.locals.user = displayUser(user, Boolean(user.packageId));
    }
  } catch (error) {
    // The page can still render for a visitor; its own data read reports the outage.
    log.error('session check failed', { requestId: context.locals.requestId, error });
  }
  const response = await render(locale === DEFAULT_LOCALE ? null : path + context.url.search);
  for (const value of cookies) response.headers.append('Set-Cookie', value);
  // A page may set its own (the guest booking page sends no referrer to other sites at all).
  for (const [name, value] of Object.entries(securityHeaderValues(platform.config.production))) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  response.headers.set('X-Request-Id', context.locals.requestId);
  const personal = context.locals.session || cookies.length || !onlyLanguageCookie(context.request);
  response.headers.append('Vary', locale === DEFAULT_LOCALE ? 'Cookie, Accept-Language' : 'Cookie');
  const sharable =
    !personal &&
    !response.headers.has('Cache-Control') &&
    response.status === 200 &&
    context.request.method === 'GET' &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html');
  if (!sharable) {
    if (personal || !response.headers.has('Cache-Control')) response.headers.set('Cache-Control', PRIVATE_CACHE);
    return counted(response);
  }
  response.headers.set('Cache-Control', PUBLIC_PAGE_CACHE);
  return counted(
    anonymous ? await keepPage(platform, context.request, response) : await withEtag(context.request, response),
  );
});

function unservablePath(pathname: string): boolean {
  try {
    const decoded = decodeURIComponent(pathname);
    return /[\\%]|\/\//.test(decoded) || [...decoded].some((char) => char.charCodeAt(0) < 32 || char === '\x7f');
  } catch {
    return true;
  }
}

/**
 * Renders the route, or (a Kiswahili address) its English route in Kiswahili; its links are
 * written in its language as it renders (localePath). A page's scripts are listed to start after its first picture (src/server/later-scripts.ts),
 * and its script policy names only its own inline scripts (src/server/page-csp.ts).
 */
async function renderIn(next: (rewrite?: string) => Promise<Response>, rewrite: string | null): Promise<Response> {
  const response = rewrite === null ? await next() : await next(rewrite);
  if (!(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return response;
  const html = scriptsAfterFirstPicture(await response.text());
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  const policy = headers.get('Content-Security-Policy');
  if (policy) headers.set('Content-Security-Policy', await policyForPage(policy, html));
  return new Response(html, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
