import type { Client } from '@libsql/client';
import { afterAll, describe, expect, it } from 'vitest';
import { accountHelpers } from '../../tests/support/accounts';
import { createTestApp } from '../../tests/support/test-platform';
import { findPaymentByCheckoutId, insertPayment, recordCallback, settlePending } from './repository';

/** A payment leaves `pending` once and only once, whatever races for it. */
const testApp = createTestApp();
const { platform } = testApp;
const { buyer, register } = accountHelpers(testApp);
afterAll(() => platform.close());

let serial = 0;
async function pendingPayment() {
  const { body } = await register(buyer({ accountType: 'seller', packageId: 'premium' }));
  return insertPayment(platform.db, {
    checkoutRequestId: `ws_CO_test_${Date.now()}_${++serial}`,
    merchantRequestId: `m-${serial}`,
    callbackSecretHash: 'hash',
    userId: body.user.id,
    purpose: 'package',
    packageId: 'premium',
    amount: 2500,
    phone: '+254712345678',
  });
}

describe('payment rows', () => {
  it('settle once: a repeated settlement changes nothing', async () => {
    const payment = await pendingPayment();
    const at = new Date();
    const first = await settlePending(
      platform.db,
      payment.id,
      { status: 'paid', resultCode: 0, receipt: `R${serial}A` },
      at,
    );
    const again = await settlePending(platform.db, payment.id, { status: 'failed', resultCode: 1032 }, at);
    expect(first?.status).toBe('paid');
    expect(again).toBeUndefined();
    expect((await findPaymentByCheckoutId(platform.db, payment.checkoutRequestId))?.status).toBe('paid');
  });

  it('20 settlements racing for one payment: exactly one wins', async () => {
    const payment = await pendingPayment();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        settlePending(
          platform.db,
          payment.id,
          { status: 'paid', resultCode: 0, receipt: `RACE${serial}${i}` },
          new Date(),
        ),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('keep a receipt number to one payment, and every callback as it came', async () => {
    const first = await pendingPayment();
    const second = await pendingPayment();
    await settlePending(platform.db, first.id, { status: 'paid', receipt: 'SAMERECEIPT' }, new Date());
    await expect(
      settlePending(platform.db, second.id, { status: 'paid', receipt: 'SAMERECEIPT' }, new Date()),
    ).rejects.toThrow();
    const client = (platform.db as unknown as { $client: Client }).$client;
    const id = await recordCallback(platform.db, '{"Body":{}}', null);
    const { rows } = await client.execute({ sql: 'SELECT body FROM payment_callbacks WHERE id = ?', args: [id] });
    expect(rows[0]?.body).toBe('{"Body":{}}');
  });
});
