/**
 * The edges bench:abuse probes beside its fuzzing (issue 57): signed WhatsApp webhooks of shapes
 * nobody expects, a multipart body cut short on every route that reads one, and 100 refused M-Pesa
 * callbacks of 20 KB, with what they leave in the database.
 */
import { createHmac } from 'node:crypto';
import type { Client } from '@libsql/client';
import { DEMO_WHATSAPP } from '#functions/platform/demo-settings';
import { pathOf, type ApiRoute } from '../../tests/hostile/routes';

export async function probeEdges(
  origin: string,
  database: Client,
  routes: ApiRoute[],
  listingId: string,
  seller: string,
) {
  const signed = (body: string) => `sha256=${createHmac('sha256', DEMO_WHATSAPP.appSecret).update(body).digest('hex')}`;
  const oddShapes = [
    '{"entry":{"changes":1}}',
    '{"entry":[{"changes":[{"value":{"messages":{"id":"x"}}}]}]}',
    `{"entry":[{"changes":[{"value":{"metadata":{"phone_number_id":"${DEMO_WHATSAPP.phoneNumberId}"},"statuses":[{"errors":"x"},null],"contacts":"x"}}]}]}`,
    'null',
    '[1,2]',
  ];
  let oddErrors = 0;
  for (const body of oddShapes) {
    const response = await fetch(`${origin}/api/notify/whatsapp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signed(body) },
      body,
    });
    if (response.status >= 500) oddErrors++;
  }
  let cutShort = 0;
  let cutErrors = 0;
  for (const route of routes) {
    for (const auth of [{}, { Authorization: seller }]) {
      cutShort++;
      const response = await fetch(`${origin}${pathOf(route, (name) => (name === 'id' ? listingId : 'x'))}`, {
        method: route.method,
        headers: { Origin: origin, 'Content-Type': 'multipart/form-data; boundary=x', ...auth } as Record<
          string,
          string
        >,
        body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf a fie',
        redirect: 'manual',
      }).catch(() => null);
      if (!response || response.status >= 500) cutErrors++;
    }
  }
  const callbackBytes = async () => {
    const rows = await database.execute(
      "SELECT count(*) AS n, coalesce(sum(length(body) + length(coalesce(verdict, ''))), 0) AS bytes FROM payment_callbacks",
    );
    return { n: Number(rows.rows[0]!.n), bytes: Number(rows.rows[0]!.bytes) };
  };
  const callbacksBefore = await callbackBytes();
  let callbackErrors = 0;
  for (let i = 0; i < 100; i++) {
    const path = i % 2 ? '/api/payments/mpesa/wrong-secret' : `/api/payouts/mpesa/${i}/wrong-secret/result`;
    const status = await fetch(`${origin}${path}`, { method: 'POST', body: 'x'.repeat(20_000) }).then((r) => r.status);
    if (status >= 500) callbackErrors++;
  }
  const callbacksAfter = await callbackBytes();
  const perPost = Math.round((callbacksAfter.bytes - callbacksBefore.bytes) / 100);
  return {
    webhooks: oddShapes.length,
    webhookErrors: oddErrors,
    forms: cutShort,
    formErrors: cutErrors,
    callbackErrors,
    callbackRows: callbacksAfter.n - callbacksBefore.n,
    bytesPerPost: perPost,
  };
}
