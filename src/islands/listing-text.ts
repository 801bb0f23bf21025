import { createContext, useContext } from 'react';
import type { ListingKey } from '#shared/i18n/listing-text';
import { fill, type Params } from '#shared/i18n/fill';

/**
 * The listing form's words, handed over by the page in its language (decision 020): the texts by
 * key, the category and subcategory names ('category.hair', 'subcategory.hair.braiding') and the
 * counts already written ('photos.2': '2 photos').
 */
export interface ListingWords {
  locale: 'en' | 'sw';
  text: Record<ListingKey, string>;
  names: Record<string, string>;
  counts: Record<string, string>;
}

const Words = createContext<ListingWords | null>(null);
export const ListingWordsProvider = Words.Provider;

/** `t(key, params)` in the page's language; `count('photos', 2)`: '2 photos' / 'picha 2'. */
export const useListingWords = () => wordsOf(useContext(Words)!);

export function wordsOf(words: ListingWords) {
  const t = (key: ListingKey, params?: Params) => fill(words.text[key], params);
  const count = (what: 'photos' | 'videos', n: number) => words.counts[`${what}.${n}`] ?? String(n);
  return { t, count, names: words.names, locale: words.locale };
}
