import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Refusal, RefusalKind } from '#functions/platform/refusal';

/** The HTTP status the web API answers each kind of refusal with. */
const STATUS: Record<RefusalKind, ContentfulStatusCode> = {
  invalid: 400,
  'sign-in': 401,
  'not-allowed': 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  unsupported: 415,
  'too-many': 429,
  unavailable: 503,
};

export const statusOf = (refusal: Refusal) => STATUS[refusal.kind];
