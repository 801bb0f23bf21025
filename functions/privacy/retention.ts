/**
 * The retention job (decision 028): once a day, and on `npm run retention`, everything past its
 * period (RETAIN_* settings, functions/platform/retention-config.ts) is removed or blanked, and
 * the run is recorded for the admin area.
 */
import type { Platform } from '#functions/platform/platform';
import type { Database } from '#functions/db/client';
import { enqueue } from '#functions/jobs/queue';
import type { JobHandler } from '#functions/platform/platform';
import { nairobiDateKey } from '#shared/booking-time';
import { log } from '#functions/platform/log';
import { deleteExports, expiredExports } from './exports-repository';
import { RETENTION_STEPS, finishRun, runStep, startRun, type Cutoffs } from './retention-repository';

export const RETENTION_JOB = 'retention';
const DAY_MS = 86_400_000;

export function cutoffsOf(platform: Platform, now: number): Cutoffs {
  const { config } = platform;
  const before = (days: number) => now - days * DAY_MS;
  return {
    now,
    guestContact: before(config.RETAIN_GUEST_CONTACT_DAYS),
    messageBody: before(config.RETAIN_MESSAGE_BODY_DAYS),
    callbackBody: before(config.RETAIN_CALLBACK_BODY_DAYS),
    contactMessage: before(config.RETAIN_CONTACT_MESSAGE_DAYS),
    finishedJob: before(config.RETAIN_FINISHED_JOB_DAYS),
    audit: before(config.RETAIN_AUDIT_DAYS),
    views: nairobiDateKey(before(config.RETAIN_VIEW_DAYS)),
  };
}

/** Downloads past their link's life: the files, then their rows. */
async function removeExpiredExports(platform: Platform, now: number): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await expiredExports(platform.db, now, 200);
    if (!expired.length) return total;
    await platform.storage.delete(expired.flatMap((row) => (row.storageKey ? [row.storageKey] : [])));
    await deleteExports(
      platform.db,
      expired.map((row) => row.id),
    );
    total += expired.length;
  }
}

/** One run: each kind in turn; what each removed or blanked, by name. */
export async function runRetention(platform: Platform, now = Date.now()): Promise<Record<string, number>> {
  const { db } = platform;
  const run = await startRun(db, now);
  const counts: Record<string, number> = {};
  const cutoffs = cutoffsOf(platform, now);
  try {
    for (const [name, step] of Object.entries(RETENTION_STEPS)) counts[name] = await runStep(db, step(cutoffs));
    counts['expired downloads'] = await removeExpiredExports(platform, now);
    await finishRun(db, run, counts, null);
  } catch (error) {
    await finishRun(db, run, counts, error instanceof Error ? error.message.slice(0, 300) : 'failed');
    throw error;
  }
  return counts;
}

/** Asks for today's run (Nairobi): one job per day, however often the sweep asks. */
export const scheduleRetention = (db: Database, now: number) =>
  enqueue(db, { kind: RETENTION_JOB, key: `${RETENTION_JOB}:${nairobiDateKey(now)}`, payload: {}, runAt: now });

/** The job: the work runs before the job's own transaction (it writes in batches of its own). */
export const retentionJob: JobHandler<Record<string, number>> = Object.assign(
  async (_tx: unknown, _job: unknown, _platform: Platform, counts: Record<string, number>) => {
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    log.info('retention run', { rows: total });
    return `${total} rows removed or blanked`;
  },
  { prepare: (_job: unknown, platform: Platform) => runRetention(platform) },
);
