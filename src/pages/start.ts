import type { APIRoute } from 'astro';
import { localePath } from '#shared/i18n/locales';

/**
 * Where the installed app opens (the manifest's start_url): My Bookings in the person's own
 * language when they are signed in, else the home page in the app's.
 */
export const prerender = false;

export const GET: APIRoute = ({ locals, redirect }) => {
  const account = locals.account;
  const to = account ? localePath(account.locale, '/account/bookings') : localePath(locals.locale, '/');
  return redirect(to, 302);
};
