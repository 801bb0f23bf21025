/**
 * A business's clients as the pages and the API speak of them (decision 045): one per number,
 * with the business's private note on each.
 */
import * as z from 'zod/mini';
import { ACCOUNT_MESSAGES } from './account-messages';
import { phoneField } from './phone';

export const CLIENT_MESSAGES = {
  notFound: 'clients.notFound',
  noteTooLong: 'clients.noteTooLong',
} as const;

export const CLIENT_NOTE_MAX = 1000;
/** Clients a page shows: a phone's screenful or two, each client a card. */
export const CLIENTS_PAGE = 10;

/** A note on a client: their number and the words (empty removes it). */
export const ClientNoteSchema = z.object({
  phone: phoneField({ short: ACCOUNT_MESSAGES.phone, invalid: ACCOUNT_MESSAGES.phone }),
  note: z._default(z.string().check(z.trim(), z.maxLength(CLIENT_NOTE_MAX, CLIENT_MESSAGES.noteTooLong)), ''),
});

/** The list asked for: words in the name or number, and a page. */
export const ClientsQuerySchema = z.object({
  q: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});

/** A client as the list shows them. */
export interface ClientView {
  phone: string;
  name: string;
  email: string;
  latest: number;
  visits: number;
  spend: number;
  noShows: number;
  lastVisit: number | null;
  nextVisit: number | null;
  note: string;
}
