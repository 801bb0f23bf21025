import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { darajaSettings, startDarajaEmulator, type EmulatorOptions } from '../../emulators/daraja';
import { accountHelpers, bearer } from './accounts';
import { createTestApp } from './test-platform';

/**
 * The API over real HTTP with the Daraja emulator beside it, so the emulator's callbacks reach the
 * product the way Safaricom's do. Sellers, payments and waiting for their outcome without sleeping.
 */
export async function paymentsTestApp(options: EmulatorOptions = {}, env: Record<string, string> = {}) {
  const emulator = startDarajaEmulator({ delayMs: 20, ...options });
  const emulatorUrl = await emulator.listening;
  let testApp: ReturnType<typeof createTestApp> | undefined; // eslint-disable-line prefer-const -- the server starts first
  const server: ServerType = serve({
    fetch: (req, bindings: { incoming: { socket: { remoteAddress?: string } } }) =>
      testApp!.app.fetch(req, { clientAddress: bindings.incoming.socket.remoteAddress }),
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  testApp = createTestApp({
    ...darajaSettings(emulatorUrl),
    MPESA_CALLBACK_URL: origin,
    RATE_LIMIT_SCALE: '10',
    ...env,
  });
  const { request, platform } = testApp;
  const accounts = accountHelpers(testApp);

  async function newSeller(packageId = 'premium', overrides: Record<string, unknown> = {}) {
    const { body } = await accounts.register(accounts.buyer({ accountType: 'seller', packageId, ...overrides }));
    return { auth: bearer(body.token), id: body.user.id as string };
  }
  /** Starts a payment; the answer and its body. */
  async function pay(auth: Record<string, string>, body: Record<string, unknown>) {
    const response = await request('POST', '/api/payments', { purpose: 'package', phone: '0712345678', ...body }, auth);
    return { response, body: await response.json() };
  }
  const checkoutIdOf = async (paymentId: number) =>
    (await platform.db.query.payments.findFirst({ where: (p, { eq }) => eq(p.id, paymentId) }))!.checkoutRequestId;
  /** Waits until the emulator's callback for a payment has been answered (or was never to come). */
  const calledBack = async (paymentId: number) => emulator.whenCalledBack(await checkoutIdOf(paymentId));
  /** With a `manual` emulator: the payer answers the prompt now; resolves once the callback is answered. */
  const answer = async (paymentId: number) => emulator.answer(await checkoutIdOf(paymentId));
  const paymentRow = (paymentId: number) =>
    platform.db.query.payments.findFirst({ where: (p, { eq }) => eq(p.id, paymentId) });

  return {
    ...testApp,
    emulator,
    origin,
    newSeller,
    pay,
    calledBack,
    answer,
    checkoutIdOf,
    paymentRow,
    close: async () => {
      server.close();
      await emulator.close();
      platform.close();
    },
  };
}
