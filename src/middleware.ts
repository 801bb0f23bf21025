import { defineMiddleware } from 'astro:middleware';
import { getPlatform } from '#platform';
import { displayUser } from '#functions/accounts/cookies';
import { resolveSession } from '#functions/accounts/middleware';
import { log, newRequestId } from '#functions/platform/log';
import { PRIVATE_CACHE, PUBLIC_PAGE_CACHE, securityHeaderValues } from '#functions/platform/security-headers';
import { withEtag } from '#functions/platform/etag';
import { anonymousGet, cachedPage, keepPage } from '#functions/platform/page-cache';

/**
 * Server-rendered pages learn who is signed in from the session cookie, exactly as the API does
 * (resolveSession), and carry a request id and the security headers. A page that knows who is
 * asking is never cached by anyone else; a page everyone gets alike is public for a short time,
 * with an ETag (decision 019). Static pages and /api/* are left alone.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.user = null;
  context.locals.account = null;
  context.locals.session = null;
  context.locals.requestId = newRequestId();
  if (context.isPrerendered || context.url.pathname.startsWith('/api/')) return next();

  const platform = getPlatform();
  // A page everyone gets alike, rendered a moment ago: the same bytes again (page-cache.ts).
  const anonymous = anonymousGet(context.request);
  const kept = anonymous ? await cachedPage(platform, context.request).catch(() => null) : null;
  if (kept) {
    kept.headers.set('X-Request-Id', context.locals.requestId);
    return kept;
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
  const response = await next();
  for (const value of cookies) response.headers.append('Set-Cookie', value);
  // A page may set its own (the guest booking page sends no referrer to other sites at all).
  for (const [name, value] of Object.entries(securityHeaderValues(platform.config.production))) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  response.headers.set('X-Request-Id', context.locals.requestId);
  const personal = context.locals.session || cookies.length || context.request.headers.has('Cookie');
  response.headers.append('Vary', 'Cookie');
  const sharable =
    !personal &&
    !response.headers.has('Cache-Control') &&
    response.status === 200 &&
    context.request.method === 'GET' &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html');
  if (!sharable) {
    if (personal || !response.headers.has('Cache-Control')) response.headers.set('Cache-Control', PRIVATE_CACHE);
    return response;
  }
  response.headers.set('Cache-Control', PUBLIC_PAGE_CACHE);
  return anonymous ? keepPage(platform, context.request, response) : withEtag(context.request, response);
});
