/**
 * A business's clients (decision 045): the list the owner keeps, built from every booking with
 * them (web, walk-in, USSD, WhatsApp), with their private notes, a CSV of it all, and what "Book
 * again" starts from.
 */
import type { User } from '#functions/accounts/public';
import { parseId } from '#functions/api/ids';
import type { Platform } from '#functions/platform/platform';
import { Refusal } from '#functions/platform/refusal';
import { CLIENT_MESSAGES, CLIENTS_PAGE, type ClientView } from '#shared/clients';
import { nairobiDateKey } from '#shared/booking-time';
import type { Translate } from '#shared/i18n/translate';
import * as repo from './repository';

/** The most a CSV holds: every client of even a large salon. */
const CSV_MAX = 20_000;

export async function clientList(
  platform: Platform,
  seller: User,
  asked: { q: string; page: number },
  now: number,
): Promise<{ clients: ClientView[]; total: number; page: number; pages: number }> {
  const { rows, total } = await repo.clientsOf(
    platform.db,
    seller.id,
    { words: asked.q, limit: CLIENTS_PAGE, offset: (asked.page - 1) * CLIENTS_PAGE },
    now,
  );
  return { clients: rows, total, page: asked.page, pages: Math.max(1, Math.ceil(total / CLIENTS_PAGE)) };
}

/** Keeps the business's note on one of its clients (404 for a number that never booked with them). */
export async function noteOnClient(
  platform: Platform,
  seller: User,
  input: { phone: string; note: string },
  now: number,
) {
  if (!(await repo.isClientOf(platform.db, seller.id, input.phone)))
    throw new Refusal('not-found', CLIENT_MESSAGES.notFound);
  await repo.saveNote(platform.db, seller.id, input.phone, input.note, now);
  return { phone: input.phone, note: input.note };
}

/** Who and what a booking of the business's was, to book it again; undefined when it is not theirs. */
export async function repeatOf(platform: Platform, seller: User, rawId: string | null) {
  const id = rawId ? parseId(rawId) : undefined;
  return id === undefined ? undefined : repo.bookingToRepeat(platform.db, seller.id, id);
}

/** A cell as a spreadsheet reads it: quoted, and never taken for a formula. */
const cell = (value: string | number) => {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Every client of the business as CSV, in the reader's language. */
export async function clientsCsv(platform: Platform, seller: User, t: Translate, now: number) {
  const { rows } = await repo.clientsOf(platform.db, seller.id, { words: '', limit: CSV_MAX, offset: 0 }, now);
  const day = (at: number | null) => (at === null ? '' : nairobiDateKey(at));
  const head = ['name', 'phone', 'email', 'visits', 'spend', 'noShows', 'lastVisit', 'nextVisit', 'note'] as const;
  const lines = [
    head.map((column) => cell(t(`clients.csv.${column}`))).join(','),
    ...rows.map((row) =>
      [
        row.name,
        row.phone,
        row.email,
        row.visits,
        row.spend,
        row.noShows,
        day(row.lastVisit),
        day(row.nextVisit),
        row.note,
      ]
        .map(cell)
        .join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
