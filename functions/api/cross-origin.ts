import type { Context } from 'hono';
import { said } from './said';
import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';
import { ACCOUNT_MESSAGES } from '#shared/account-messages';
import { readSessionToken } from '#functions/accounts/cookies';
import type { AppEnv } from './env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CORS for the origins in ALLOWED_ORIGINS (another web client, a partner site): their browsers
 * may read our answers and send JSON with a Bearer token. Cookies are never accepted from them:
 * `credentials` stays off, and the check below refuses a cookie that rides along.
 */
const corsForAllowedOrigins = cors({
  origin: (origin, c: Context<AppEnv>) => (c.var.platform.config.ALLOWED_ORIGINS.includes(origin) ? origin : null),
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowHeaders: ['Content-Type', 'Authorization'],
  exposeHeaders: ['X-Has-More', 'X-Page', 'Link', 'Retry-After', 'X-Request-Id'],
  maxAge: 600,
});

/**
 * Refuses state-changing requests a browser sent from a site we do not know, and any that carry
 * our session cookie from another origin (CSRF). Anonymous and Bearer-token requests from an
 * allowed origin pass, as do clients that send no Origin at all (apps, scripts with a token).
 */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header('Origin');
  const { SITE_URL, ALLOWED_ORIGINS } = c.var.platform.config;
  const own = new Set([new URL(c.req.url).origin, ...(SITE_URL ? [new URL(SITE_URL).origin] : [])]);
  if (origin && own.has(origin)) return next();
  const withCookie = readSessionToken(c.req.raw)?.via === 'cookie';
  const refused = origin
    ? withCookie || !ALLOWED_ORIGINS.includes(origin)
    : withCookie && c.req.header('Sec-Fetch-Site') === 'cross-site';
  if (refused) return c.json(said(c, ACCOUNT_MESSAGES.crossSite), 403);
  return next();
});

export const crossOrigin = [corsForAllowedOrigins, originCheck] as const;
