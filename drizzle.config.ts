import { defineConfig } from 'drizzle-kit';

// Local default: the embedded file the Node target uses. For Turso set DATABASE_URL
// (libsql://...) and DATABASE_AUTH_TOKEN and run `npm run db:migrate`.
export default defineConfig({
  dialect: 'turso',
  schema: [
    './functions/db/schema/accounts.ts',
    './functions/db/schema/catalogue.ts',
    './functions/db/schema/mail.ts',
    './functions/db/schema/bookings.ts',
    './functions/db/schema/payments.ts',
    './functions/db/schema/trust.ts',
    './functions/db/schema/jobs.ts',
    './functions/db/schema/admin.ts',
    './functions/db/schema/ledger.ts',
    './functions/db/schema/payouts.ts',
    './functions/db/schema/team.ts',
    './functions/db/schema/privacy.ts',
    './functions/db/schema/phone.ts',
    './functions/db/schema/push.ts',
    './functions/db/schema/free-time.ts',
    './functions/db/schema/waitlist.ts',
    './functions/db/schema/classes.ts',
  ],
  out: './functions/db/migrations',
  dbCredentials: {
    url: process.env.DATABASE_URL ?? 'file:data/mabinti.db',
    authToken: process.env.DATABASE_AUTH_TOKEN,
  },
});
