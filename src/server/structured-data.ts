import { formatPriceRange } from '#shared/format';
import { SITE_NAME } from '#shared/site';
import type { ReviewView } from '#shared/reviews';
import type { Listing } from '#functions/catalogue/listing';

/**
 * Structured data (schema.org JSON-LD) for search engines, one builder per kind of page. `site` is
 * the site's address; every URL in the data is absolute.
 */
type Crumb = { name: string; path: string };
const absolute = (site: string | URL, path: string) => new URL(path, site).href;

export function breadcrumbs(site: string | URL, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(site, crumb.path),
    })),
  };
}

/** A listing: a service offered by a local business, with its price range and area; and its crumbs. */
export function serviceData(site: string | URL, listing: Listing, categoryTitle: string, reviews: ReviewView[] = []) {
  const page = `/service/${listing.id}`;
  // Only ratings from reviews people wrote: none, and no rating is claimed at all.
  const rated =
    listing.rating !== null && listing.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: listing.rating,
            reviewCount: listing.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.reviewerName || 'A former client' },
            datePublished: review.createdAt.slice(0, 10),
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            ...(review.text ? { reviewBody: review.text } : {}),
          })),
        }
      : {};
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: listing.name,
      description: listing.description,
      serviceType: categoryTitle,
      url: absolute(site, page),
      image: listing.media.filter((item) => item.type === 'image').map((item) => absolute(site, item.url)),
      areaServed: { '@type': 'City', name: listing.town },
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'KES',
        lowPrice: listing.minPrice ?? 0,
        highPrice: listing.maxPrice ?? listing.minPrice ?? 0,
      },
      ...rated,
      provider: {
        '@type': 'LocalBusiness',
        name: listing.name,
        telephone: listing.phoneNumber,
        priceRange: formatPriceRange(listing.minPrice, listing.maxPrice),
        address: {
          '@type': 'PostalAddress',
          addressLocality: listing.location,
          addressRegion: listing.town,
          addressCountry: 'KE',
        },
      },
    },
    breadcrumbs(site, [
      { name: 'Home', path: '/' },
      { name: categoryTitle, path: `/all-services?category=${listing.category}` },
      { name: listing.name, path: page },
    ]),
  ];
}

interface Article {
  id: string;
  title: string;
  excerpt: string;
  cover: string;
  date: Date;
  author: string;
}

/** A blog article, and its crumbs. */
export function articleData(site: string | URL, article: Article) {
  const page = `/blog/${article.id}`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.excerpt,
      image: absolute(site, article.cover),
      datePublished: article.date.toISOString(),
      author: { '@type': 'Person', name: article.author },
      publisher: { '@type': 'Organization', name: SITE_NAME },
      mainEntityOfPage: absolute(site, page),
    },
    breadcrumbs(site, [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blogs' },
      { name: article.title, path: page },
    ]),
  ];
}
