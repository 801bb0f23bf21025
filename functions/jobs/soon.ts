/**
 * Runs the jobs a person is waiting on now, after the answer, rather than at the next sweep: a
 * WhatsApp message's answer and its delivery (issue 44), and pushes a request queued (a provider's
 * confirmation, decision 032). Other due jobs wait for the sweep. On
 * Workers the request's `waitUntil` keeps the isolate for it; under Node the promise simply runs
 * on. Any worker may take the same jobs meanwhile: leases keep each to one.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#functions/api/env';
import type { Platform } from '#functions/platform/platform';
import { log } from '#functions/platform/log';
import { JOB_HANDLERS } from './handlers';
import { runDueJobs } from './worker';
import { DELIVER_PUSH_JOB, DELIVER_REPLY_JOB, pushesQueued } from '#functions/notify/outbox';
import { WA_INBOUND_JOB } from '#functions/whatsapp/conversation';

const WAITED_ON = [WA_INBOUND_JOB, DELIVER_REPLY_JOB] as const;
/** Rounds: the job, then what it queued (the reply's delivery). */
const ROUNDS = 3;

async function rounds(platform: Platform, kinds: readonly string[]) {
  const worker = `soon-${crypto.randomUUID().slice(0, 8)}`;
  for (let round = 0; round < ROUNDS; round++) {
    const report = await runDueJobs(platform, JOB_HANDLERS, { worker, limit: 10, kinds });
    if (report.claimed === 0) break;
  }
}

export function runSoon(c: Context<AppEnv>, platform: Platform, kinds: readonly string[] = WAITED_ON) {
  const work = rounds(platform, kinds).catch((error: unknown) =>
    log.error('jobs run after a request failed', { error: error instanceof Error ? error.message : String(error) }),
  );
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    // No execution context (Node): the promise runs on by itself.
  }
}

/** After a request that queued a push due now, that push goes at once: its reader is waiting on the news. */
export const pushesSoon = createMiddleware<AppEnv>(async (c, next) => {
  const before = pushesQueued();
  await next();
  if (pushesQueued() !== before) runSoon(c, c.var.platform, [DELIVER_PUSH_JOB]);
});
