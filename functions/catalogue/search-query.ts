import { SEARCH_ALIASES, SEARCH_SYNONYMS } from '#shared/i18n/search-synonyms';
import { own } from '#shared/own';

const MAX_TERMS = 8;

/** The words of a search, as the index splits them: runs of letters and digits, lower case, each once. */
export function searchTerms(text: string): string[] {
  const tokens =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(tokens)].slice(0, MAX_TERMS);
}

/** The longest prefix the index keeps ready (`prefix = '1 2 3 4 5 6 7 8'`, migration 0024). */
export const INDEXED_PREFIX = 8;

/**
 * Turns whatever a visitor typed into a safe FTS5 expression: only runs of letters and digits
 * survive, each is quoted, all must match, and the last is prefix-matched as the visitor may
 * still be typing it ("brai" finds braiding). Whole earlier words keep the query cheap.
 * A last word longer than INDEXED_PREFIX is matched on its first INDEXED_PREFIX letters: past
 * them FTS5 would merge every listing of every word with that start before returning one
 * (12 ms for "affordable" at a million listings), and "photography" also finding "photographer"
 * is what a visitor wants. Relevance still weighs the whole word (decision 019).
 * FTS syntax characters, quotes and operators in the input therefore never reach MATCH.
 * Returns null when nothing searchable is left.
 */
export function toFtsQuery(text: string): string | null {
  const unique = searchTerms(text);
  if (unique.length === 0) return null;
  const last = unique.length - 1;
  return unique
    .map((token, index) => {
      const typed = index === last ? `"${[...token].slice(0, INDEXED_PREFIX).join('')}"*` : `"${token}"`;
      // A Kiswahili word also finds the listings written in English (decision 020), and an
      // everyday word the words listings use for the same service.
      const also = [...(own(SEARCH_SYNONYMS, token) ?? []), ...(own(SEARCH_ALIASES, token) ?? [])];
      return also.length ? `(${[typed, ...also.map((word) => `"${word}"*`)].join(' OR ')})` : typed;
    })
    .join(' AND '); // explicit: FTS5 takes no implicit AND beside a bracketed group
}

/** The words relevance weighs: a Kiswahili word by the English it stands for in listings. */
export const rankedTerms = (terms: string[]) => terms.map((term) => own(SEARCH_SYNONYMS, term)?.[0] ?? term);
