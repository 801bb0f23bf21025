/**
 * The copy of the search index's vocabulary that typo suggestions read (suggest.ts, decision 019):
 * the vocabulary view counts every listing of every word it passes, seconds at a million
 * listings, so it is read once an hour by a job, not on a search.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client';
import { enqueue } from '#functions/jobs/queue-repository';
import type { JobHandler } from '#functions/jobs/worker';

export const VOCABULARY_JOB = 'refresh-search-vocabulary';
const HOUR_MS = 3_600_000;

const readIndexWords = (db: Pick<Database, 'all'>) =>
  db.all<{ term: string; listings: number }>(sql`SELECT term, doc AS listings FROM services_fts_vocab`);

async function replaceWords(tx: Pick<Database, 'run'>, words: { term: string; listings: number }[]) {
  await tx.run(sql`DELETE FROM search_vocabulary`);
  for (let i = 0; i < words.length; i += 200) {
    const rows = words.slice(i, i + 200).map((word) => sql`(${word.term}, ${word.listings})`);
    await tx.run(sql`INSERT INTO search_vocabulary (term, listings) VALUES ${sql.join(rows, sql`, `)}`);
  }
}

/** Replaces the copy with the index's current words (the seeds call it after loading listings). */
export async function refreshVocabulary(db: Database): Promise<void> {
  const words = await readIndexWords(db);
  await db.transaction((tx) => replaceWords(tx, words));
}

/** Called by every sweep: one job per hour, whoever sweeps first. */
export const scheduleVocabulary = (db: Database, now: number) =>
  enqueue(db, { kind: VOCABULARY_JOB, key: `${VOCABULARY_JOB}:${Math.floor(now / HOUR_MS)}`, payload: {}, runAt: now });

/** The slow read happens before the job's transaction, so writers never wait on it. */
export const refreshVocabularyJob: JobHandler<{ term: string; listings: number }[]> = Object.assign(
  async (
    tx: Parameters<JobHandler>[0],
    _job: unknown,
    _platform: unknown,
    words: { term: string; listings: number }[],
  ) => {
    await replaceWords(tx, words);
    return `${words.length} words`;
  },
  { prepare: (_job: unknown, platform: { db: Database }) => readIndexWords(platform.db) },
);
