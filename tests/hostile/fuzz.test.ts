import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markPackagePaid } from '../support/accounts';
import { staffHelpers } from '../support/staff';
import { createTestApp } from '../support/test-platform';
import { FIELD_NAMES, hostileBody, hostileQuery, hostileText } from './arbitraries';
import { apiRoutes, pathOf, readsBody, ROUTE_RULES } from './routes';
import { asQueryValue } from '../support/hostile-values';

/**
 * Property-based fuzzing of every API route (issue 42): hostile path parameters, query strings
 * and bodies (JSON, forms, deep nesting, prototype keys, control characters, lone surrogates,
 * long strings, FTS syntax), from a visitor and from a signed-in seller. Whatever comes, no answer
 * is a 5xx, and a refusal (4xx) changes no saved data. The seed is fixed so CI is repeatable;
 * `FUZZ_SEED` and `FUZZ_RUNS` explore further (npm run bench:abuse does, with random seeds).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 42);

const testApp = createTestApp({ RATE_LIMIT_SCALE: '1000' });
const { app, platform } = testApp;
afterAll(() => platform.close());

let sellerAuth: Record<string, string> = {};
beforeAll(async () => {
  const seller = await staffHelpers(testApp).person('seller');
  await markPackagePaid(platform.db, seller.id);
  sellerAuth = seller.auth;
});

/** Tables a refusal may write to: rate-limit counters, and the record of each payment callback. */
const MAY_CHANGE_ON_REFUSAL = new Set(['rate_limits', 'payment_callbacks', 'catalogue_version']);
let tables: string[] = [];
/** How many rows each table holds: what a refusal must leave as it was. */
async function rowCounts(): Promise<Record<string, number>> {
  if (!tables.length) {
    const rows = await platform.db.all<{ name: string }>(
      sql`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '%fts%' and name not like '__drizzle%'`,
    );
    tables = rows.map((row) => row.name).filter((name) => !MAY_CHANGE_ON_REFUSAL.has(name));
  }
  const query = tables.map((name) => `select '${name}' as name, count(*) as n from "${name}"`).join(' union all ');
  const counts = await platform.db.all<{ name: string; n: number }>(sql.raw(query));
  return Object.fromEntries(counts.map((row) => [row.name, Number(row.n)]));
}

let clients = 0;
const routes = apiRoutes(app);

describe('hostile input to every route', () => {
  it.each(routes.map((route) => [route.key, route] as const))('%s', async (key, route) => {
    const actors = key === 'POST /api/logout' ? [false] : [false, true];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...actors),
        fc.array(hostileText, { minLength: 3, maxLength: 3 }),
        hostileQuery(FIELD_NAMES),
        hostileBody(FIELD_NAMES),
        async (asSeller, params, query, body) => {
          let next = 0;
          const path = pathOf(route, () => asQueryValue(params[next++ % params.length]!));
          const headers: Record<string, string> = { Origin: 'http://localhost', ...(asSeller ? sellerAuth : {}) };
          const init: RequestInit = { method: route.method, headers };
          if (readsBody(route)) {
            headers['Content-Type'] = body.type;
            init.body = body.text;
          }
          const before = await rowCounts();
          const clientAddress = `10.9.${Math.floor(++clients / 250) % 250}.${clients % 250}`;
          const response = await app.request(`${path}${query ? `?${query}` : ''}`, init, { clientAddress });
          const status = response.status;
          const answer = await response.text();
          expect(status, `${route.method} ${path} → ${status} ${answer.slice(0, 200)}`).toBeLessThan(500);
          if (status >= 400) expect(await rowCounts(), `${route.method} ${path} → ${status}`).toEqual(before);
        },
      ),
      { numRuns: RUNS, seed: SEED + routes.indexOf(route), endOnFailure: true },
    );
  });

  it('a field that is an object with a toString of its own is never turned into text (no 5xx)', async () => {
    const poisoned = { toString: 1, valueOf: 1, __proto__: 1 };
    for (const route of routes.filter(readsBody)) {
      const bodies = [
        Object.fromEntries(FIELD_NAMES.map((field) => [field, poisoned])),
        ...FIELD_NAMES.map((field) => ({ [field]: poisoned })),
      ];
      for (const body of bodies) {
        for (const asSeller of [false, true]) {
          const headers = {
            'Content-Type': 'application/json',
            Origin: 'http://localhost',
            ...(asSeller ? sellerAuth : {}),
          };
          const response = await app.request(
            pathOf(route),
            { method: route.method, headers, body: JSON.stringify(body) },
            {
              clientAddress: `10.7.${Math.floor(++clients / 250) % 250}.${clients % 250}`,
            },
          );
          expect(response.status, `${route.key} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
        }
      }
    }
  });

  it('covers every route the authorization table names', () => {
    expect(routes.map((route) => route.key).sort()).toEqual([...ROUTE_RULES.keys()].sort());
  });
});
