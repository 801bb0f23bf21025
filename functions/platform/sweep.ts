/**
 * The periodic work of the server (Node's timer, `npm run worker`) and the Worker (its Cron
 * Trigger): payments whose callback never came are settled by asking M-Pesa, held bookings whose
 * hold ended (an unconfirmed guest request, an unpaid deposit) are marked expired, the search
 * vocabulary is copied once an hour, listings from before places existed get theirs, refunds and
 * payouts are opened, sent and confirmed (decision 026), personal data past its period goes once
 * a day (decision 028), the free spans the search by time filters on are worked out again where
 * a change made them stale (decision 041), waitlist offers that lapsed pass to the next client
 * (decision 046), and due jobs run (decision 016).
 */
import { expireEndedHolds } from '#functions/scheduling/holds-repository';
import { PAYMENT_SWEEP_MS, sweepPendingPayments } from '#functions/payments/service';
import { runDueJobs } from '#functions/jobs/worker';
import { scheduleVocabulary } from '#functions/catalogue/vocabulary';
import { resolvePlaces } from '#functions/catalogue/nearby';
import { sweepPayouts } from '#functions/payouts/service';
import { scheduleRetention } from '#functions/privacy/retention';
import { refreshFreeSpans } from '#functions/scheduling/free-spans';
import { advanceWaitlist } from '#functions/waitlist/sweep';
import type { Platform } from './platform';

/**
 * This process's (or isolate's) name on the leases it takes, made on first use: Workers allow no
 * random values in global scope.
 */
let worker: string | undefined;
const workerName = () => (worker ??= `worker-${crypto.randomUUID().slice(0, 8)}`);
/** Rounds of due jobs per sweep, so one sweep cannot run forever. */
const JOB_ROUNDS = 20;

/** How often the sweep runs: as often as pending payments need asking about. */
export const SWEEP_MS = PAYMENT_SWEEP_MS;

export async function sweep(platform: Platform, now = Date.now()) {
  const settled = await sweepPendingPayments(platform, now);
  const released = await expireEndedHolds(platform.db, now);
  const payouts = await sweepPayouts(platform, now);
  await scheduleVocabulary(platform.db, now);
  await scheduleRetention(platform.db, now);
  await resolvePlaces(platform.db);
  await refreshFreeSpans(platform.db, now);
  await advanceWaitlist(platform.db, now);
  let jobs = 0;
  for (let round = 0; round < JOB_ROUNDS; round++) {
    const report = await runDueJobs(platform, platform.jobs, { worker: workerName(), now });
    jobs += report.done;
    if (report.claimed < 50) break;
  }
  return { settled, released, payouts: payouts.sent, jobs };
}
