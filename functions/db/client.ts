import { createClient, type Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import * as accounts from './schema/accounts';
import * as bookings from './schema/bookings';
import * as catalogue from './schema/catalogue';
import * as mail from './schema/mail';

export const schema = { ...accounts, ...catalogue, ...mail, ...bookings };
export type Database = LibSQLDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  client: Client;
}

/**
 * The one place that opens libSQL. Under Node `url` may be `file:` (embedded) or remote;
 * inside workerd @libsql/client resolves to its web client, which speaks only HTTP(S)/WS.
 */
export function openDatabase(url: string, authToken?: string): DatabaseHandle {
  const embedded = url.startsWith('file:');
  // NOTE: the embedded driver runs each statement synchronously, so a pool of connections buys no
  // parallelism; one connection keeps the per-connection settings below in force for every query
  // and makes writers queue in the process instead of meeting SQLITE_BUSY.
  const client = createClient({ url, authToken, ...(embedded ? { concurrency: 1, timeout: 5000 } : {}) });
  if (embedded) {
    // NOTE: write-ahead logging lets other processes read beside the writer, and synchronous=NORMAL
    // is safe under WAL (a crash can lose the last commits, never corrupt the file); together they
    // take a booking from several fsyncs to about one. Queued first, so it precedes every query.
    void client
      .executeMultiple('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;')
      .catch((error: unknown) => console.error('Could not set the database pragmas', error));
  }
  return { client, db: drizzle(client, { schema }) };
}
