import type { Session, User } from '../accounts/sessions';
import type { Platform } from '../platform/platform';

/** Hono's bindings and context variables for every API route. */
export interface AppEnv {
  Bindings: { clientAddress?: string };
  Variables: { platform: Platform; user: User | null; session: Session | null };
}

/**
 * The caller's address for rate limits, as Astro resolved it (the socket on Node, Cloudflare's
 * CF-Connecting-IP on Workers). Request headers are not trusted for this: anyone can send them.
 */
export const clientAddressOf = (c: { env?: AppEnv['Bindings'] }) => c.env?.clientAddress ?? 'unknown';
