/**
 * Small typos forgiven: when a search finds nothing, each word the index does not know
 * is replaced by the closest word it does (from search_vocabulary, vocabulary.ts) (at most one edit for short words, two for longer ones;
 * a swap of two letters counts as one), the most common among equals. The cost is bounded: only
 * words of the index's vocabulary that share the first letter and are about as long are compared,
 * at most VOCABULARY_SCAN of them per word, and only after a search came back empty.
 */
import type { Database } from '#functions/db/client';
import { indexHolds, wordsLike } from './vocabulary-repository';

const MAX_WORDS = 5;
const VOCABULARY_SCAN = 3000;

/** Optimal string alignment distance (Levenshtein with adjacent swaps), stopping past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

const wordsOf = (text: string) =>
  (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, MAX_WORDS);

/** The query with unknown words corrected, or null when there is nothing better to offer. */
export async function suggestQuery(db: Database, query: string): Promise<string | null> {
  const words = wordsOf(query);
  let changed = false;
  const corrected: string[] = [];
  for (const word of words) {
    // A word the index holds: one step into its list, not the vocabulary's count of it.
    if ((await indexHolds(db, word)) || word.length < 3 || /\d/.test(word)) {
      corrected.push(word);
      continue;
    }
    const limit = word.length <= 4 ? 1 : 2;
    const first = word[0]!;
    const candidates = await wordsLike(db, first, word.length - limit, word.length + limit, VOCABULARY_SCAN);
    let best: { term: string; distance: number; doc: number } | null = null;
    for (const candidate of candidates) {
      const distance = editDistance(word, candidate.term, limit);
      if (distance > limit) continue;
      if (!best || distance < best.distance || (distance === best.distance && candidate.doc > best.doc)) {
        best = { term: candidate.term, distance, doc: candidate.doc };
      }
    }
    corrected.push(best?.term ?? word);
    changed ||= Boolean(best);
  }
  return changed ? corrected.join(' ') : null;
}
