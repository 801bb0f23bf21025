import type { Session, User } from '#functions/accounts/sessions-repository';
import type { Platform } from '#functions/platform/platform';
import { addressGroup, clientAddress } from '#functions/platform/trust-proxy';

/** Hono's bindings and context variables for every API route. */
export interface AppEnv {
  /** `clientAddress`: the socket's peer as Astro resolved it (CF-Connecting-IP on Workers). */
  Bindings: { clientAddress?: string };
  Variables: {
    platform: Platform;
    user: User | null;
    session: Session | null;
    requestId: string;
  };
}

/**
 * The caller's address for rate limits: the socket's peer, or behind proxies named in TRUST_PROXY
 * the address they forwarded. `X-Forwarded-For` is never believed otherwise: anyone can send it.
 * An IPv6 caller counts as its /64 (addressGroup), in every per-address limit.
 */
export const clientAddressOf = (c: {
  env?: AppEnv['Bindings'];
  var: { platform: Platform };
  req: { header: (name: string) => string | undefined };
}) =>
  addressGroup(
    clientAddress(
      c.env?.clientAddress ?? 'unknown',
      c.req.header('X-Forwarded-For'),
      c.var.platform.config.TRUST_PROXY,
    ),
  );
