import { CATEGORIES, subcategoryPath } from '#shared/categories';
import { PICKER_TOWNS, locationPath } from '#shared/locations';
import { blogPage, blogPageUrl, publishedPosts } from './blog';

/** Every page that is not a listing: what the pages sitemap lists. */
export async function staticPaths(): Promise<string[]> {
  const posts = await publishedPosts();
  const { last } = blogPage(posts, 1);
  return [
    '/',
    '/all-services',
    '/about',
    '/contact',
    '/terms',
    '/privacy',
    '/signin',
    '/signup-options',
    '/seller-packages',
    '/list-your-business',
    ...Array.from({ length: last }, (_, i) => blogPageUrl(i + 1)),
    ...posts.map((post) => `/blog/${post.id}`),
    ...CATEGORIES.flatMap((category) => category.subcategories.map((sub) => subcategoryPath(category.id, sub.slug))),
    ...PICKER_TOWNS.map(locationPath),
  ];
}
