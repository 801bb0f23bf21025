import type { Page } from '@playwright/test';

/**
 * One page of every kind a visitor reads, for the outside checkers (issue 46): each in English;
 * the checkers add its Kiswahili twin.
 */
export async function pageKinds(page: Page): Promise<string[]> {
  const blogs = await (await page.request.get('/blogs')).text();
  const post = /href="(\/blog\/[^"/?#]+)"/.exec(blogs)![1]!;
  const hair = (await (await page.request.get('/api/services/hair?limit=60')).json()) as Array<{ _id: string }>;
  const listing = hair.sort((a, b) => Number(a._id) - Number(b._id))[0]!._id;
  return [
    '/',
    '/all-services',
    '/search?q=braids',
    '/search?q=qqxzzq+karen',
    '/services/hair/braiding',
    '/services/location/Nairobi',
    '/near-me',
    `/service/${listing}`,
    `/service/${listing}/book`,
    '/blogs',
    post,
    '/about',
    '/contact',
    '/terms',
    '/privacy',
    '/signin',
    '/signup-options',
    '/signup?type=buyer',
    '/seller-packages',
    '/reset-password',
    '/no-such-page',
  ];
}

/** A page's Kiswahili twin. */
export const inKiswahili = (path: string) => (path === '/' ? '/sw' : `/sw${path}`);
