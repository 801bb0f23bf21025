import { TransactionRollbackError } from 'drizzle-orm';

/**
 * True when an error says the database could not be reached or could not answer in time (network,
 * server, busy beyond the timeout, disk): the caller answers 503 with Retry-After. Anything else,
 * a mistake in our SQL or code included, is a bug and answers 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const chain: Error[] = [];
  for (let current = error; current instanceof Error && chain.length < 6; current = current.cause) chain.push(current);
  const codes = chain
    .map((e) => (e as { code?: unknown }).code)
    .filter((code): code is string => typeof code === 'string');
  if (codes.some((code) => /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL)/.test(code))) return true;
  if (codes.some((code) => code.startsWith('SQLITE_'))) return false;
  // A remote database (Turso) out of reach: the client's fetch or socket failed, or the server said so.
  const fromClient = chain.some(
    (e) => /DrizzleQueryError|LibsqlError/.test(e.name) || /DrizzleQueryError|LibsqlError/.test(e.constructor.name),
  );
  if (!fromClient) return false;
  if (codes.some((code) => /^(SERVER_ERROR|HRANA_|STREAM_|ECONN|ENOTFOUND|ETIMEDOUT|EAI_AGAIN)/.test(code)))
    return true;
  return chain.some((e) => /fetch failed|network|connection (lost|refused|reset)|socket|timed? ?out/i.test(e.message));
}

/** True when a write broke a UNIQUE index: the database's answer to two racing writes for one thing. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 6; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
    if (/UNIQUE constraint failed/.test(current.message)) return true;
  }
  return false;
}

/** True when a transaction was rolled back on purpose (`tx.rollback()`), not by a failure. */
export const isRollback = (error: unknown) => error instanceof TransactionRollbackError;
