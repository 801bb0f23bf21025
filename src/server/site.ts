import { getPlatform } from '#platform';

/**
 * The site's address for a page's own links (canonical, hreflang, og, sitemaps, feeds, structured
 * data): SITE_URL as configured when the server runs (production requires it), or in the demo the
 * address the request came to, so a demo on another port or host names itself. Never the build's
 * idea of it, which cannot know the port. Production never trusts the request's Host for this.
 */
export const siteOf = (context: { url: URL }): string => getPlatform().config.SITE_URL ?? context.url.origin;
