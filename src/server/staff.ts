/**
 * The admin pages' guard (issue 18): never cached, never indexed; 401 for a visitor, 403 for an
 * account without one of `roles`. The page renders its message instead of its content then.
 */
import type { AstroGlobal } from 'astro';
import type { User } from '#functions/accounts/sessions';
import { MODERATION_MESSAGES, type StaffRole } from '#shared/moderation';

export const STAFF: readonly StaffRole[] = ['admin', 'moderator'];
export const ADMINS: readonly StaffRole[] = ['admin'];

export function staffOnly(Astro: AstroGlobal, roles: readonly StaffRole[]): { staff: User } | { refusal: string } {
  Astro.response.headers.set('Cache-Control', 'private, no-store');
  Astro.response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  const account = Astro.locals.account;
  if (!account) {
    Astro.response.status = 401;
    return { refusal: MODERATION_MESSAGES.signIn };
  }
  if (!account.role || !roles.includes(account.role)) {
    Astro.response.status = 403;
    return { refusal: MODERATION_MESSAGES.forbidden };
  }
  return { staff: account };
}

/** What a redirect back from an admin action says (`?notice=…`). */
export const ADMIN_NOTICES: Record<string, string> = {
  'listing-hidden': 'The listing is hidden, and its seller has been told why.',
  'listing-restored': 'The listing is shown again, and its seller has been told.',
  'review-hidden': 'The review is hidden.',
  'review-restored': 'The review is shown again.',
  'reports-dismissed': 'The reports are dismissed.',
  'message-answered': 'Your answer is on its way.',
  'person-suspended': 'The account is suspended and signed out everywhere.',
  'person-reinstated': 'The account is reinstated.',
  'role-changed': 'The role is changed.',
  'payments-reconciled': 'Payments of the last 7 days are checked against M-Pesa.',
};

export function noticeOf(url: URL): { text: string; error: boolean } | null {
  const notice = url.searchParams.get('notice');
  if (notice === 'failed')
    return { text: url.searchParams.get('error')?.slice(0, 200) ?? 'That did not work.', error: true };
  return notice && ADMIN_NOTICES[notice] ? { text: ADMIN_NOTICES[notice]!, error: false } : null;
}

export const formatWhen = (value: Date | number | null | undefined) =>
  value
    ? new Date(value).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' })
    : '';
