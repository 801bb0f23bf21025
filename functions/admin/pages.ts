/**
 * What each admin page shows, read through the admin repositories: the pages reach the
 * database only through here (decision 011). Staff checks happen in the pages' guard first.
 */
import type { Database } from '#functions/db/client';
import { auditEntries, type AuditFilter } from './audit-repository';
import { dashboard, findPeople, isPaymentStatus, paymentList } from './overview-repository';
import { contactInbox } from './repository';
import { listingForStaff, openListingReports, openReviewReports, reportersOf } from './reports-repository';

export const overviewPage = (db: Database) => dashboard(db);

export const auditPage = (db: Database, filter: AuditFilter) => auditEntries(db, filter);

export const inboxPage = (db: Database, all: boolean) => contactInbox(db, !all);

export const peoplePage = (db: Database, query: string) => findPeople(db, query);

/** Payments in a status (anything else is ignored) between two Nairobi days, `YYYY-MM-DD`. */
export const paymentsPage = (db: Database, status: string | null, from: string, to: string) =>
  paymentList(db, {
    status: isPaymentStatus(status) ? status : undefined,
    from: from ? Date.parse(`${from}T00:00:00+03:00`) : undefined,
    to: to ? Date.parse(`${to}T23:59:59+03:00`) : undefined,
  });

export async function reportsPage(db: Database) {
  const [listings, reviews] = await Promise.all([openListingReports(db), openReviewReports(db)]);
  return { listings, reviews };
}

/** A listing as staff see it with who reported it; null when there is no such listing. */
export async function listingCasePage(db: Database, rawId: string) {
  const row = await listingForStaff(db, rawId);
  if (!row) return null;
  return { ...row, reports: await reportersOf(db, row.listing.id) };
}
