import { eq, like, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { jobs } from '#functions/db/schema/jobs';
import { outbox } from '#functions/db/schema/mail';
import { createTestApp } from '../../tests/support/test-platform';
import { backoffMs, cancel, claim, complete, enqueue, reschedule } from './queue-repository';
import { runDueJobs } from './worker';
import type { JobHandler } from '#functions/platform/platform';

/**
 * The durable job queue (decision 016) with a clock the tests hold: a key is one job, a claim is
 * one worker's, a dead worker's job runs again once its lease ends, failures back off, and the
 * work a job does commits together with its completion, so racing workers do it exactly once.
 */
const { platform } = createTestApp();
const { db } = platform;
afterAll(() => platform.close());

const T0 = Date.UTC(2026, 11, 1, 9, 0);
let serial = 0;
const tag = () => `t${++serial}.${Date.now()}`;

/** A handler that writes the job's message to the outbox in the job's own transaction. */
const toOutbox: JobHandler = async (tx, job) => {
  await tx.insert(outbox).values({ to: String(job.payload.to), subject: job.key, status: 'stored' });
};
const jobsWith = (prefix: string) =>
  db
    .select()
    .from(jobs)
    .where(like(jobs.key, `${prefix}%`));

describe('enqueueing', () => {
  it('makes one job of a key, however often it is asked for', async () => {
    const key = `${tag()}:reminder`;
    const job = { kind: 'mail', key, payload: { to: 'a@example.com' }, runAt: T0 };
    expect(await enqueue(db, job)).toBe(true);
    expect(await enqueue(db, { ...job, runAt: T0 + 1 })).toBe(false);
    const rows = await jobsWith(key);
    expect(rows.map((row) => [row.runAt, row.status])).toEqual([[T0, 'queued']]);
  });

  it('moves a job not yet run, leaves a finished one alone, and cancels queued ones', async () => {
    const prefix = tag();
    const job = { kind: 'mail', key: `${prefix}:a`, payload: { to: 'a@example.com' }, runAt: T0 };
    await enqueue(db, job);
    expect(await reschedule(db, { ...job, runAt: T0 + 3_600_000 })).toBe(true);
    expect((await jobsWith(`${prefix}:a`))[0]!.runAt).toBe(T0 + 3_600_000);
    const [claimed] = await claim(db, 'w1', T0 + 3_600_000, 1_000, 60_000).then((rows) =>
      rows.filter((row) => row.key === job.key),
    );
    await complete(db, claimed!, 'w1', T0 + 3_600_000);
    expect(await reschedule(db, { ...job, runAt: T0 + 7_200_000 })).toBe(false);
    expect((await jobsWith(`${prefix}:a`))[0]!.status).toBe('done');

    await enqueue(db, { ...job, key: `${prefix}:b` });
    expect(await cancel(db, [`${prefix}:a`, `${prefix}:b`])).toBe(1);
    expect((await jobsWith(`${prefix}:b`))[0]!.status).toBe('cancelled');
  });
});

describe('running', () => {
  /** Clears what earlier tests left due, so each test counts only its own jobs. */
  const settleEverything = () =>
    db
      .update(jobs)
      .set({ status: 'done' })
      .where(sql`${jobs.status} != 'done'`);

  it('gives each of 1,000 due jobs to exactly one of two racing workers, and sends each message once', async () => {
    await settleEverything();
    const prefix = tag();
    for (let i = 0; i < 1_000; i += 100) {
      await db.insert(jobs).values(
        Array.from({ length: 100 }, (_, j) => ({
          kind: 'mail',
          key: `${prefix}:${i + j}`,
          payload: { to: `client${i + j}@example.com` },
          runAt: T0,
        })),
      );
    }
    const drain = async (worker: string) => {
      let done = 0;
      for (;;) {
        const report = await runDueJobs(platform, { mail: toOutbox }, { worker, now: T0, limit: 25 });
        done += report.done;
        if (report.claimed === 0) return done;
      }
    };
    const [a, b] = await Promise.all([drain('worker-a'), drain('worker-b')]);
    expect(a + b).toBe(1_000);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    const sent = await db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `${prefix}:%`));
    expect(sent).toHaveLength(1_000);
    expect(new Set(sent.map((mail) => mail.subject)).size).toBe(1_000);
  });

  it("runs a dead worker's job again once its lease ends, and the late worker commits nothing", async () => {
    await settleEverything();
    const key = `${tag()}:orphan`;
    await enqueue(db, { kind: 'mail', key, payload: { to: 'late@example.com' }, runAt: T0 });
    const [taken] = await claim(db, 'dies', T0, 10, 60_000);
    expect(taken!.key).toBe(key);
    // Within the lease nobody else may take it; after it, the next worker does.
    expect(await claim(db, 'other', T0 + 30_000, 10, 60_000)).toEqual([]);
    const report = await runDueJobs(platform, { mail: toOutbox }, { worker: 'other', now: T0 + 61_000 });
    expect(report).toMatchObject({ claimed: 1, done: 1 });
    // The first worker wakes up and tries to finish: refused.
    expect(await complete(db, taken!, 'dies', T0 + 62_000)).toBe(false);
    expect(await db.select().from(outbox).where(eq(outbox.subject, key))).toHaveLength(1);
    expect((await jobsWith(key))[0]).toMatchObject({ status: 'done', attempts: 2, leasedBy: 'other' });
  });

  it('leaves alone a job whose lease ran out while an earlier one was being handed over', async () => {
    await settleEverything();
    const prefix = tag();
    for (const name of ['slow', 'next']) {
      await enqueue(db, { kind: 'slow', key: `${prefix}:${name}`, payload: { to: `${name}@example.com` }, runAt: T0 });
    }
    // The first hand-over outlasts the batch's lease: meanwhile another worker takes the second job.
    const slow: JobHandler = Object.assign((...args: Parameters<JobHandler>) => toOutbox(...args), {
      prepare: async (job: { key: string }) => {
        if (!job.key.endsWith(':slow')) return;
        await db
          .update(jobs)
          .set({ leaseUntil: T0 })
          .where(eq(jobs.key, `${prefix}:next`));
        expect(await claim(db, 'other', T0 + 1, 10, 60_000)).toHaveLength(1);
      },
    });
    const report = await runDueJobs(platform, { slow }, { worker: 'first', now: T0 });
    expect(report).toMatchObject({ claimed: 2, done: 1, lost: 1 });
    const sent = await db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `${prefix}:%`));
    expect(sent.map((mail) => mail.subject)).toEqual([`${prefix}:slow`]);
    expect((await jobsWith(`${prefix}:next`))[0]).toMatchObject({ status: 'running', leasedBy: 'other' });
  });

  it('backs off after a failure and marks the job failed, visibly, after its last attempt', async () => {
    await settleEverything();
    const key = `${tag()}:flaky`;
    await enqueue(db, { kind: 'flaky', key, payload: {}, runAt: T0, maxAttempts: 3 });
    const failing: JobHandler = async (tx) => {
      await tx.insert(outbox).values({ to: 'never@example.com', subject: key, status: 'stored' });
      throw new Error('SMS gateway answered 502');
    };
    let now = T0;
    for (const attempt of [1, 2]) {
      expect(await runDueJobs(platform, { flaky: failing }, { worker: 'w', now })).toMatchObject({ retried: 1 });
      const [row] = await jobsWith(key);
      expect(row).toMatchObject({ status: 'queued', attempts: attempt, lastError: 'SMS gateway answered 502' });
      expect(row!.runAt).toBe(now + backoffMs(attempt));
      // Not before its time.
      expect((await runDueJobs(platform, { flaky: failing }, { worker: 'w', now: row!.runAt - 1 })).claimed).toBe(0);
      now = row!.runAt;
    }
    await runDueJobs(platform, { flaky: failing }, { worker: 'w', now });
    expect((await jobsWith(key))[0]).toMatchObject({ status: 'failed', attempts: 3 });
    // Its writes were rolled back with each failed attempt.
    expect(await db.select().from(outbox).where(eq(outbox.subject, key))).toEqual([]);
    expect([backoffMs(1), backoffMs(2), backoffMs(3), backoffMs(9)]).toEqual([60_000, 240_000, 960_000, 21_600_000]);
  });
});
