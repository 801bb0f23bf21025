/**
 * Refunds and seller payouts under duress (decision 026), against the built Node server and the
 * Daraja emulator (run here, so its transfers can be counted):
 *   npm run bench:payouts            (builds first)
 *   npm run bench:payouts -- --no-build --refunds 500 --sellers 500
 * Money owed is set up as the booking flows leave it (scripts/lib/seed-owed.ts); then two worker
 * processes (`npm run worker`) open, send and confirm the payouts, every B2C result is delivered
 * twice, and one worker is killed (SIGKILL) once a quarter of them are sent. Prints "payouts
 * sent" (must equal the payouts owed), "duplicates" (payouts M-Pesa paid more than once, must be
 * 0) and whether the ledger balanced.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { darajaSettings, startDarajaEmulator } from '../emulators/daraja';
import { checkLedger, ledgerHolds } from '#functions/ledger/check';
import { createNodePlatform } from '#functions/platform/node';
import { startBuiltServer } from './lib/serve';
import { seedOwedMoney } from './lib/seed-owed';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    refunds: { type: 'string', default: '500' },
    sellers: { type: 'string', default: '500' },
  },
});
const REFUNDS = Number(values.refunds);
const SELLERS = Number(values.sellers);
const TOTAL = REFUNDS + SELLERS;
if (!values['no-build']) execSync('npm run build', { stdio: 'inherit' });

const emulator = startDarajaEmulator({ delayMs: 300, callbackCopies: 2 });
const settings = {
  ...darajaSettings(await emulator.listening),
  // Seller payouts due at once; a payout quiet for 5 s is asked about, one M-Pesa never heard of goes again after 25 s.
  PAYOUT_HOUR: '0',
  PAYOUT_CHECK_AFTER_SECONDS: '5',
  PAYOUT_REVIEW_ABOVE: '1000000',
  RATE_LIMIT_SCALE: '1000',
  // The server refuses, with a warning each, the results meant for an attempt a retry replaced (the
  // killed worker's): the bench counts what matters, so its output stays the figures.
  LOG_LEVEL: 'error',
};
Object.assign(process.env, settings);
const server = await startBuiltServer(4413);
const platform = createNodePlatform({ ...process.env, DATABASE_URL: server.databaseUrl, LOG_LEVEL: 'error' });
const { owed } = await seedOwedMoney(platform.db, { refunds: REFUNDS, sellers: SELLERS });

/** A worker process (`npm run worker`) on the server's database, sweeping every 300 ms. */
const startWorker = (): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: server.databaseUrl,
      MEDIA_DIR: '/tmp/mabinti-payouts-media',
      SITE_URL: server.url,
      WORKER_INTERVAL_MS: '300',
      LOG_LEVEL: 'error',
    },
  });
const counts = async () => {
  const rows = await platform.db.all<{ status: string; count: number }>(
    sql`SELECT status, COUNT(*) AS count FROM payouts GROUP BY status`,
  );
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
};

const started = performance.now();
const workers = [startWorker(), startWorker()];
let killedAt: number | null = null;
try {
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    const now = await counts();
    const sent = now.get('sent') ?? 0;
    if (killedAt === null && sent >= TOTAL / 4) {
      workers[0]!.kill('SIGKILL');
      killedAt = sent;
    }
    if (sent >= TOTAL || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (performance.now() - started) / 1000;
  await emulator.b2c.idle();
  const final = await counts();
  const duplicates = [...emulator.b2c.completions.values()].filter((times) => times > 1).length;
  const paidOut = [...emulator.b2c.transfers.values()]
    .filter((transfer) => transfer.state === 'completed')
    .reduce((sum, transfer) => sum + transfer.amount, 0);
  const ledger = await checkLedger(platform.db);
  const sent = final.get('sent') ?? 0;
  console.log(
    `money owed:                    ${owed.toLocaleString('en')} shillings (${REFUNDS} refunds, ${SELLERS} sellers)`,
  );
  console.log(`payouts sent:                  ${sent} (must equal ${TOTAL})`);
  console.log(`duplicates:                    ${duplicates} (payouts M-Pesa paid twice, must be 0)`);
  console.log(`shillings M-Pesa paid out:     ${paidOut.toLocaleString('en')}`);
  console.log(
    `B2C requests:                  ${emulator.b2c.stats.requests} (${emulator.b2c.stats.duplicatesRefused} repeats refused by Daraja)`,
  );
  console.log(
    `results delivered:             ${emulator.b2c.stats.resultsSent} (each B2C result twice, and our status queries' answers)`,
  );
  console.log(`worker killed:                 after ${killedAt ?? 'never'} payouts sent`);
  console.log(`time to send them all:         ${seconds.toFixed(1)} s`);
  console.log(
    `ledger:                        ${ledgerHolds(ledger) ? 'balanced' : `NOT balanced ${JSON.stringify(ledger)}`}`,
  );
  const ok = sent === TOTAL && duplicates === 0 && paidOut === owed && ledgerHolds(ledger);
  console.log(ok ? '\nAll figures met.' : '\nMISSED.');
  if (!ok) process.exitCode = 1;
} finally {
  for (const worker of workers) worker.kill('SIGTERM');
  server.stop();
  platform.close();
  await emulator.close();
}
