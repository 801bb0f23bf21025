import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import { afterAll, describe, expect, it } from 'vitest';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp } from '../../tests/support/test-platform';
import { MIGRATIONS_FOLDER } from './migrate';

/** Migration 0010 repairs the numbers stored before there was one phone format. */
const testApp = createTestApp();
const { platform } = testApp;
const { sellerWithListing, appointment, book, dayAhead } = bookingHelpers(testApp);
const client = (platform.db as unknown as { $client: Client }).$client;
afterAll(() => platform.close());

const repair = readFileSync(join(MIGRATIONS_FOLDER, '0010_phone_numbers_e164.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim());

const STORED: Array<[string, string]> = [
  ['+0712345678', '+254712345678'], // the old client-side cleaning of '0712 345 678'
  ['0712 345 678', '+254712345678'],
  ['0712-345-678', '+254712345678'],
  ['0112345678', '+254112345678'],
  ['712345678', '+254712345678'],
  ['254712345678', '+254712345678'],
  ['+254 0712 345 678', '+254712345678'],
  ['+254712345678', '+254712345678'],
  ['+44 7911 123456', '+447911123456'],
  ['ask for Wanjiru', 'ask for Wanjiru'], // not a number: kept, never lost
];

describe('the phone repair migration', () => {
  it('turns every Kenyan form stored so far into E.164, in every table, and keeps the rest', async () => {
    const tables = [
      ['users', 'phone_number'],
      ['services', 'phone_number'],
      ['bookings', 'phone_number'],
      ['contact_messages', 'phone'],
    ] as const;
    const { serviceId } = await sellerWithListing();
    for (const [index] of STORED.entries()) {
      const guest = { serviceId, date: dayAhead(2 + index), email: `guest${index}@example.com` };
      expect((await book(appointment(guest))).status).toBe(201);
    }
    const ids: Record<string, Array<string | number>> = {};
    for (const [table, column] of tables) {
      const { rows } = await client.execute(`SELECT id FROM ${table} ORDER BY id LIMIT ${STORED.length}`);
      if (table === 'contact_messages') {
        for (const [typed] of STORED) {
          await client.execute({
            sql: `INSERT INTO contact_messages (name, email, phone, subject, message) VALUES ('A', 'a@example.com', ?, 'Hello', 'A message')`,
            args: [typed],
          });
        }
      }
      const chosen =
        table === 'contact_messages'
          ? (await client.execute(`SELECT id FROM contact_messages ORDER BY id DESC LIMIT ${STORED.length}`)).rows
              .map((row) => row.id as number)
              .reverse()
          : rows.map((row) => row.id as string | number);
      expect(chosen).toHaveLength(STORED.length);
      ids[table] = chosen;
      for (const [index, id] of chosen.entries()) {
        await client.execute({ sql: `UPDATE ${table} SET ${column} = ? WHERE id = ?`, args: [STORED[index]![0], id] });
      }
    }

    await client.batch(repair, 'write');
    await client.batch(repair, 'write'); // a second run changes nothing

    for (const [table, column] of tables) {
      for (const [index, id] of ids[table]!.entries()) {
        const { rows } = await client.execute({
          sql: `SELECT ${column} AS phone FROM ${table} WHERE id = ?`,
          args: [id],
        });
        expect([table, rows[0]?.phone]).toEqual([table, STORED[index]![1]]);
      }
    }
  });
});
