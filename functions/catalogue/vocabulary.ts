/**
 * The copy of the search index's vocabulary that typo suggestions read (suggest.ts, decision 019):
 * the vocabulary view counts every listing of every word it passes, seconds at a million
 * listings, so it is read once an hour by a job, not on a search.
 */
import type { Database } from '#functions/db/client';
import { enqueue } from '#functions/jobs/queue';
import type { JobHandler } from '#functions/platform/platform';
import { readIndexWords, replaceWords, type IndexWord } from './vocabulary-repository';

export const VOCABULARY_JOB = 'refresh-search-vocabulary';
const HOUR_MS = 3_600_000;

export async function refreshVocabulary(db: Database): Promise<void> {
  const words = await readIndexWords(db);
  await db.transaction((tx) => replaceWords(tx, words));
}

/** Called by every sweep: one job per hour, whoever sweeps first. */
export const scheduleVocabulary = (db: Database, now: number) =>
  enqueue(db, { kind: VOCABULARY_JOB, key: `${VOCABULARY_JOB}:${Math.floor(now / HOUR_MS)}`, payload: {}, runAt: now });

/** The slow read happens before the job's transaction, so writers never wait on it. */
export const refreshVocabularyJob: JobHandler<IndexWord[]> = Object.assign(
  async (tx: Parameters<JobHandler>[0], _job: unknown, _platform: unknown, words: IndexWord[]) => {
    await replaceWords(tx, words);
    return `${words.length} words`;
  },
  { prepare: (_job: unknown, platform: { db: Database }) => readIndexWords(platform.db) },
);
