/**
 * What each admin page shows, read through the admin repositories: the pages reach the
 * database only through here (decision 011). Staff checks happen in the pages' guard first.
 */
import type { Database } from '#functions/db/client';
import { auditEntries, type AuditFilter } from './audit-repository';
import {
  dashboard,
  findPeople,
  findPerson,
  isPaymentStatus,
  paymentList,
  type PeopleFilter,
} from './overview-repository';
import { contactInbox } from './repository';
import { listingForStaff, openListingReports, openReviewReports, reportersOf } from './reports-repository';

export const overviewPage = (db: Database) => dashboard(db);

export const auditPage = (db: Database, filter: AuditFilter) => auditEntries(db, filter);

export const inboxPage = (db: Database, all: boolean) => contactInbox(db, !all);

const PEOPLE_PAGE = 50;
const ROLES = ['admin', 'moderator', 'none'] as const;
const TYPES = ['buyer', 'seller'] as const;
const STATES = ['active', 'suspended', 'erased'] as const;
const oneOf = <T extends string>(values: readonly T[], value: string | null) => values.find((known) => known === value);

/**
 * A page of people for the People page: the filter from its address (unknown values ignored),
 * newest first, and the cursor of the next page ("joined_id") when there is one.
 */
export async function peoplePage(db: Database, params: URLSearchParams) {
  const [joined, ...id] = (params.get('before') ?? '').split('_');
  const filter: PeopleFilter = {
    query: (params.get('q') ?? '').slice(0, 100),
    role: oneOf(ROLES, params.get('role')),
    type: oneOf(TYPES, params.get('type')),
    state: oneOf(STATES, params.get('state')),
    before: Number(joined) > 0 && id.length ? { createdAt: Number(joined), id: id.join('_') } : undefined,
  };
  const rows = await findPeople(db, filter, PEOPLE_PAGE + 1);
  const people = rows.slice(0, PEOPLE_PAGE);
  const last = people.at(-1);
  return {
    filter,
    people,
    next: rows.length > PEOPLE_PAGE && last ? `${last.createdAt.getTime()}_${last.id}` : null,
  };
}

export const personPage = (db: Database, id: string) => findPerson(db, id.slice(0, 100));

const PAYMENTS_PAGE = 50;

/**
 * A page of payments in a status (anything else is ignored) between two Nairobi days,
 * `YYYY-MM-DD`, newest first, older than `before` (an id), with the next page's `before`.
 */
export async function paymentsPage(
  db: Database,
  status: string | null,
  from: string,
  to: string,
  before: string | null,
) {
  const beforeId = Number(before);
  const rows = await paymentList(
    db,
    {
      status: isPaymentStatus(status) ? status : undefined,
      from: from ? Date.parse(`${from}T00:00:00+03:00`) : undefined,
      to: to ? Date.parse(`${to}T23:59:59+03:00`) : undefined,
      beforeId: Number.isSafeInteger(beforeId) && beforeId > 0 ? beforeId : undefined,
    },
    PAYMENTS_PAGE + 1,
  );
  const shown = rows.slice(0, PAYMENTS_PAGE);
  return { rows: shown, next: rows.length > PAYMENTS_PAGE ? (shown.at(-1)?.id ?? null) : null };
}

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
