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
  const client = createClient({ url, authToken });
  return { client, db: drizzle(client, { schema }) };
}
