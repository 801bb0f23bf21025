import { createClient } from '@libsql/client';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors';

const failure = async (url: string, query = sql`select 1`) => {
  try {
    await drizzle(createClient({ url })).all(query);
  } catch (error) {
    return error;
  }
  throw new Error('query unexpectedly succeeded');
};

describe('isDatabaseUnavailable', () => {
  it('says yes when the database cannot be reached', async () => {
    expect(isDatabaseUnavailable(await failure('http://127.0.0.1:9'))).toBe(true);
  });

  it('says no for a mistake in our own SQL or code', async () => {
    expect(isDatabaseUnavailable(await failure(':memory:', sql`select * from missing_table`))).toBe(false);
    expect(isDatabaseUnavailable(new RangeError('bug'))).toBe(false);
    expect(isDatabaseUnavailable('not an error')).toBe(false);
    // A programming error inside a query (a value the driver cannot take) is a bug, not an outage.
    expect(isDatabaseUnavailable(await failure(':memory:', sql`select ${undefined as unknown as number}`))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });
});
