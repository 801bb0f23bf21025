import { describe, expect, it } from 'vitest';
import type { Listing } from '#functions/catalogue/listing';
import { articleData, serviceData } from './structured-data';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any>;
const site = 'https://mabinti.co.ke';
const listing = {
  id: 42,
  name: 'Knotless Braids in Kasarani',
  description: 'Neat, light knotless braids.',
  minPrice: 1500,
  maxPrice: 4000,
  location: 'Kasarani, Nairobi',
  town: 'Nairobi',
  phoneNumber: '+254711000111',
  category: 'hair',
  subcategory: 'braiding',
  media: [
    { id: 1, type: 'image', url: '/api/media/a.webp', thumbnailUrl: '/api/media/a-card.webp' },
    { id: 2, type: 'video', url: '/api/media/b.mp4' },
  ],
} as unknown as Listing;

describe('structured data', () => {
  it('describes a listing as a service with absolute URLs, its prices in KES and its crumbs', () => {
    const [service, crumbs] = serviceData(site, listing, 'Hair Services') as unknown as [Data, Data];
    expect(service).toMatchObject({
      '@type': 'Service',
      url: 'https://mabinti.co.ke/service/42',
      image: ['https://mabinti.co.ke/api/media/a.webp'],
      offers: { priceCurrency: 'KES', lowPrice: 1500, highPrice: 4000 },
      provider: { telephone: '+254711000111', priceRange: 'Ksh 1,500 - 4,000', address: { addressCountry: 'KE' } },
    });
    expect(
      crumbs.itemListElement.map((item: { position: number; item: string }) => [item.position, item.item]),
    ).toEqual([
      [1, 'https://mabinti.co.ke/'],
      [2, 'https://mabinti.co.ke/all-services?category=hair'],
      [3, 'https://mabinti.co.ke/service/42'],
    ]);
  });

  it('describes an article with its date, author and crumbs', () => {
    const [article, crumbs] = articleData(site, {
      id: 'protective-styles',
      title: 'Protective styles',
      excerpt: 'Styles that rest your hair.',
      cover: '/_astro/cover.webp',
      date: new Date('2026-01-15T00:00:00Z'),
      author: 'Wanjiru',
    }) as unknown as [Data, Data];
    expect(article).toMatchObject({
      '@type': 'Article',
      image: 'https://mabinti.co.ke/_astro/cover.webp',
      datePublished: '2026-01-15T00:00:00.000Z',
      mainEntityOfPage: 'https://mabinti.co.ke/blog/protective-styles',
    });
    expect(crumbs.itemListElement).toHaveLength(3);
  });
});
