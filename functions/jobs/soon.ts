/**
 * Runs the jobs a person is waiting on now, after the answer, rather than at the next sweep: a
 * WhatsApp message's answer and its delivery (issue 44), and pushes a request queued (a provider's
 * confirmation, decision 032). Other due jobs wait for the sweep. On
 * Workers the request's `waitUntil` keeps the isolate for it; under Node the promise simply runs
 * on. Any worker may take the same jobs meanwhile: leases keep each to one, so a worker goes on
 * while its rounds find work. A job another request's worker took is then that worker's to finish,
 * with what it queues: a chat's next message arriving while the last answer's worker still runs is
 * answered by that worker, never left for the sweep.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#functions/api/env';
import type { Platform } from '#functions/platform/platform';
import { log } from '#functions/platform/log';
import { JOB_HANDLERS } from './handlers';
import { runDueJobs, type JobHandler } from './worker';
import { DELIVER_JOB, DELIVER_PUSH_JOB, DELIVER_REPLY_JOB, deliveriesQueued } from '#functions/notify/outbox';
import { AFTER_END_MS, USSD_DEPOSIT_JOB, ussdDepositsQueued } from '#functions/ussd/deposit-job';
import { WA_INBOUND_JOB } from '#functions/whatsapp/conversation';

const WAITED_ON = [WA_INBOUND_JOB, DELIVER_REPLY_JOB, USSD_DEPOSIT_JOB] as const;
const DELIVERIES = [DELIVER_JOB, DELIVER_PUSH_JOB, DELIVER_REPLY_JOB] as const;
/** Work started after requests and not yet finished: tests wait for it before running jobs themselves. */
const running = new Set<Promise<unknown>>();
export const backgroundSettled = () => Promise.all([...running]);
/** Rounds at most: the job, what it queued (the reply's delivery), and what came in meanwhile. */
const MAX_ROUNDS = 12;

/** Runs due jobs of these kinds, round after round, until a round finds none; the rounds that found some. */
export async function runWaitedOn(
  platform: Platform,
  kinds: readonly string[],
  handlers: Record<string, JobHandler> = JOB_HANDLERS,
) {
  const worker = `soon-${crypto.randomUUID().slice(0, 8)}`;
  let rounds = 0;
  for (; rounds < MAX_ROUNDS; rounds++) {
    const report = await runDueJobs(platform, handlers, { worker, limit: 10, kinds });
    if (report.claimed === 0) break;
  }
  return rounds;
}

/** Runs these kinds after the answer (once `afterMs` has passed), in the request's waitUntil on Workers. */
export function runSoon(c: Context<AppEnv>, platform: Platform, kinds: readonly string[] = WAITED_ON, afterMs = 0) {
  const work = new Promise((resolve) => setTimeout(resolve, afterMs))
    .then(() => runWaitedOn(platform, kinds))
    .catch((error: unknown) =>
      log.error('jobs run after a request failed', { error: error instanceof Error ? error.message : String(error) }),
    )
    .finally(() => running.delete(work));
  running.add(work);
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    // No execution context (Node): the promise runs on by itself.
  }
}

/**
 * After a request that queued a message due now, it goes at once: a provider told of a paid
 * booking, a client told of a confirmation, a push. After a USSD session that ended on a
 * deposit, its M-Pesa prompt goes as soon as the session has closed. The sweep remains the net.
 */
export const waitedOnSoon = createMiddleware<AppEnv>(async (c, next) => {
  const deliveries = deliveriesQueued();
  const prompts = ussdDepositsQueued();
  await next();
  if (deliveriesQueued() !== deliveries) runSoon(c, c.var.platform, DELIVERIES);
  if (ussdDepositsQueued() !== prompts) runSoon(c, c.var.platform, [USSD_DEPOSIT_JOB], AFTER_END_MS + 50);
});
