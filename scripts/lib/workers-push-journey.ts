/**
 * Web Push from workerd (decision 032), for scripts/check-workers-journey.ts: the buyer's browser
 * is a subscription minted by the push-service emulator (https, trusted through
 * NODE_EXTRA_CA_CERTS), saved through the Worker; the seller's confirmation then sends a real
 * push from the Worker, which the emulator checks (VAPID) and decrypts. In quiet hours (21:00–08:00
 * Nairobi) the push waits for the morning, as a text does: the journey makes it due now, and the
 * Cron Trigger's run that scripts/check-cloudflare.sh starts next sends it.
 */
import { createClient } from '@libsql/client';
import { nairobiWallClock } from '#shared/booking-time';

type Check = (condition: unknown, step: string, detail?: unknown) => void;

const pushOrigin = `https://127.0.0.1:${process.env.CF_PUSH_PORT ?? 8793}`;

const quietNow = () => {
  const { hour } = nairobiWallClock(Date.now());
  return hour < 8 || hour >= 21;
};

/** The buyer turns notifications on: the subscription's id at the push service. */
export async function subscribeToPush(origin: string, token: string, check: Check) {
  const minted = (await (
    await fetch(`${pushOrigin}/subscriptions`, {
      method: 'POST',
      body: JSON.stringify({ applicationServerKey: process.env.VAPID_PUBLIC_KEY }),
    })
  ).json()) as { endpoint: string };
  const saved = await fetch(`${origin}/api/me/push`, {
    method: 'POST',
    headers: { Origin: origin, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(minted),
  });
  check(saved.status === 201, 'the buyer turns notifications on (a subscription at the push service)', saved.status);
  return minted.endpoint.split('/').pop()!;
}

/** The confirmation's push: taken by the emulator straight from the request, or made due for the Cron run. */
export async function confirmationPushed(subscription: string, check: Check) {
  if (quietNow()) {
    const db = createClient({
      url: `http://127.0.0.1:${process.env.CF_DB_PORT ?? 8798}`,
      authToken: 'check-token',
    });
    await db.execute({
      sql: "UPDATE jobs SET run_at = ? WHERE kind = 'deliver-push' AND status = 'queued'",
      args: [Date.now()],
    });
    db.close();
    console.log('workerd journey: quiet hours in Nairobi, so the push waits for the Cron run');
    return;
  }
  const deadline = Date.now() + 10_000;
  let received: Array<{ subscription: string; payload: string }> = [];
  while (Date.now() < deadline) {
    received = ((await (await fetch(`${pushOrigin}/received`)).json()) as { received: typeof received }).received;
    if (received.some((item) => item.subscription === subscription && item.payload.includes('"Booking confirmed"')))
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  check(
    received.some((item) => item.subscription === subscription && item.payload.includes('"Booking confirmed"')),
    'the confirmation is pushed from the request (waitUntil), checked and decrypted at the push service',
    received,
  );
}
