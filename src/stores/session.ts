import { atom } from 'nanostores';

/** Who is signed in, as the header and islands show it; mirrors the non-secret mabinti_user cookie. */
export interface SessionUser {
  name: string;
  role: 'buyer' | 'seller';
  canPost: boolean;
}

export const USER_COOKIE = 'mabinti_user';

export function readSessionUser(cookieHeader: string): SessionUser | null {
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${USER_COOKIE}=`))
    ?.slice(USER_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<SessionUser>;
    if (typeof value.name !== 'string' || (value.role !== 'buyer' && value.role !== 'seller')) return null;
    return { name: value.name, role: value.role, canPost: value.canPost === true };
  } catch {
    return null;
  }
}

export const $sessionUser = atom<SessionUser | null>(
  typeof document === 'undefined' ? null : readSessionUser(document.cookie),
);

/** After the server changed the session cookies (sign in, profile change), read them again. */
export function refreshSessionUser(): void {
  $sessionUser.set(readSessionUser(document.cookie));
}
