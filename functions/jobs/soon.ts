/**
 * Runs the jobs a person is waiting on now, after the answer, rather than at the next sweep: a
 * WhatsApp message's answer and its delivery, and pushes a request queued (a provider's
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
import { runDueJobs } from './worker';

/** Work a request may queue that a person waits on: a counter of what was queued, and the kinds to run. */
export interface WaitedOn {
  queued: () => number;
  kinds: readonly string[];
  /** How long after the answer to start (a USSD session must have closed first). */
  afterMs?: number;
}
/** Work started after requests and not yet finished: tests wait for it before running jobs themselves. */
const running = new Set<Promise<unknown>>();
export const backgroundSettled = () => Promise.all([...running]);
/** Rounds at most: the job, what it queued (the reply's delivery), and what came in meanwhile. */
const MAX_ROUNDS = 12;

/** Runs due jobs of these kinds, round after round, until a round finds none; the rounds that found some. */
export async function runWaitedOn(platform: Platform, kinds: readonly string[]) {
  const worker = `soon-${crypto.randomUUID().slice(0, 8)}`;
  let rounds = 0;
  for (; rounds < MAX_ROUNDS; rounds++) {
    const report = await runDueJobs(platform, platform.jobs, { worker, limit: 10, kinds });
    if (report.claimed === 0) break;
  }
  return rounds;
}

/**
 * Runs these jobs now, in the request that queued them with the change they follow (a booking's
 * event): a process that dies first leaves them queued, and the sweep runs them. A failure is the
 * job's, retried later; the request goes on.
 */
export async function runNow(platform: Platform, keys: string[], now: number) {
  if (keys.length === 0) return;
  const worker = `now-${crypto.randomUUID().slice(0, 8)}`;
  await runDueJobs(platform, platform.jobs, { worker, keys, limit: keys.length, now });
}

/**
 * The key under which a job queues the one job that follows it (a deposit settled, then its
 * booking's event), so the request that runs the first can run the second next.
 */
export const followUpOf = (key: string) => `${key}:then`;

/**
 * Runs these kinds after the answer (once `afterMs` has passed), in the request's waitUntil on
 * Workers, with the platform's handlers (assembled by the composition root).
 */
export function runSoon(c: Context<AppEnv>, kinds: readonly string[], afterMs = 0) {
  const { platform } = c.var;
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

/** After a request that queued work someone waits on (`watched`), that work runs at once. */
export const waitedOnSoon = (watched: readonly WaitedOn[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const before = watched.map((item) => item.queued());
    await next();
    watched.forEach((item, i) => {
      if (item.queued() !== before[i]) runSoon(c, item.kinds, item.afterMs ?? 0);
    });
  });
