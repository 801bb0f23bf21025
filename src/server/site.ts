import { getPlatform } from '#platform';

/**
 * The site's address for a page's own links (canonical, hreflang, og, sitemaps, feeds, structured
 * data): SITE_URL as configured when the server runs (production requires it), or in the demo its
 * own address on its port. Never the build's idea of it, which cannot know the port, and never the
 * request's Host header, which the caller chooses.
 */
export const siteOf = (_context: { url: URL }): string => getPlatform().siteUrl;
