import { createMailer } from '#functions/mail/mailer';
import type { Platform } from '#functions/platform/platform';

/**
 * The platform as one request sees it. In production links always use SITE_URL; a demo without
 * one links to the address the request came to, so e-mailed links work on any port or host.
 */
export function withSiteUrl(platform: Platform, requestOrigin: string): Platform {
  if (platform.config.SITE_URL || platform.siteUrl === requestOrigin) return platform;
  return { ...platform, siteUrl: requestOrigin, mailer: createMailer(platform.db, platform.transports, requestOrigin) };
}
