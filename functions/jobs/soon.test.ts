import { like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { jobs } from '#functions/db/schema/jobs';
import { createTestApp } from '../../tests/support/test-platform';
import { enqueue } from './queue-repository';
import { runWaitedOn } from './soon';
import type { JobHandler } from '#functions/platform/platform';

/**
 * The jobs a person waits on run after the request, not at the sweep. A worker that took a job
 * finishes what that job queued and what came in meanwhile: in a chat, the next message can arrive
 * while the worker of the last answer still runs, and the next request's own worker then finds
 * the message taken and stops. It was left for the sweep when the first worker stopped after a
 * fixed three rounds.
 */
const { platform } = createTestApp();
afterAll(() => platform.close());

describe('work a person waits on', () => {
  it('runs what its own jobs queued, round after round, until nothing is due', async () => {
    const prefix = `soon.${Date.now()}`;
    const then =
      (kind: string): JobHandler =>
      async (tx, job) => {
        await enqueue(tx, { kind, key: `${prefix}:${kind}`, payload: {}, runAt: Date.now() });
        return job.kind;
      };
    const handlers: Record<string, JobHandler> = {
      answer: then('delivery'),
      delivery: then('next-message'),
      'next-message': then('next-answer'),
      'next-answer': then('next-delivery'),
      'next-delivery': async () => 'delivered',
    };
    await enqueue(platform.db, { kind: 'answer', key: `${prefix}:answer`, payload: {}, runAt: Date.now() });
    const rounds = await runWaitedOn({ ...platform, jobs: handlers }, Object.keys(handlers));
    const rows = await platform.db
      .select()
      .from(jobs)
      .where(like(jobs.key, `${prefix}:%`));
    expect(rows.map((row) => [row.kind, row.status]).sort()).toEqual(
      Object.keys(handlers)
        .map((kind) => [kind, 'done'])
        .sort(),
    );
    expect(rounds).toBe(5);
  });
});
