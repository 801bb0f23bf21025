import { getCollection, type CollectionEntry } from 'astro:content';
import { readingMinutes } from '#shared/reading-time';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#shared/i18n/locales';

/** An article in one language; `translated` is false when it is shown in English for want of one. */
export type Post = CollectionEntry<'blog'> & { minutes: number; translated: boolean };

/** `content/blog/sw/x.mdx` is the Kiswahili of `content/blog/x.mdx` (decision 020). */
const TRANSLATION = new RegExp(`^(${LOCALES.join('|')})/`);

/**
 * Published articles, newest first, each with its computed reading time, in `locale` where an
 * editor has written it and in English otherwise. Addresses are the English article's.
 */
export async function publishedPosts(locale: Locale = DEFAULT_LOCALE): Promise<Post[]> {
  const entries = await getCollection('blog', (entry) => !entry.data.draft);
  const translations = new Map(entries.filter((entry) => entry.id.startsWith(`${locale}/`)).map((e) => [e.id, e]));
  return entries
    .filter((entry) => !TRANSLATION.test(entry.id))
    .map((entry) => {
      const translation = locale === DEFAULT_LOCALE ? null : translations.get(`${locale}/${entry.id}`);
      const shown = translation ? { ...translation, id: entry.id } : entry;
      return {
        ...shown,
        minutes: readingMinutes(shown.body ?? ''),
        translated: locale === DEFAULT_LOCALE || !!translation,
      };
    })
    .sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}

export const POSTS_PER_PAGE = 6;

/** '28 November 2026' / '28 Novemba 2026', in Nairobi. */
export const formatDate = (date: Date, locale: 'en' | 'sw' = 'en') =>
  date.toLocaleDateString(locale === 'sw' ? 'sw-KE' : 'en-KE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Nairobi',
  });

export const blogPageUrl = (page: number) => (page <= 1 ? '/blogs' : `/blog/page/${page}`);

/** The articles of list page `page` (1-based) and the links around it. */
export function blogPage(posts: Post[], page: number) {
  const last = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
  return {
    posts: posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE),
    page,
    last,
    prev: page > 1 ? blogPageUrl(page - 1) : null,
    next: page < last ? blogPageUrl(page + 1) : null,
  };
}
