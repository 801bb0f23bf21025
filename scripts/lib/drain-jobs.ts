/**
 * One job worker in a process of its own, for the crash test and `npm run bench:jobs`: it runs
 * due jobs of the kind `drain-test` (each records one message through the mailer, in the job's
 * transaction) until none is left queued or running, then prints how many it completed.
 *   node --import tsx scripts/lib/drain-jobs.ts --db file:/tmp/x.db --worker a [--lease 2000] [--delay 2]
 * `--delay` makes each job take that many milliseconds inside its transaction, like a slow gateway.
 * With `--mail-api URL` it runs the product's own job handlers instead, delivering e-mail to that
 * Resend-shaped API (the emulator's key), `--limit` jobs claimed and `--parallel` run at a time.
 */
import { parseArgs } from 'node:util';
import { and, count, inArray } from 'drizzle-orm';
import { jobs } from '#functions/db/schema/jobs';
import { createNodePlatform } from '#functions/platform/node';
import { runDueJobs } from '#functions/jobs/worker';
import type { JobHandler } from '#functions/platform/platform';
import { JOB_HANDLERS } from '#functions/platform/jobs';
import { EMULATOR_MAIL_KEY } from '../../emulators/mail-api';

export const DRAIN_JOB = 'drain-test';

export const drainHandler =
  (delayMs = 0): JobHandler =>
  async (tx, job, platform) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await platform.mailer.sendIn(tx, { to: String(job.payload.to), subject: job.key, text: 'Your reminder.' });
  };

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      db: { type: 'string' },
      worker: { type: 'string' },
      lease: { type: 'string', default: '60000' },
      delay: { type: 'string', default: '0' },
      'mail-api': { type: 'string' },
      limit: { type: 'string', default: '50' },
      parallel: { type: 'string', default: '1' },
    },
  });
  const mailApi = values['mail-api'];
  const platform = createNodePlatform({
    DATABASE_URL: values.db!,
    MEDIA_DIR: '/tmp/mabinti-drain-media',
    LOG_LEVEL: process.env.LOG_LEVEL,
    ...(mailApi ? { MAIL_API_URL: mailApi, MAIL_API_KEY: EMULATOR_MAIL_KEY } : {}),
  });
  const handlers = mailApi ? JOB_HANDLERS : { [DRAIN_JOB]: drainHandler(Number(values.delay)) };
  const open = () =>
    platform.db
      .select({ n: count() })
      .from(jobs)
      .where(and(inArray(jobs.status, ['queued', 'running'])));
  let done = 0;
  for (;;) {
    const report = await runDueJobs(platform, handlers, {
      worker: values.worker!,
      limit: Number(values.limit),
      parallel: Number(values.parallel),
      leaseMs: Number(values.lease),
    });
    done += report.done;
    if (report.claimed > 0) continue;
    if ((await open())[0]!.n === 0) break;
    // Someone else holds the rest: wait for them to finish, or for their leases to end.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(`drained ${done}`);
  platform.close();
}
