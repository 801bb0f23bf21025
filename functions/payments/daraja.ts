import { nairobiWallClock } from '#shared/booking-time';
import { MPESA_NUMBER } from '#shared/payments';
import { toE164 } from '#shared/phone-rules';
import type { PaymentProvider, PushAccepted, PushRequest, QueryAnswer } from './provider';
import { outboundSignal } from '#functions/platform/outbound';

/**
 * Safaricom's Daraja API for Lipa Na M-Pesa Online (STK Push), written here because the npm
 * clients are stale: an OAuth token cached until it expires, the push, and its status query.
 * Wire format as Daraja documents it; it talks to whatever address the settings give.
 */
export interface DarajaConfig {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  /** For a till, the till number that receives the money; the shortcode otherwise. */
  partyB?: string;
}

/** Daraja refused a request, or could not be reached: the caller answers 503 or a clear message. */
export class DarajaError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'DarajaError';
  }
}

/** `YYYYMMDDHHmmss` in Nairobi time, as Daraja signs it. */
export function darajaTimestamp(at: Date): string {
  const c = nairobiWallClock(at.getTime());
  const two = (n: number) => String(n).padStart(2, '0');
  return `${c.year}${two(c.month)}${two(c.day)}${two(c.hour)}${two(c.minute)}${two(c.second)}`;
}

/** base64(shortcode + passkey + timestamp). */
export const darajaPassword = (shortcode: string, passkey: string, timestamp: string) =>
  btoa(`${shortcode}${passkey}${timestamp}`);

/** A Kenyan mobile as Daraja wants it: `2547…` or `2541…`; null for anything else. */
export function darajaPhone(phone: string): string | null {
  // The product's one phone normaliser (src/shared/phone-rules.ts), then Kenya's mobiles only.
  const e164 = toE164(phone);
  return e164 && MPESA_NUMBER.test(e164) ? e164.slice(1) : null;
}

/**
 * Daraja's transport, shared by every API of it (STK Push here, B2C in ./b2c.ts): a JSON call that
 * turns a refusal or an unreachable Daraja into a DarajaError, and the OAuth token, cached until
 * a minute before it expires.
 */
export function darajaTransport(
  config: Pick<DarajaConfig, 'baseUrl' | 'consumerKey' | 'consumerSecret'>,
  fetcher: typeof fetch = fetch,
) {
  let token: { value: string; expiresAt: number } | null = null;

  async function call<T>(path: string, init: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await fetcher(new URL(path, config.baseUrl), { ...init, signal: outboundSignal() });
    } catch (error) {
      throw new DarajaError(`M-Pesa could not be reached: ${(error as Error).message}`, 'UNREACHABLE', 503);
    }
    const body = (await response.json().catch(() => null)) as
      (T & { errorCode?: string; errorMessage?: string }) | null;
    if (!response.ok || !body) {
      throw new DarajaError(
        body?.errorMessage ?? `M-Pesa answered ${response.status}`,
        body?.errorCode ?? String(response.status),
        response.status,
      );
    }
    return body;
  }

  async function accessToken(now = Date.now()): Promise<string> {
    if (token && token.expiresAt > now) return token.value;
    const basic = btoa(`${config.consumerKey}:${config.consumerSecret}`);
    const answer = await call<{ access_token: string; expires_in: string }>(
      '/oauth/v1/generate?grant_type=client_credentials',
      { headers: { Authorization: `Basic ${basic}` } },
    );
    // A minute's margin, so a token is never used in its last moments.
    token = { value: answer.access_token, expiresAt: now + (Number(answer.expires_in) - 60) * 1000 };
    return token.value;
  }

  /** A POST with the bearer token. */
  const post = async <T>(path: string, body: Record<string, unknown>): Promise<T> =>
    call<T>(path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await accessToken()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  return { accessToken, post };
}

export function createDaraja(
  config: DarajaConfig,
  fetcher: typeof fetch = fetch,
): PaymentProvider & { accessToken: () => Promise<string> } {
  const { accessToken, post } = darajaTransport(config, fetcher);

  async function signed<T>(path: string, body: Record<string, unknown>): Promise<T> {
    const timestamp = darajaTimestamp(new Date());
    return post<T>(path, {
      BusinessShortCode: config.shortcode,
      Password: darajaPassword(config.shortcode, config.passkey, timestamp),
      Timestamp: timestamp,
      ...body,
    });
  }

  return {
    name: 'M-Pesa',
    accessToken,
    /** Sends the prompt to the phone. Resolves when Daraja has accepted the request. */
    async push(request: PushRequest): Promise<PushAccepted> {
      const phone = darajaPhone(request.phone);
      if (!phone) throw new DarajaError('Please enter a Safaricom M-Pesa number', 'INVALID_PHONE', 400);
      if (!Number.isInteger(request.amount) || request.amount < 1) {
        throw new DarajaError('The amount must be whole shillings', 'INVALID_AMOUNT', 400);
      }
      const answer = await signed<{
        MerchantRequestID: string;
        CheckoutRequestID: string;
        ResponseCode: string;
        ResponseDescription: string;
        CustomerMessage: string;
      }>('/mpesa/stkpush/v1/processrequest', {
        TransactionType: config.transactionType,
        Amount: request.amount,
        PartyA: phone,
        PartyB: config.partyB ?? config.shortcode,
        PhoneNumber: phone,
        CallBackURL: request.callbackUrl,
        AccountReference: request.accountReference.slice(0, 12),
        TransactionDesc: request.description.slice(0, 13),
      });
      if (answer.ResponseCode !== '0') throw new DarajaError(answer.ResponseDescription, answer.ResponseCode, 502);
      return {
        merchantRequestId: answer.MerchantRequestID,
        checkoutRequestId: answer.CheckoutRequestID,
        customerMessage: answer.CustomerMessage,
      };
    },
    /** Where a push stands, in Daraja's own words: still with the customer, or settled with a result code. */
    async query(checkoutRequestId: string): Promise<QueryAnswer> {
      try {
        const answer = await signed<{ ResultCode: string; ResultDesc: string }>('/mpesa/stkpushquery/v1/query', {
          CheckoutRequestID: checkoutRequestId,
        });
        return { state: 'settled', resultCode: Number(answer.ResultCode), resultDesc: answer.ResultDesc };
      } catch (error) {
        // Daraja answers a push still on the customer's phone with this error.
        if (error instanceof DarajaError && error.code === '500.001.1001') return { state: 'pending' };
        throw error;
      }
    },
  };
}

export type Daraja = ReturnType<typeof createDaraja>;

/** The provider of a server with no M-Pesa settings (a test, `astro dev`): every prompt fails clearly. */
export const noDaraja: PaymentProvider = {
  name: 'none',
  push: () => Promise.reject(new DarajaError('M-Pesa is not set up on this server', 'NOT_CONFIGURED', 503)),
  query: () => Promise.reject(new DarajaError('M-Pesa is not set up on this server', 'NOT_CONFIGURED', 503)),
};
