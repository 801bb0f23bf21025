/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The signed-in user on server-rendered pages (src/middleware.ts); null for visitors. */
    user: import('#functions/accounts/cookies').DisplayUser | null;
    account: import('#functions/accounts/sessions').User | null;
    session: import('#functions/accounts/sessions').Session | null;
    /** The language the page is in, from its address (src/middleware.ts, decision 020). */
    locale: import('#shared/i18n/locales').Locale;
    /** Ties an error page to its log line (src/middleware.ts). */
    requestId: string;
    /** The target's platform (database, storage, mail…), handed to pages as the API's routes get it. */
    platform: import('#functions/platform/platform').Platform;
    /** Set once the page's favourite form is written (src/components/FavouriteButton.astro). */
    favouriteForm?: boolean;
  }
}
