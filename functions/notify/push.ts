/**
 * Web Push (decision 032): one POST per browser to its push service (RFC 8030), the notification
 * encrypted for that browser alone (RFC 8291, aes128gcm) and signed with our VAPID key (RFC 8292),
 * by @block65/webcrypto-web-push, which uses only Web Crypto and so runs on Node and on Workers.
 */
import { buildPushPayload } from '@block65/webcrypto-web-push';
import type { Config } from '#functions/platform/config';
import { outboundSignal } from '#functions/platform/outbound';
import type { PushNotice } from '#shared/push';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What the push service said: taken (with the message's address there, when it gives one); gone,
 * when the browser unsubscribed (404, 410), so the subscription is deleted; or refused for good.
 * A busy or failing service (429, 5xx) or no answer throws, and the queue tries again later.
 */
export type PushOutcome = { sent: string | null } | { gone: string } | { refused: string };

export interface PushTransport {
  name: string;
  deliver(target: PushTarget, notice: PushNotice, ttlSeconds: number): Promise<PushOutcome>;
}

/**
 * How long a push service keeps a message for a browser that is offline, in seconds: until what it
 * is about starts, a day at most, a minute at least.
 */
export const pushTtl = (now: number, until?: number) =>
  Math.max(60, Math.min(86_400, Math.round(((until ?? now + 86_400_000) - now) / 1000)));

export function webPush(vapid: { publicKey: string; privateKey: string; subject: string }): PushTransport {
  return {
    name: 'Web Push',
    async deliver(target, notice, ttlSeconds) {
      const { until: _until, ...shown } = notice;
      const request = await buildPushPayload(
        {
          data: shown,
          options: {
            ttl: ttlSeconds,
            urgency: 'normal',
            ...(notice.tag ? { topic: notice.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) } : {}),
          },
        },
        { endpoint: target.endpoint, expirationTime: null, keys: { p256dh: target.p256dh, auth: target.auth } },
        vapid,
      );
      const response = await fetch(target.endpoint, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        signal: outboundSignal(),
      });
      await response.body?.cancel();
      const status = response.status;
      if (status >= 200 && status < 300) return { sent: response.headers.get('Location') };
      if (status === 404 || status === 410) return { gone: `push service answered ${status}` };
      if (status === 429 || status >= 500) throw new Error(`push service answered ${status}, to be tried again`);
      return { refused: `push service refused the message: ${status}` };
    },
  };
}

export function pushTransport(config: Config): PushTransport | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = config;
  return publicKey && privateKey && subject ? webPush({ publicKey, privateKey, subject }) : null;
}
