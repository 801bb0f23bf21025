import { atom } from 'nanostores';
import { readDisplayUser, type DisplayUser } from '#shared/session-cookies';

/** Who is signed in, as the header and islands show it; mirrors the non-secret mabinti_user cookie. */
export type SessionUser = DisplayUser;

export const $sessionUser = atom<SessionUser | null>(
  typeof document === 'undefined' ? null : readDisplayUser(document.cookie),
);

/** After the server changed the session cookies (sign in, profile change), read them again. */
export function refreshSessionUser(): void {
  $sessionUser.set(readDisplayUser(document.cookie));
}
