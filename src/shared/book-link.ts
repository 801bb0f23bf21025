/**
 * A listing's Book button (decision 043): the booking dialog when scripts run and the booking page
 * without, from one link; a listing that only comes to the client's place is booked on the
 * booking page, which asks the address of the visit.
 */
import { localePath, type Locale } from './i18n/locales';

export function bookLinkOf(listing: { id: number; name: string; home: { only: boolean } | null }, locale: Locale) {
  const page = localePath(locale, `/service/${listing.id}/book`);
  if (listing.home?.only) return { href: `${page}?where=home` };
  return {
    href: page,
    'data-book-service': listing.id,
    'data-needs-script': true,
    'data-service-name': listing.name,
  };
}
