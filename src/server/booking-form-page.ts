/**
 * What the pages that book a listing without JavaScript share (the booking, waitlist, repeat and
 * group pages): the listing, or a 404; and the contact fields filled from the signed-in account.
 */
import type { AstroGlobal } from 'astro';
import { toPublicUser } from '#functions/accounts/service';
import { listingOrThrow } from '#functions/catalogue/service';
import { Refusal } from '#functions/platform/refusal';
import { localPhone } from '#shared/phone';
import type { FormState } from './form-post';

/** The page's public listing, or null with the page's status set to 404. */
export async function listingOfPage(astro: AstroGlobal, id: string) {
  const listing = await listingOrThrow(astro.locals.platform.db, id).catch((error: unknown) => {
    if (error instanceof Refusal && error.kind === 'not-found') return null;
    throw error;
  });
  if (!listing) astro.response.status = 404;
  return listing;
}

/** The form's state with name, e-mail and phone filled from the account where nothing was posted. */
export async function withContact(astro: AstroGlobal, form: FormState) {
  const account = astro.locals.account;
  const me = account ? await toPublicUser(astro.locals.platform, account) : null;
  const values: Record<string, string> = {
    name: me?.userName ?? '',
    email: me?.email ?? '',
    phoneNumber: me ? localPhone(me.phoneNumber) : '',
    ...form.values,
  };
  return { ...form, values };
}
