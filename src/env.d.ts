/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The signed-in user on server-rendered pages (src/middleware.ts); null for visitors. */
    user: import('#functions/accounts/cookies').DisplayUser | null;
    account: import('#functions/accounts/sessions').User | null;
    session: import('#functions/accounts/sessions').Session | null;
    /** Ties an error page to its log line (src/middleware.ts). */
    requestId: string;
  }
}
