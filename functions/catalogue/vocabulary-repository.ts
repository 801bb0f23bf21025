/** The search index's own words (FTS5's vocabulary table) and the copy suggestions read. */
import { sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client';

export type IndexWord = { term: string; listings: number };

export const readIndexWords = (db: Pick<Database, 'all'>) =>
  db.all<IndexWord>(sql`SELECT term, doc AS listings FROM services_fts_vocab`);

export async function replaceWords(tx: Pick<Database, 'run'>, words: IndexWord[]) {
  await tx.run(sql`DELETE FROM search_vocabulary`);
  for (let i = 0; i < words.length; i += 200) {
    const rows = words.slice(i, i + 200).map((word) => sql`(${word.term}, ${word.listings})`);
    await tx.run(sql`INSERT INTO search_vocabulary (term, listings) VALUES ${sql.join(rows, sql`, `)}`);
  }
}

/** Whether any listing holds the word (one step into the index's list for it). */
export async function indexHolds(db: Database, word: string): Promise<boolean> {
  const found = await db.all(sql`SELECT rowid FROM services_fts WHERE services_fts MATCH ${`"${word}"`} LIMIT 1`);
  return found.length > 0;
}

/** Copied words that begin with `first` and are `minLength` to `maxLength` long, at most `scan` of them. */
export const wordsLike = (db: Database, first: string, minLength: number, maxLength: number, scan: number) =>
  db.all<{ term: string; doc: number }>(
    sql`SELECT term, listings AS doc FROM search_vocabulary
        WHERE term >= ${first} AND term < ${String.fromCodePoint(first.codePointAt(0)! + 1)}
          AND length(term) BETWEEN ${minLength} AND ${maxLength}
        LIMIT ${scan}`,
  );
