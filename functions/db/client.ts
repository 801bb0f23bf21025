import { createClient, type Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import * as accounts from '#functions/db/schema/accounts';
import * as bookings from '#functions/db/schema/bookings';
import * as catalogue from '#functions/db/schema/catalogue';
import * as mail from '#functions/db/schema/mail';
import * as payments from '#functions/db/schema/payments';
import * as trust from '#functions/db/schema/trust';
import * as jobs from '#functions/db/schema/jobs';
import * as admin from '#functions/db/schema/admin';
import * as ledger from '#functions/db/schema/ledger';
import * as payouts from '#functions/db/schema/payouts';
import * as team from '#functions/db/schema/team';
import * as privacy from '#functions/db/schema/privacy';
import * as phone from '#functions/db/schema/phone';
import * as push from '#functions/db/schema/push';
import * as freeTime from '#functions/db/schema/free-time';
import * as waitlist from '#functions/db/schema/waitlist';
import * as classes from '#functions/db/schema/classes';
import { gatedClient } from './write-gate';

export const schema = {
  ...accounts,
  ...catalogue,
  ...mail,
  ...bookings,
  ...payments,
  ...payouts,
  ...team,
  ...trust,
  ...jobs,
  ...admin,
  ...ledger,
  ...privacy,
  ...phone,
  ...push,
  ...freeTime,
  ...waitlist,
  ...classes,
};
export type Database = LibSQLDatabase<typeof schema>;
/** The handle a `db.transaction` callback gets; inside one, every write goes through it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either: for repository functions that run alone or as part of a caller's transaction. */
export type Queries = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  client: Client;
}

/**
 * The one place that opens libSQL. Under Node `url` may be `file:` (embedded) or remote;
 * inside workerd @libsql/client resolves to its web client, which speaks only HTTP(S)/WS.
 */
export function openDatabase(url: string, authToken?: string): DatabaseHandle {
  if (!url.startsWith('file:') || url.includes(':memory:')) {
    // Remote (Turso, or the web client inside workerd): the server orders writes and each
    // transaction has its own stream, so there is nothing to arrange here.
    const client = createClient({ url, authToken });
    return { client, db: drizzle(client, { schema }) };
  }
  // NOTE: the embedded driver runs each statement synchronously on the event loop, so a second
  // writer waiting for SQLite's lock would freeze the process. Writes therefore queue in the
  // process (write-gate.ts); transactions get a connection of their own so reads go on beside one.
  const client = gatedClient(openConnection(url), openConnection(url));
  return { client, db: drizzle(client, { schema }) };
}

/** One embedded connection with the settings every connection shares. */
function openConnection(url: string): Client {
  // The client turns foreign keys on for each connection it opens; `timeout` is SQLite's busy
  // timeout, which only another process (a backup, a script) can make it wait for.
  const client = createClient({ url, concurrency: 1, timeout: 5000 });
  // NOTE: write-ahead logging lets readers work beside the writer, and synchronous=NORMAL is safe
  // under WAL (a crash can lose the last commits, never corrupt the file); together they take a
  // booking from several fsyncs to about one. Queued first on this connection, so it precedes
  // every query on it.
  void client
    .executeMultiple('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;')
    .catch((error: unknown) => console.error('Could not set the database pragmas', error));
  return client;
}
