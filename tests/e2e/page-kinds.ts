import type { Page } from '@playwright/test';
import { addDays, nairobiDateKey } from '../../src/shared/booking-time';

/**
 * One page of every kind a visitor reads, for the outside checkers (issue 46): each in English;
 * the checkers add its Kiswahili twin.
 */
export async function pageKinds(page: Page): Promise<string[]> {
  const blogs = await (await page.request.get('/blogs')).text();
  const post = /href="(\/blog\/[^"/?#]+)"/.exec(blogs)![1]!;
  const hair = (await (await page.request.get('/api/services/hair?limit=60')).json()) as Array<{ _id: string }>;
  const listing = hair.sort((a, b) => Number(a._id) - Number(b._id))[0]!._id;
  const gyms = (await (await page.request.get('/api/services?category=fitness&subcategory=gym')).json()) as Array<{
    _id: string;
    name: string;
  }>;
  const studio = gyms.find((gym) => gym.name === 'Sunrise HIIT and Spin Studio')!._id;
  return [
    '/',
    '/all-services',
    '/search?q=braids',
    '/search?q=qqxzzq+karen',
    `/search?q=braids&date=${addDays(nairobiDateKey(Date.now()), 1)}&part=afternoon&town=Nairobi`,
    '/services/hair/braiding',
    '/services/location/Nairobi',
    '/near-me',
    `/service/${listing}`,
    `/service/${listing}/book`,
    `/service/${listing}/waitlist`,
    `/service/${listing}/repeat`,
    `/service/${listing}/group`,
    `/service/${studio}/class`,
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
    '/list-your-business',
    '/reset-password',
    '/no-such-page',
  ];
}

/** A page's Kiswahili twin. */
export const inKiswahili = (path: string) => (path === '/' ? '/sw' : `/sw${path}`);

/**
 * Addresses that are not pages a visitor reads: the API, built and media files, routes that act,
 * the demo's outbox, and anything with a file extension. As source, so a page's own script can use it too.
 */
export const NOT_A_PAGE = String.raw`^\/(api|_astro|_image|media|language|dev)\b|^\/[^?#]*\.[a-z0-9]{2,5}([?#]|$)`;

/** An address of a page of this site a visitor reads. */
export const isPage = (address: string) =>
  address.startsWith('/') && !address.startsWith('//') && !new RegExp(NOT_A_PAGE, 'i').test(address);
