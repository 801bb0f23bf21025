/**
 * What each admin page shows, read through the admin repositories: the pages reach the
 * database only through here (decision 011). Staff checks happen in the pages' guard first.
 */
import type { Database } from '#functions/db/client';
import { CATEGORIES } from '#shared/categories';
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
import { listingsForStaff, type ListingFilter } from './listings-repository';
import { listingForStaff, openListingReports, openReviewReports, reportersOf } from './reports-repository';

export const overviewPage = (db: Database) => dashboard(db);

/** Lists come fifty to a page, keyset-paged by id (or by joined and id), newest first (decision 044). */
const PAGE = 50;

/** A page cut from one row more than it shows: the rows, and where the next page starts. */
function paged<T, K>(rows: T[], keyOf: (row: T) => K): { rows: T[]; next: K | null } {
  const shown = rows.slice(0, PAGE);
  return { rows: shown, next: rows.length > PAGE && shown.length ? keyOf(shown.at(-1)!) : null };
}

/** A positive id from an address, or nothing. */
const idFrom = (raw: string | null) => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** One of the known values, or nothing: an address cannot ask for anything else. */
const oneOf = <T extends string>(values: readonly T[], value: string | null) => values.find((known) => known === value);

/** A Nairobi day from an address ('YYYY-MM-DD') as the instant it starts or ends, or nothing. */
const dayStart = (raw: string | null) =>
  raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? Date.parse(`${raw}T00:00:00+03:00`) : undefined;
const dayEnd = (raw: string | null) =>
  raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? Date.parse(`${raw}T23:59:59+03:00`) : undefined;

const AUDIT_ITEMS = ['listing', 'review', 'user', 'message', 'payments'] as const;

/** The audit log: filtered by action, item and days, fifty entries a page. */
export async function auditPage(db: Database, params: URLSearchParams) {
  const filter: AuditFilter = {
    action: (params.get('action') ?? '').slice(0, 40) || undefined,
    targetType: oneOf(AUDIT_ITEMS, params.get('target')),
    from: dayStart(params.get('from')),
    to: dayEnd(params.get('to')),
    beforeId: idFrom(params.get('before')),
  };
  return { filter, ...paged(await auditEntries(db, filter, PAGE + 1), (row) => row.entry.id) };
}

export const inboxPage = (db: Database, all: boolean) => contactInbox(db, !all);

const ROLES = ['admin', 'moderator', 'none'] as const;
const TYPES = ['buyer', 'seller'] as const;
const STATES = ['active', 'suspended', 'erased'] as const;

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
  const { rows, next } = paged(await findPeople(db, filter, PAGE + 1), (row) => `${row.createdAt.getTime()}_${row.id}`);
  return { filter, people: rows, next };
}

export const personPage = (db: Database, id: string) => findPerson(db, id.slice(0, 100));

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
  const filter = {
    status: isPaymentStatus(status) ? status : undefined,
    from: dayStart(from),
    to: dayEnd(to),
    beforeId: idFrom(before),
  };
  return paged(await paymentList(db, filter, PAGE + 1), (row) => row.id);
}

const LISTING_STATES = ['live', 'hidden', 'off'] as const;

/** Listings for staff: words in the name, a state and a category, fifty a page, newest first. */
export async function listingsPage(db: Database, params: URLSearchParams, now = Date.now()) {
  const filter: ListingFilter = {
    query: (params.get('q') ?? '').trim().slice(0, 100),
    state: oneOf(LISTING_STATES, params.get('state')),
    category: CATEGORIES.find((category) => category.id === params.get('category'))?.id,
    beforeId: idFrom(params.get('before')),
  };
  return { filter, ...paged(await listingsForStaff(db, filter, now, PAGE + 1), (row) => row.id) };
}

const REPORT_KINDS = ['listings', 'reviews'] as const;

/**
 * The open reports, the most reported first: on listings, on reviews or both (`kind`), fifty of
 * each a page (`page`, from 1), and whether there is a next page.
 */
export async function reportsPage(db: Database, params = new URLSearchParams()) {
  const kind = oneOf(REPORT_KINDS, params.get('kind'));
  const page = Math.min(1000, Math.max(1, Math.floor(Number(params.get('page'))) || 1));
  const offset = (page - 1) * PAGE;
  const [listings, reviews] = await Promise.all([
    kind === 'reviews' ? [] : openListingReports(db, PAGE + 1, offset),
    kind === 'listings' ? [] : openReviewReports(db, PAGE + 1, offset),
  ]);
  return {
    kind: kind ?? null,
    page,
    listings: listings.slice(0, PAGE),
    reviews: reviews.slice(0, PAGE),
    next: listings.length > PAGE || reviews.length > PAGE ? page + 1 : null,
  };
}

/** A listing as staff see it with who reported it; null when there is no such listing. */
export async function listingCasePage(db: Database, rawId: string) {
  const row = await listingForStaff(db, rawId);
  if (!row) return null;
  return { ...row, reports: await reportersOf(db, row.listing.id) };
}
