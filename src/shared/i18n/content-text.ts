/** The blog's and the content pages' own labels in English (content-text.sw.ts is the Kiswahili). */
export const contentEn = {
  'blog.title': 'Blog',
  'blog.page': 'Blog, page {page}',
  'blog.description': 'Tips on hair, beauty, weddings, fitness and wellness from the Mabinti team.',
  'blog.heading': 'Mabinti Blog',
  'blog.lead': 'Advice on beauty, hair, health and lifestyle, and stories from the providers who make it happen.',
  'blog.newer': 'Newer articles',
  'blog.loadMore': 'Load More Articles',
  'blog.more': 'More articles',
  'blog.by': 'By {author}',
  'blog.minutes': '{count} min read',
  'blog.previous': 'Previous article',
  'blog.next': 'Next article',
  'content.updated': 'Last updated {date}',
} as const;
