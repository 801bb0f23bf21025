import { z } from 'zod';

/**
 * A Web Push notification as the service worker shows it (decision 032): the service and the time
 * in the person's language, and the page it opens. Nothing else: no names of others, no links with
 * keys, since it passes through the browser maker's push service (encrypted) and shows on a locked
 * screen.
 */
export interface PushNotice {
  title: string;
  body: string;
  /** A path on this site (the booking's ticket). */
  url: string;
  /** Replaces an earlier notification about the same thing. */
  tag?: string;
  /** When it stops mattering (the visit's start): the push service keeps it until then. Not sent. */
  until?: number;
}

/** The most a push message may carry (RFC 8291: 4,096 bytes with the encryption's overhead). */
export const PUSH_PAYLOAD_LIMIT = 3_000;

const base64url = (length: number) =>
  z
    .string()
    .length(length)
    .regex(/^[A-Za-z0-9_-]+$/);

/**
 * A browser's subscription as `PushSubscription.toJSON()` gives it: the endpoint and the keys that
 * encrypt for it (a P-256 point, 65 bytes, and a 16-byte secret, in base64url without padding).
 */
export const PushSubscriptionSchema = z.object({
  endpoint: z.url().max(1_000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(87), auth: base64url(22) }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

/** Turning push off on one browser: the endpoint it had. */
export const PushEndpointSchema = z.object({ endpoint: z.url().max(1_000) });

/** The words the switch in My Account says (src/islands/PushSwitch.tsx). */
export const PUSH_TEXT = {
  switch: 'push.switch',
  turnedOn: 'push.turnedOn',
  turnedOff: 'push.turnedOff',
  unsupported: 'push.unsupported',
  blocked: 'push.blocked',
  failed: 'push.failed',
} as const;
