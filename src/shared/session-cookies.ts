/**
 * The session cookies, named once for the server (functions/accounts/cookies.ts) and the
 * browser (src/stores/session.ts). Imports nothing, so the header script stays tiny.
 */
export const SESSION_COOKIE = 'mabinti_session';
/** Not a secret: the first name and role, so static pages can show the right account menu. */
export const USER_COOKIE = 'mabinti_user';

/** What the mabinti_user cookie holds. */
export interface DisplayUser {
  name: string;
  role: 'buyer' | 'seller';
  /** Sellers with a package may post services. */
  canPost: boolean;
  /**
   * This session's offline key (decision 031): the installed app shows its saved My Bookings only
   * while the cookie names the session that saved it, so the cookie's end (expiry, closing the
   * browser, signing out, a session ended elsewhere) ends the copy too.
   */
  offline?: string;
}

export function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The display user from a Cookie header, or null when absent or malformed. */
export function readDisplayUser(cookieHeader: string | null): DisplayUser | null {
  const raw = readCookie(cookieHeader, USER_COOKIE);
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<DisplayUser>;
    if (typeof value.name !== 'string' || (value.role !== 'buyer' && value.role !== 'seller')) return null;
    return { name: value.name, role: value.role, canPost: value.canPost === true };
  } catch {
    return null;
  }
}
