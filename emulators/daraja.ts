/**
 * A Daraja (M-Pesa) emulator for tests and the demo: the OAuth, STK Push and STK Query endpoints
 * with Safaricom's request checks and answer shapes, and the callback a moment after the prompt.
 * The paying number chooses the outcome, so a person trying the demo can reach each one:
 *   …1032 cancelled by the user, …1037 phone unreachable, …2001 wrong PIN,
 *   …0001 insufficient funds (result code 1), …0000 paid but no callback ever sent;
 *   any other number pays.
 *   npx tsx emulators/daraja.ts --port 8095 [--delay 1500]
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { darajaTimestamp } from '#functions/payments/daraja';
import { onLoopback } from './lib/loopback';
import { b2cEmulator } from './daraja-b2c';

export interface EmulatorOptions {
  port?: number;
  consumerKey?: string;
  consumerSecret?: string;
  shortcode?: string;
  passkey?: string;
  initiatorName?: string;
  securityCredential?: string;
  /** How long the customer takes at the prompt (and M-Pesa to process a payout). */
  delayMs?: number;
  /** Each callback sent this many times, at random moments within `delayMs` (Safaricom's repeats). */
  callbackCopies?: number;
  /** Off: callbacks are only recorded in `callbacks`, for a test to deliver as it likes. */
  deliverCallbacks?: boolean;
  /** On: the customer answers only when a test calls `answer(checkoutRequestId)`; no clock involved. */
  manual?: boolean;
  /**
   * Whether the phone is in a USSD session now (the USSD emulator's `inSession`): a phone busy in
   * one cannot show a prompt, so M-Pesa answers 1037 (cannot be reached), as a real handset does.
   */
  inUssdSession?: (phone: string) => boolean;
}

const OUTCOMES: Record<string, { code: number; desc: string; callback: boolean }> = {
  '1032': { code: 1032, desc: 'Request cancelled by user', callback: true },
  '1037': { code: 1037, desc: 'DS timeout user cannot be reached', callback: true },
  '2001': { code: 2001, desc: 'The initiator information is invalid.', callback: true },
  '0001': { code: 1, desc: 'The balance is insufficient for the transaction.', callback: true },
  '0000': { code: 0, desc: 'The service request is processed successfully.', callback: false },
};
const PAID = { code: 0, desc: 'The service request is processed successfully.', callback: true };

interface Push {
  merchantRequestId: string;
  checkoutRequestId: string;
  amount: number;
  phone: string;
  callbackUrl: string;
  settled: null | { code: number; desc: string; receipt?: string; at: Date };
  /** The phone was in a USSD session when the prompt came. */
  unreachable?: boolean;
}

/**
 * The credentials this emulator accepts: published on purpose, they take no money. Shortcode
 * 174379 is Safaricom's own sandbox paybill.
 */
export const DEMO_DARAJA = {
  consumerKey: 'emulator-key',
  consumerSecret: 'emulator-secret',
  shortcode: '174379',
  passkey: 'emulator-passkey',
  /** B2C's API operator and its credential (in production: the password encrypted with Safaricom's certificate). */
  initiatorName: 'mabinti-payouts',
  securityCredential: 'ZW11bGF0b3ItaW5pdGlhdG9yLWNyZWRlbnRpYWw=',
};

/** The product's ordinary M-Pesa settings, pointed at this emulator listening at `url`. */
export const darajaSettings = (url: string) => ({
  MPESA_BASE_URL: url,
  MPESA_CONSUMER_KEY: DEMO_DARAJA.consumerKey,
  MPESA_CONSUMER_SECRET: DEMO_DARAJA.consumerSecret,
  MPESA_SHORTCODE: DEMO_DARAJA.shortcode,
  MPESA_PASSKEY: DEMO_DARAJA.passkey,
  MPESA_INITIATOR_NAME: DEMO_DARAJA.initiatorName,
  MPESA_SECURITY_CREDENTIAL: DEMO_DARAJA.securityCredential,
});

export function startDarajaEmulator(options: EmulatorOptions = {}) {
  const settings = { ...DEMO_DARAJA, delayMs: 1500, ...options };
  const tokens = new Set<string>();
  const pushes = new Map<string, Push>();
  const stats = { tokensIssued: 0, callbacksSent: 0, promptsDuringUssd: 0 };
  /** Every callback made, as sent: where to and the JSON body. */
  const callbacks: Array<{ checkoutRequestId: string; url: string; body: string }> = [];
  /** Every delivery of a callback: when it left, when the product answered, and what it said. */
  const deliveries: Array<{
    checkoutRequestId: string;
    sentAt: number;
    answeredAt: number;
    status: number;
    said: string;
  }> = [];
  const settledWaiters = new Map<string, Array<() => void>>();
  const answeredWaiters = new Map<string, Array<() => void>>();
  const answered = new Set<string>();
  const wakeAnswered = (id: string) => {
    answered.add(id);
    for (const wake of answeredWaiters.get(id) ?? []) wake();
  };

  const error = (res: ServerResponse, status: number, errorCode: string, errorMessage: string) =>
    send(res, status, { requestId: randomBytes(8).toString('hex'), errorCode, errorMessage });
  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  }
  const b2c = b2cEmulator(settings, send, error);
  const authorised = (req: IncomingMessage) => tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''));
  const passwordOk = (body: Record<string, unknown>) =>
    body.BusinessShortCode === settings.shortcode &&
    typeof body.Timestamp === 'string' &&
    /^\d{14}$/.test(body.Timestamp) &&
    body.Password === btoa(`${settings.shortcode}${settings.passkey}${body.Timestamp}`);

  async function settle(push: Push) {
    const outcome = push.unreachable ? OUTCOMES['1037']! : (OUTCOMES[push.phone.slice(-4)] ?? PAID);
    const receipt = outcome.code === 0 ? randomBytes(6).toString('hex').toUpperCase().slice(0, 10) : undefined;
    push.settled = { code: outcome.code, desc: outcome.desc, receipt, at: new Date() };
    for (const wake of settledWaiters.get(push.checkoutRequestId) ?? []) wake();
    if (!outcome.callback) return wakeAnswered(push.checkoutRequestId);
    const stkCallback = {
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResultCode: outcome.code,
      ResultDesc: outcome.desc,
      ...(receipt
        ? {
            CallbackMetadata: {
              Item: [
                { Name: 'Amount', Value: push.amount },
                { Name: 'MpesaReceiptNumber', Value: receipt },
                { Name: 'TransactionDate', Value: Number(darajaTimestamp(push.settled.at)) },
                { Name: 'PhoneNumber', Value: Number(push.phone) },
              ],
            },
          }
        : {}),
    };
    const body = JSON.stringify({ Body: { stkCallback } });
    callbacks.push({ checkoutRequestId: push.checkoutRequestId, url: push.callbackUrl, body });
    if (settings.deliverCallbacks === false) return wakeAnswered(push.checkoutRequestId);
    const send = async () => {
      stats.callbacksSent += 1;
      const sentAt = performance.now();
      try {
        const response = await fetch(push.callbackUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
        });
        const said = String(((await response.json().catch(() => ({}))) as { ResultDesc?: unknown }).ResultDesc ?? '');
        const { checkoutRequestId } = push;
        deliveries.push({ checkoutRequestId, sentAt, answeredAt: performance.now(), status: response.status, said });
      } catch {
        // Safaricom does not retry either
      }
    };
    const copies = settings.callbackCopies ?? 1;
    await send();
    wakeAnswered(push.checkoutRequestId);
    for (let copy = 1; copy < copies; copy++) {
      setTimeout(() => void send(), Math.random() * settings.delayMs);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://emulator');
    if (req.method === 'GET' && url.pathname === '/oauth/v1/generate') {
      const expected = `Basic ${btoa(`${settings.consumerKey}:${settings.consumerSecret}`)}`;
      if (url.searchParams.get('grant_type') !== 'client_credentials' || req.headers.authorization !== expected) {
        return error(res, 400, '400.008.01', 'Invalid Authentication passed');
      }
      const token = randomBytes(14).toString('base64url');
      tokens.add(token);
      stats.tokensIssued += 1;
      return send(res, 200, { access_token: token, expires_in: '3599' });
    }
    if (req.method !== 'POST') return error(res, 404, '404.001.01', 'Resource not found');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
    if (!authorised(req)) return error(res, 401, '404.001.03', 'Invalid Access Token');
    if (b2c.handle(url.pathname, body, res)) return;
    if (!passwordOk(body)) return error(res, 400, '400.002.02', 'Bad Request - Invalid Password');

    if (url.pathname === '/mpesa/stkpush/v1/processrequest') {
      const phone = String(body.PhoneNumber ?? '');
      if (!/^254[17]\d{8}$/.test(phone) || body.PartyA !== phone) {
        return error(res, 400, '400.002.02', 'Bad Request - Invalid PhoneNumber');
      }
      if (!Number.isInteger(body.Amount) || (body.Amount as number) < 1) {
        return error(res, 400, '400.002.02', 'Bad Request - Invalid Amount');
      }
      if (typeof body.CallBackURL !== 'string' || !/^https?:\/\//.test(body.CallBackURL)) {
        return error(res, 400, '400.002.02', 'Bad Request - Invalid CallBackURL');
      }
      if (String(body.AccountReference ?? '').length > 12 || String(body.TransactionDesc ?? '').length > 13) {
        return error(res, 400, '400.002.02', 'Bad Request - Invalid AccountReference');
      }
      const push: Push = {
        merchantRequestId: `${randomBytes(3).toString('hex')}-${Date.now()}`,
        checkoutRequestId: `ws_CO_${darajaTimestamp(new Date())}${randomBytes(5).toString('hex')}`,
        amount: body.Amount as number,
        phone,
        callbackUrl: body.CallBackURL,
        settled: null,
        unreachable: settings.inUssdSession?.(phone) ?? false,
      };
      if (push.unreachable) stats.promptsDuringUssd += 1;
      pushes.set(push.checkoutRequestId, push);
      if (!settings.manual) setTimeout(() => void settle(push), settings.delayMs);
      return send(res, 200, {
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing',
        CustomerMessage: 'Success. Request accepted for processing',
      });
    }
    if (url.pathname === '/mpesa/stkpushquery/v1/query') {
      const push = pushes.get(String(body.CheckoutRequestID ?? ''));
      if (!push) return error(res, 400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID');
      if (!push.settled) return error(res, 500, '500.001.1001', 'The transaction is being processed');
      return send(res, 200, {
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successsfully',
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResultCode: String(push.settled.code),
        ResultDesc: push.settled.desc,
      });
    }
    return error(res, 404, '404.001.01', 'Resource not found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => error(res, 500, '500.003.02', 'System is busy. Please try again in few minutes.'));
  });
  const { listening, close } = onLoopback(server, settings.port ?? 0);
  const waitOn = (waiters: Map<string, Array<() => void>>, id: string, done: boolean) =>
    done ? Promise.resolve() : new Promise<void>((resolve) => waiters.set(id, [...(waiters.get(id) ?? []), resolve]));
  /** Resolves once the customer has answered the prompt (for tests: no waiting on the clock). */
  const whenSettled = (id: string) => waitOn(settledWaiters, id, Boolean(pushes.get(id)?.settled));
  /** Resolves once the (first) callback has been answered by the product, or was never to be sent. */
  const whenCalledBack = (id: string) => waitOn(answeredWaiters, id, answered.has(id));
  return {
    listening,
    /** Money out: transfers, their completions per payout, and counts. */
    b2c,
    pushes,
    stats,
    callbacks,
    deliveries,
    settings,
    whenSettled,
    whenCalledBack,
    /** With `manual`: the customer answers the prompt now. */
    answer: async (id: string) => {
      const push = pushes.get(id);
      if (push && !push.settled) await settle(push);
    },
    close,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name: string) =>
    process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
  const emulator = startDarajaEmulator({
    port: Number(option('--port') ?? 8095),
    delayMs: Number(option('--delay') ?? 1500),
  });
  console.log(`Daraja emulator on ${await emulator.listening}`);
}
