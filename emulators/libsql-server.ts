/**
 * A libSQL server for checks on this machine: the Hrana 2 protocol over HTTP (JSON pipelines, as
 * Turso and sqld speak it to `@libsql/client`'s web client) in front of a real libSQL file. No
 * libSQL server can be installed here (docs/decisions/010-going-live.md), so this is how the
 * Workers build, inside workerd, reads and writes a real database through the same client code
 * that talks to Turso in production. It sits outside the product; the product never knows.
 *
 *   npx tsx emulators/libsql-server.ts --db FILE --port 8080 [--token SECRET]
 *
 * Streams (batons) each own a connection. A stream inside a transaction holds the database until
 * it commits, rolls back or goes quiet for 15 seconds, as sqld does; others wait their turn.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import Database from 'libsql';

type Value =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string };
interface Stmt {
  sql?: string;
  sql_id?: number;
  args?: Value[];
  named_args?: Array<{ name: string; value: Value }>;
  want_rows?: boolean;
}
type Cond =
  | { type: 'ok' | 'error'; step: number }
  | { type: 'not'; cond: Cond }
  | { type: 'and' | 'or'; conds: Cond[] }
  | { type: 'is_autocommit' };
interface Request {
  type: string;
  stmt?: Stmt;
  batch?: { steps: Array<{ condition?: Cond; stmt: Stmt }> };
  sql?: string;
  sql_id?: number;
}
type Connection = InstanceType<typeof Database>;
interface Stream {
  db: Connection;
  sqls: Map<number, string>;
  idle?: NodeJS.Timeout;
}

const { values } = parseArgs({
  options: { db: { type: 'string' }, port: { type: 'string', default: '8080' }, token: { type: 'string' } },
});
if (!values.db) throw new Error('--db FILE is required');
const file = values.db;

const streams = new Map<string, Stream>();
/** The stream whose transaction holds the database, and who waits for it. */
let holder: Stream | null = null;
const waiting: Array<() => void> = [];

async function turn(stream: Stream | null) {
  while (holder && holder !== stream) await new Promise<void>((resolve) => waiting.push(resolve));
}
function settle(stream: Stream) {
  holder = stream.db.open && stream.db.inTransaction ? stream : null;
  if (!holder) waiting.splice(0).forEach((wake) => wake());
}

function openStream(): Stream {
  const db = new Database(file, { timeout: 5000 });
  db.exec('PRAGMA foreign_keys = ON');
  return { db, sqls: new Map() };
}
function closeStream(baton: string | null, stream: Stream) {
  clearTimeout(stream.idle);
  if (baton) streams.delete(baton);
  if (stream.db.open) {
    if (stream.db.inTransaction) stream.db.exec('ROLLBACK');
    stream.db.close();
  }
  settle(stream);
}

const toSql = (value: Value): unknown => {
  if (value.type === 'integer') return BigInt(value.value);
  if (value.type === 'float' || value.type === 'text') return value.value;
  if (value.type === 'blob') return Buffer.from(value.base64, 'base64');
  return null;
};
const fromSql = (value: unknown): Value => {
  if (value === null || value === undefined) return { type: 'null' };
  if (typeof value === 'bigint') return { type: 'integer', value: String(value) };
  if (typeof value === 'number') return { type: 'float', value };
  if (typeof value === 'string') return { type: 'text', value };
  return { type: 'blob', base64: Buffer.from(value as Uint8Array).toString('base64') };
};
const failure = (error: unknown) => ({
  message: error instanceof Error ? error.message : String(error),
  code: (error as { code?: string }).code ?? 'UNKNOWN',
});

function execute(stream: Stream, stmt: Stmt) {
  const sql = stmt.sql ?? stream.sqls.get(stmt.sql_id ?? -1);
  if (sql === undefined) throw Object.assign(new Error('SQL text not found'), { code: 'SQL_NOT_FOUND' });
  const statement = stream.db.prepare(sql);
  statement.safeIntegers(true);
  const named = Object.fromEntries(
    (stmt.named_args ?? []).map(({ name, value }) => [name.replace(/^[:@$]/, ''), toSql(value)]),
  );
  const args = stmt.named_args?.length ? named : (stmt.args ?? []).map(toSql);
  const scalar = (query: string) => (stream.db.prepare(query).raw(true).safeIntegers(true).get() as bigint[])[0]!;
  if (statement.reader) {
    statement.raw(true);
    const rows = statement.all(args) as unknown[][];
    const write = !/^\s*(select|with|pragma|explain|values)\b/i.test(sql);
    return {
      cols: statement
        .columns()
        .map((col: { name: string; type: string | null }) => ({ name: col.name, decltype: col.type })),
      rows: stmt.want_rows === false ? [] : rows.map((row) => row.map(fromSql)),
      affected_row_count: write ? Number(scalar('SELECT changes()')) : 0,
      last_insert_rowid: write ? String(scalar('SELECT last_insert_rowid()')) : null,
    };
  }
  const info = statement.run(args);
  return {
    cols: [],
    rows: [],
    affected_row_count: Number(info.changes),
    last_insert_rowid: String(info.lastInsertRowid),
  };
}

function batch(stream: Stream, steps: NonNullable<Request['batch']>['steps']) {
  const results: Array<ReturnType<typeof execute> | null> = [];
  const errors: Array<ReturnType<typeof failure> | null> = [];
  const holds = (cond: Cond): boolean => {
    if (cond.type === 'ok') return results[cond.step] != null;
    if (cond.type === 'error') return errors[cond.step] != null;
    if (cond.type === 'not') return !holds(cond.cond);
    if (cond.type === 'and') return cond.conds.every(holds);
    if (cond.type === 'or') return cond.conds.some(holds);
    return !stream.db.inTransaction;
  };
  for (const step of steps) {
    results.push(null);
    errors.push(null);
    if (step.condition && !holds(step.condition)) continue;
    try {
      results[results.length - 1] = execute(stream, step.stmt);
    } catch (error) {
      errors[errors.length - 1] = failure(error);
    }
  }
  return { step_results: results, step_errors: errors };
}

function answer(stream: Stream, request: Request) {
  switch (request.type) {
    case 'execute':
      return { type: 'execute', result: execute(stream, request.stmt!) };
    case 'batch':
      return { type: 'batch', result: batch(stream, request.batch!.steps) };
    case 'sequence':
      stream.db.exec(request.sql ?? stream.sqls.get(request.sql_id ?? -1) ?? '');
      return { type: 'sequence' };
    case 'store_sql':
      stream.sqls.set(request.sql_id!, request.sql!);
      return { type: 'store_sql' };
    case 'close_sql':
      stream.sqls.delete(request.sql_id!);
      return { type: 'close_sql' };
    case 'get_autocommit':
      return { type: 'get_autocommit', is_autocommit: !stream.db.inTransaction };
    case 'close':
      return { type: 'close' };
    default:
      throw Object.assign(new Error(`Unsupported request ${request.type}`), { code: 'UNSUPPORTED' });
  }
}

async function pipeline(body: { baton?: string | null; requests: Request[] }) {
  const known = body.baton ? streams.get(body.baton) : undefined;
  if (body.baton && !known) return { status: 400, json: { message: 'Stream not found', code: 'STREAM_EXPIRED' } };
  await turn(known ?? null);
  const stream = known ?? openStream();
  clearTimeout(stream.idle);
  holder = stream;
  const results = body.requests.map((request) => {
    try {
      return { type: 'ok', response: answer(stream, request) };
    } catch (error) {
      return { type: 'error', error: failure(error) };
    }
  });
  if (body.baton) streams.delete(body.baton);
  let baton: string | null = null;
  if (body.requests.some((request) => request.type === 'close')) closeStream(null, stream);
  else {
    baton = randomBytes(12).toString('hex');
    streams.set(baton, stream);
    stream.idle = setTimeout(() => closeStream(baton, stream), 15_000);
    settle(stream);
  }
  return { status: 200, json: { baton, base_url: null, results } };
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  const send = (status: number, json: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(json));
  };
  if (values.token && request.headers.authorization !== `Bearer ${values.token}`) {
    return send(401, { message: 'Unauthorized' });
  }
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (request.method === 'GET' && (path === '/health' || path === '/v2')) return send(200, {});
  if (request.method !== 'POST' || path !== '/v2/pipeline') return send(404, { message: 'Not found' });
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const { status, json } = await pipeline(JSON.parse(Buffer.concat(chunks).toString('utf8')));
  send(status, json);
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    response.writeHead(500, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(failure(error)));
  });
});
server.listen(Number(values.port), '127.0.0.1', () =>
  console.log(`libSQL (Hrana 2 over HTTP) on http://127.0.0.1:${values.port} serving ${file}`),
);
