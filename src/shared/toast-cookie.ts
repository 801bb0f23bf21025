/**
 * A toast for the next page when a form was posted without its script (a native post, answered
 * with a redirect): the message, already in the page's language, in a short-lived cookie that the
 * next page's script shows once and clears. Readable by scripts on purpose; it holds no secret.
 */
export const TOAST_COOKIE = 'mabinti-toast';

export const toastCookie = (message: string, secure: boolean) =>
  `${TOAST_COOKIE}=${encodeURIComponent(message.slice(0, 300))}; Path=/; Max-Age=60; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The toast a redirect left in `cookies` (document.cookie), if any. */
export function toastIn(cookies: string): string | null {
  const found = cookies.split('; ').find((pair) => pair.startsWith(`${TOAST_COOKIE}=`));
  if (!found) return null;
  try {
    return decodeURIComponent(found.slice(TOAST_COOKIE.length + 1)) || null;
  } catch {
    return null;
  }
}
