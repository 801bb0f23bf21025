/**
 * Headers every answer carries, pages, API and static files alike (docs/decisions/010-going-live.md).
 * The pages' Content-Security-Policy comes from Astro (`security.csp` in astro.config.mjs), which
 * hashes the scripts it inlines; these are the rest.
 */
export function securityHeaderValues(production: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()',
    // frame-ancestors for browsers that predate it; nothing of ours may be framed (clickjacking).
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * CSP directives besides script-src and style-src, shared by Astro's page policy and the API's.
 * On Workers the browser also sends videos straight to R2's S3 endpoint (decision 010).
 */
export function cspDirectives(target: 'node' | 'cloudflare') {
  const connect = target === 'cloudflare' ? "'self' https://*.r2.cloudflarestorage.com" : "'self'";
  return [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    // The installable app's service worker (/service-worker.js).
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ] as Array<
    | `${'default' | 'img' | 'media' | 'font' | 'connect' | 'object' | 'worker'}-src ${string}`
    | `${'base-uri' | 'form-action' | 'frame-ancestors'} ${string}`
  >;
}

/** JSON and media answers run nothing: the strictest policy. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** For answers that depend on who is asking: never kept by a shared cache or the back button's disk. */
export const PRIVATE_CACHE = 'private, no-store';
/**
 * A page anyone gets alike (no session, no cookie): a CDN may keep it a minute and serve it stale
 * for five while it fetches a fresh copy; a browser asks again each time, with the ETag, and gets a
 * 304 when nothing changed (decision 019).
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
