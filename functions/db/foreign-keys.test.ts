import { sql } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { schema } from './client';
import { createTestPlatform } from '../../tests/support/test-platform';

type Key = { table: string; from: string; to: string; onDelete: string };

const describeKey = (key: Key) => `${key.table}.${key.from} -> ${key.to} ON DELETE ${key.onDelete}`;

/** Every foreign key the schema declares, as SQLite would list it. */
function declaredKeys(): string[] {
  const tables = (Object.values(schema) as unknown[]).filter(
    (value): value is SQLiteTable => value instanceof SQLiteTable,
  );
  return tables.flatMap((table) => {
    const config = getTableConfig(table);
    return config.foreignKeys.map((foreignKey) => {
      const reference = foreignKey.reference();
      const parent = getTableConfig(reference.foreignTable).name;
      return describeKey({
        table: config.name,
        from: reference.columns.map((column) => column.name).join(','),
        to: `${parent}(${reference.foreignColumns.map((column) => column.name).join(',')})`,
        onDelete: (foreignKey.onDelete ?? 'no action').toUpperCase(),
      });
    });
  });
}

describe('the migrated database', () => {
  it('has exactly the foreign keys the schema declares, with the same ON DELETE', async () => {
    const platform = createTestPlatform();
    const tables = await platform.db.all<{ name: string }>(
      sql`SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%' AND name NOT LIKE 'sqlite_%'`,
    );
    const live: string[] = [];
    for (const { name } of tables) {
      const keys = await platform.db.all<Record<string, string | number>>(
        sql`SELECT * FROM pragma_foreign_key_list(${name}) ORDER BY id, seq`,
      );
      const byId = Map.groupBy(keys, (row) => Number(row.id));
      for (const columns of byId.values()) {
        live.push(
          describeKey({
            table: name,
            from: columns.map((row) => String(row.from)).join(','),
            to: `${String(columns[0]!.table)}(${columns.map((row) => String(row.to)).join(',')})`,
            onDelete: String(columns[0]!.on_delete).toUpperCase(),
          }),
        );
      }
    }
    platform.close();
    const declared = declaredKeys();
    expect({
      missingFromDatabase: declared.filter((key) => !live.includes(key)).sort(),
      notInSchema: live.filter((key) => !declared.includes(key)).sort(),
    }).toEqual({ missingFromDatabase: [], notInSchema: [] });
  });
});
