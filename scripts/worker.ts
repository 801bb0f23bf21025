/**
 * npm run worker: the periodic work of the server (functions/platform/sweep.ts), in a process of
 * its own: due jobs (reminders), payments whose callback never came, ended holds. The server runs
 * the same in-process; running both, or several of either, on one database is safe: a job is
 * claimed by one worker at a time (docs/decisions/016-job-queue.md). Stops on SIGTERM or SIGINT.
 * WORKER_INTERVAL_MS sets the pause between sweeps (by default the server's, 30 s).
 */
import { createNodePlatform } from '#functions/platform/node';
import { log } from '#functions/platform/log';
import { SWEEP_MS, sweep } from '#functions/platform/sweep';
import { keepRunningOnErrors } from '#functions/platform/keep-running';

keepRunningOnErrors('worker');
const platform = createNodePlatform(process.env);
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => (stopping = true));
const every = Number(process.env.WORKER_INTERVAL_MS) || SWEEP_MS;
log.info('worker started', { everyMs: every });
while (!stopping) {
  try {
    const done = await sweep(platform);
    if (done.settled || done.released || done.payouts || done.jobs) log.info('sweep', done);
  } catch (error) {
    log.error('sweep failed', { error });
  }
  // Between sweeps, wake early if asked to stop.
  for (let waited = 0; waited < every && !stopping; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
platform.close();
