import { getCollection, type CollectionEntry } from 'astro:content';
import { readingMinutes } from '#shared/reading-time';

export type Post = CollectionEntry<'blog'> & { minutes: number };

/** Published articles, newest first, each with its computed reading time. */
export async function publishedPosts(): Promise<Post[]> {
  const posts = await getCollection('blog', (entry) => !entry.data.draft);
  return posts
    .map((entry) => ({ ...entry, minutes: readingMinutes(entry.body ?? '') }))
    .sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}

export const POSTS_PER_PAGE = 6;

export const formatDate = (date: Date) =>
  date.toLocaleDateString('en-KE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' });

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
