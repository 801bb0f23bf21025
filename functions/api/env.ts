import type { Platform } from '../platform/platform';

/** Hono's context variables for every API route. */
export interface AppEnv {
  Variables: { platform: Platform };
}
