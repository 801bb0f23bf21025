/** A browser's push subscription as the API takes it (decision 032). */
import { z } from 'zod';

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
