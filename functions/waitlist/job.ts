/**
 * The waitlist's job (decision 046): freed time of a seller, on some dates or any, offered to
 * those waiting. Queued in the write that freed it (a booking's event, an offer passed or lapsed,
 * an entry joined); its work makes its own writes, one per offer, before the job is marked done,
 * so a worker that dies between them leaves the job to run again, and what it offered stays
 * offered (an entry holds one open offer at a time).
 */
import type { JobHandler } from '#functions/platform/platform';
import type { NewJob } from '#functions/jobs/queue';
import { offerFreedTimes } from './offers';

export const WAITLIST_JOB = 'waitlist-offer';

/** In-process count of waitlist jobs queued: after a request that queued one, it runs at once. */
let queued = 0;
export const waitlistJobsQueued = () => queued;

export const waitlistJob = (sellerId: string, dates: string[] | null, now: number): NewJob => {
  queued += 1;
  return {
    kind: WAITLIST_JOB,
    key: `${WAITLIST_JOB}:${sellerId}:${crypto.randomUUID()}`,
    payload: { sellerId, dates },
    runAt: now,
  };
};

export const waitlistOfferJob: JobHandler<number> = Object.assign(
  async (_tx: unknown, _job: unknown, _platform: unknown, sent: number) => `offers sent: ${sent}`,
  {
    prepare: async (job: { payload: unknown; runAt: number }, platform: Parameters<typeof offerFreedTimes>[0]) => {
      const { sellerId, dates } = job.payload as { sellerId: string; dates: string[] | null };
      return offerFreedTimes(platform, sellerId, dates, Math.max(job.runAt, Date.now()));
    },
  },
);
