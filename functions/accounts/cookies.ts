import { firstName, type PublicUser } from '#shared/accounts';
import type { Session } from './sessions-repository';
import { hashToken } from '#functions/platform/tokens';
import { LOCALE_COOKIE, type Locale } from '#shared/i18n/locales';
import { readCookie, SESSION_COOKIE, USER_COOKIE, type DisplayUser } from '#shared/session-cookies';

const LANGUAGE_KEPT_MS = 365 * 24 * 3600 * 1000;

function cookie(name: string, value: string, options: { httpOnly: boolean; secure: boolean; expires?: Date }) {
  const parts = [`${name}=${value}`, 'Path=/', 'SameSite=Lax'];
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  return parts.join('; ');
}

export const displayUser = (
  user: { userName: string; accountType: 'buyer' | 'seller' },
  hasPackage: boolean,
): DisplayUser => ({
  name: firstName(user.userName),
  role: user.accountType,
  canPost: user.accountType === 'seller' && hasPackage,
});

/** The opaque name of one session's offline copy of My Bookings (decision 031); not a secret. */
export const offlineKey = (sessionId: string) => hashToken(`offline:${sessionId}`).slice(0, 24);

/**
 * Set-Cookie values for a signed-in browser. A session without "remember me" gets cookies
 * with no expiry, which the browser drops when it closes.
 */
export function signedInCookies(token: string, session: Session, user: PublicUser, secure: boolean): string[] {
  const expires = session.persistent ? session.expiresAt : undefined;
  return [
    cookie(SESSION_COOKIE, token, { httpOnly: true, secure, expires }),
    cookie(
      USER_COOKIE,
      encodeURIComponent(
        JSON.stringify({ ...displayUser(user, Boolean(user.sellerPackage)), offline: offlineKey(session.id) }),
      ),
      { httpOnly: false, secure, expires },
    ),
    // The account's language follows it to this browser.
    ...(user.locale ? [languageCookie(user.locale, secure)] : []),
  ];
}

/** The known-device cookie: this browser signed in with the account's current password (accounts/service.ts). */
export const DEVICE_COOKIE = 'mabinti_device';
const DEVICE_KEPT_MS = 365 * 24 * 3600 * 1000;

/**
 * What the known-device cookie holds for `user`: derived from their password hash, so only a
 * browser that signed in with the current password has it, and a new password ends them all.
 */
export const deviceProof = (user: { id: string; passwordHash: string | null }) =>
  hashToken(`device:${user.id}:${user.passwordHash ?? ''}`).slice(0, 40);

export const deviceCookie = (proof: string, secure: boolean) =>
  cookie(DEVICE_COOKIE, proof, { httpOnly: true, secure, expires: new Date(Date.now() + DEVICE_KEPT_MS) });

export const knownDeviceOf = (request: Request) => {
  const value = readCookie(request.headers.get('Cookie'), DEVICE_COOKIE);
  return value && /^[0-9a-f]{40}$/.test(value) ? value : undefined;
};

/** Remembers a language for a year (decision 020): a choice, or the account's at sign-in. */
export const languageCookie = (locale: Locale, secure: boolean) =>
  cookie(LOCALE_COOKIE, locale, { httpOnly: false, secure, expires: new Date(Date.now() + LANGUAGE_KEPT_MS) });

export function signedOutCookies(secure: boolean): string[] {
  const past = new Date(0);
  return [
    cookie(SESSION_COOKIE, '', { httpOnly: true, secure, expires: past }),
    cookie(USER_COOKIE, '', { httpOnly: false, secure, expires: past }),
  ];
}

/** The session token of a request: a Bearer header (API clients) or the session cookie (browsers). */
export function readSessionToken(request: Request): { token: string; via: 'bearer' | 'cookie' } | null {
  const auth = request.headers.get('Authorization');
  const bearer = auth?.match(/^Bearer\s+([a-z0-9]{16,64})$/i)?.[1];
  if (bearer) return { token: bearer.toLowerCase(), via: 'bearer' };
  const fromCookie = readCookie(request.headers.get('Cookie'), SESSION_COOKIE);
  return fromCookie && /^[a-z0-9]{16,64}$/.test(fromCookie) ? { token: fromCookie, via: 'cookie' } : null;
}

/**
 * Cookies are Secure in production whatever protocol the request arrived on (a proxy that ends
 * TLS forwards plain http); in the demo, only over https so a local http run can sign in.
 */
export const isSecure = (production: boolean, request: Request) =>
  production || new URL(request.url).protocol === 'https:';

export const secureCookies = (c: { var: { platform: { config: { production: boolean } } }; req: { raw: Request } }) =>
  isSecure(c.var.platform.config.production, c.req.raw);

/** Puts a new session's cookies on the answer; they win over any clearing of an old cookie. */
export function setSignedInCookies(
  c: Parameters<typeof secureCookies>[0] & {
    header: (name: string, value: string, options: { append: boolean }) => void;
  },
  signed: { token: string; session: Session; user: PublicUser },
) {
  for (const value of signedInCookies(signed.token, signed.session, signed.user, secureCookies(c))) {
    c.header('Set-Cookie', value, { append: true });
  }
}
