/**
 * True when an error says the database could not be reached or answered (network, server,
 * busy), as opposed to a fault in our own SQL or code: the caller answers 503 rather than 500.
 * A failed query whose cause chain carries no SQLite error code never reached the database.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const chain: Error[] = [];
  for (let current = error; current instanceof Error && chain.length < 6; current = current.cause) chain.push(current);
  const codes = chain
    .map((e) => (e as { code?: unknown }).code)
    .filter((code): code is string => typeof code === 'string');
  if (codes.some((code) => /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL)/.test(code))) return true;
  if (codes.some((code) => code.startsWith('SQLITE_'))) return false;
  const queryFailed = chain.some((e) => e.name === 'DrizzleQueryError' || e.constructor.name === 'DrizzleQueryError');
  const clientFailed = chain.some((e) => e.name === 'LibsqlError' || e instanceof TypeError);
  return queryFailed || clientFailed;
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
