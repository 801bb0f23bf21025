/** Turning Web Push on and off in a browser (decision 032). */
import { Refusal } from '#functions/platform/refusal';
import type { Platform } from '#functions/platform/platform';
import type { PushSubscriptionInput } from '#shared/push-subscription';
import { hasEndpoint, removeSubscription, saveSubscription } from './push-repository';
import { acceptedEndpoint } from './push-services';

/** Whether push can reach anyone here: a VAPID key pair is configured. */
export const pushOffered = (platform: Platform) => platform.transports.push !== null;

/** The public key browsers subscribe with, when push is offered. */
export const vapidPublicKey = (platform: Platform) =>
  pushOffered(platform) ? (platform.config.VAPID_PUBLIC_KEY ?? null) : null;

export async function subscribe(
  platform: Platform,
  user: { id: string },
  sessionId: string,
  subscription: PushSubscriptionInput,
  now = Date.now(),
) {
  if (!pushOffered(platform)) throw new Refusal('not-found', 'push.notOffered');
  if (!acceptedEndpoint(subscription.endpoint, platform.config.PUSH_SERVICE_EXTRA)) {
    throw new Refusal('invalid', 'push.endpointRefused');
  }
  await saveSubscription(platform.db, {
    id: crypto.randomUUID(),
    userId: user.id,
    sessionId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    createdAt: now,
  });
}

export const unsubscribe = (platform: Platform, user: { id: string }, endpoint: string) =>
  removeSubscription(platform.db, user.id, endpoint);

export const isSubscribed = (platform: Platform, user: { id: string }, endpoint: string) =>
  hasEndpoint(platform.db, user.id, endpoint);
