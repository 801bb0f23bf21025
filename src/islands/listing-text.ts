import type { ListingKey } from '#shared/i18n/listing-text';
import { fill, type Params } from '#shared/i18n/fill';

/**
 * The listing form's words, handed over by the page in its language (decision 020): the texts by
 * key, the categories with their subcategories as the form offers them (the island needs no copy
 * of the category tree), and the counts already written ('photos.2': '2 photos').
 */
export interface ListingWords {
  locale: 'en' | 'sw';
  text: Record<ListingKey, string>;
  categories: Array<{ id: string; title: string; subcategories: Array<{ slug: string; title: string }> }>;
  counts: Record<string, string>;
}

/**
 * `t(key, params)` in the page's language; `count('photos', 2)`: '2 photos' / 'picha 2'. The form
 * hands the result to its parts as a prop: a module they shared would be one more file to fetch.
 */
export function wordsOf(words: ListingWords) {
  const t = (key: ListingKey, params?: Params) => fill(words.text[key], params);
  const count = (what: 'photos' | 'videos', n: number) => words.counts[`${what}.${n}`] ?? String(n);
  return { t, count, categories: words.categories, locale: words.locale };
}

export type Words = ReturnType<typeof wordsOf>;
