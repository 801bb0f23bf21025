import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DARAJA, startDarajaEmulator } from '../../emulators/daraja';
import { createDaraja, darajaPassword, darajaPhone, darajaTimestamp, DarajaError } from './daraja';

/** The Daraja client against the emulator, which speaks Safaricom's wire format. */
interface Callback {
  Body: {
    stkCallback: {
      CheckoutRequestID: string;
      ResultCode: number;
      CallbackMetadata?: { Item: Array<{ Name: string; Value: string | number }> };
    };
  };
}
// Long enough that a query right after the prompt finds it still pending on a busy two-core machine.
const emulator = startDarajaEmulator({ delayMs: 500 });
const callbacks = new Map<string, (body: Callback) => void>();
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Callback;
    callbacks.get(body.Body.stkCallback.CheckoutRequestID)?.(body);
    res.end('{}');
  });
});
let callbackUrl = '';
let daraja: ReturnType<typeof createDaraja>;
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address() as { port: number };
  callbackUrl = `http://127.0.0.1:${address.port}/api/payments/callback/secret`;
  daraja = createDaraja({
    baseUrl: await emulator.listening,
    ...DEMO_DARAJA,
    transactionType: 'CustomerPayBillOnline',
  });
});
afterAll(async () => {
  await emulator.close();
  receiver.close();
});

/** Sends a push and returns it with the callback it will get, if any. */
async function pay(phone: string, amount = 800) {
  const accepted = await daraja.push({
    amount,
    phone,
    callbackUrl,
    accountReference: 'Premium',
    description: 'Mabinti',
  });
  const callback = new Promise<Callback>((resolve) => callbacks.set(accepted.checkoutRequestId, resolve));
  return { accepted, callback };
}

describe('the Daraja client', () => {
  it('signs with a Nairobi timestamp and base64(shortcode + passkey + timestamp)', () => {
    expect(darajaTimestamp(new Date('2026-01-01T21:30:05Z'))).toBe('20260102003005');
    expect(darajaPassword('174379', 'key', '20260102003005')).toBe(btoa('174379key20260102003005'));
  });

  it.each([
    ['0712345678', '254712345678'],
    ['0112 345 678', '254112345678'],
    ['+254712345678', '254712345678'],
    ['254712345678', '254712345678'],
    ['712345678', '254712345678'],
    ['0201234567', null],
    ['+447911123456', null],
    ['07123', null],
  ])('reads %j as %s', (typed, expected) => {
    expect(darajaPhone(typed)).toBe(expected);
  });

  it('pays: the prompt is accepted, the callback carries the receipt and amount, the query agrees', async () => {
    const { accepted, callback } = await pay('+254712345678', 2500);
    expect(accepted.checkoutRequestId).toMatch(/^ws_CO_/);
    expect(await daraja.query(accepted.checkoutRequestId)).toEqual({ state: 'pending' });
    const { stkCallback } = (await callback).Body;
    expect(stkCallback.ResultCode).toBe(0);
    const items = Object.fromEntries(stkCallback.CallbackMetadata!.Item.map((item) => [item.Name, item.Value]));
    expect(items).toMatchObject({
      Amount: 2500,
      PhoneNumber: 254712345678,
      MpesaReceiptNumber: expect.stringMatching(/^[0-9A-F]{10}$/),
    });
    expect(await daraja.query(accepted.checkoutRequestId)).toMatchObject({ state: 'settled', resultCode: 0 });
  });

  it.each([
    ['0712341032', 1032],
    ['0712341037', 1037],
    ['0712342001', 2001],
    ['0712340001', 1],
  ])('reports the failure chosen by %s (result code %i) by callback and by query', async (phone, code) => {
    const { accepted, callback } = await pay(phone);
    const { stkCallback } = (await callback).Body;
    expect(stkCallback.ResultCode).toBe(code);
    expect(stkCallback.CallbackMetadata).toBeUndefined();
    expect(await daraja.query(accepted.checkoutRequestId)).toMatchObject({ state: 'settled', resultCode: code });
  });

  it('settles a payment whose callback never comes (…0000) by query alone', async () => {
    const { accepted } = await pay('0712340000');
    await emulator.whenSettled(accepted.checkoutRequestId);
    expect(await daraja.query(accepted.checkoutRequestId)).toMatchObject({ state: 'settled', resultCode: 0 });
  });

  it('asks for one token and uses it until it expires', async () => {
    const before = emulator.stats.tokensIssued;
    await pay('0712345678');
    await pay('0712345678');
    expect(emulator.stats.tokensIssued - before).toBeLessThanOrEqual(1);
  });

  it('refuses a wrong passkey, a number that is not Safaricom’s, and an unreachable Daraja', async () => {
    const wrong = createDaraja({
      baseUrl: await emulator.listening,
      ...DEMO_DARAJA,
      passkey: 'not-the-passkey',
      transactionType: 'CustomerPayBillOnline',
    });
    await expect(
      wrong.push({ amount: 800, phone: '0712345678', callbackUrl, accountReference: 'Basic', description: 'Mabinti' }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Bad Request - Invalid Password',
    });
    await expect(
      daraja.push({ amount: 800, phone: '020 123 4567', callbackUrl, accountReference: 'x', description: 'x' }),
    ).rejects.toBeInstanceOf(DarajaError);
    const down = createDaraja({
      baseUrl: 'http://127.0.0.1:9',
      ...DEMO_DARAJA,
      transactionType: 'CustomerPayBillOnline',
    });
    await expect(down.query('ws_CO_1')).rejects.toMatchObject({ status: 503, code: 'UNREACHABLE' });
  });
});
