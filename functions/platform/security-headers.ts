/**
 * Headers every answer carries, pages, API and static files alike (docs/decisions/010-going-live.md).
 * The pages' Content-Security-Policy comes from Astro (`security.csp` in astro.config.mjs), which
 * hashes the scripts it inlines; these are the rest.
 */
export function securityHeaderValues(production: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // frame-ancestors for browsers that predate it; nothing of ours may be framed (clickjacking).
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** CSP directives besides script-src and style-src, shared by Astro's page policy and the API's. */
export const CSP_DIRECTIVES: Array<
  | `${'default' | 'img' | 'media' | 'font' | 'connect' | 'object'}-src ${string}`
  | `${'base-uri' | 'form-action' | 'frame-ancestors'} ${string}`
> = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/** JSON and media answers run nothing: the strictest policy. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** For answers that depend on who is asking: never kept by a shared cache or the back button's disk. */
export const PRIVATE_CACHE = 'private, no-store';
