import type { Client, InArgs, InStatement, Transaction, TransactionMode } from '@libsql/client';

/**
 * The embedded database's one rule under concurrency (decision 010): writes queue in the process,
 * reads never wait. Every write, batch and transaction passes one gate in turn; a transaction runs
 * on its own connection and holds the gate until it settles, so it may await anything (storage, a
 * payment provider) while reads carry on beside it on the main connection, seeing the last commit
 * (write-ahead logging lets a reader and a writer work at once). No writer ever waits inside
 * SQLite, whose embedded driver would block the event loop while it waited.
 *
 * Inside a transaction, write only through the transaction: a write through the database itself
 * would wait for the gate the transaction holds.
 */
export function gatedClient(main: Client, transactions: Client): Client {
  const gate = createGate();
  const readOnly = (sql: string) => /^\s*select\b/i.test(sql);
  const sqlOf = (stmt: InStatement | [string, InArgs?]) =>
    typeof stmt === 'string' ? stmt : Array.isArray(stmt) ? stmt[0] : stmt.sql;

  const client: Client = {
    execute(stmtOrSql: InStatement, args?: InArgs) {
      const run = () => (args === undefined ? main.execute(stmtOrSql) : main.execute(stmtOrSql as string, args));
      return readOnly(sqlOf(stmtOrSql)) ? run() : gate.pass(run);
    },
    batch(stmts, mode) {
      const run = () => main.batch(stmts, mode);
      return mode === 'read' || stmts.every((stmt) => readOnly(sqlOf(stmt))) ? run() : gate.pass(run);
    },
    migrate: (stmts) => gate.pass(() => main.migrate(stmts)),
    executeMultiple: (sql) => gate.pass(() => main.executeMultiple(sql)),
    async transaction(mode?: TransactionMode) {
      const release = await gate.enter();
      try {
        return releasingOnSettle(await transactions.transaction(mode), release);
      } catch (error) {
        release();
        throw error;
      }
    },
    sync: () => main.sync(),
    close() {
      main.close();
      transactions.close();
    },
    reconnect() {
      main.reconnect();
      transactions.reconnect();
    },
    get closed() {
      return main.closed;
    },
    get protocol() {
      return main.protocol;
    },
  };
  return client;
}

/** A first-come, first-served lock: `enter` resolves with the function that lets the next one in. */
export function createGate() {
  let tail: Promise<void> = Promise.resolve();
  let waiting = 0;
  async function enter(): Promise<() => void> {
    let open!: () => void;
    const previous = tail;
    tail = new Promise<void>((resolve) => (open = resolve));
    waiting += 1;
    await previous;
    waiting -= 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      open();
    };
  }
  return {
    enter,
    async pass<T>(work: () => Promise<T>): Promise<T> {
      const release = await enter();
      try {
        return await work();
      } finally {
        release();
      }
    },
    /** How many are waiting behind the holder, for tests and the bench. */
    get waiting() {
      return waiting;
    },
  };
}

function releasingOnSettle(tx: Transaction, release: () => void): Transaction {
  const settle =
    <T>(work: () => Promise<T>) =>
    async () => {
      try {
        return await work();
      } finally {
        release();
      }
    };
  return {
    execute: (stmt) => tx.execute(stmt),
    batch: (stmts) => tx.batch(stmts),
    executeMultiple: (sql) => tx.executeMultiple(sql),
    commit: settle(() => tx.commit()),
    rollback: settle(() => tx.rollback()),
    close() {
      try {
        tx.close();
      } finally {
        release();
      }
    },
    get closed() {
      return tx.closed;
    },
  };
}
