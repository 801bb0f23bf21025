import type { contentEn } from './content-text';

/** The blog's and the content pages' own labels in Kiswahili (content-text.ts is the English). */
export const contentSw: Record<keyof typeof contentEn, string> = {
  'blog.title': 'Makala',
  'blog.page': 'Makala, ukurasa wa {page}',
  'blog.description': 'Vidokezo kuhusu nywele, urembo, harusi, mazoezi na afya kutoka kwa timu ya Mabinti.',
  'blog.heading': 'Makala za Mabinti',
  'blog.lead': 'Ushauri kuhusu urembo, nywele, afya na mtindo wa maisha, na hadithi za watoa huduma walio nyuma yake.',
  'blog.newer': 'Makala mpya zaidi',
  'blog.loadMore': 'Pakia Makala Zaidi',
  'blog.more': 'Makala zaidi',
  'blog.by': 'Na {author}',
  'blog.minutes': 'Dakika {count} za kusoma',
  'blog.previous': 'Makala iliyotangulia',
  'blog.next': 'Makala inayofuata',
  'content.updated': 'Ilisasishwa mara ya mwisho {date}',
};
