/**
 * Money out through Daraja (decision 026): the B2C payment request (BusinessPayment, v3, which
 * takes our own OriginatorConversationID) and the Transaction Status query. Both answer at once
 * only that the request was accepted; the outcome comes later, as a POST to the ResultURL (or to
 * the QueueTimeOutURL when M-Pesa's queue gave up on it).
 */
import { darajaPhone, darajaTransport, DarajaError, type DarajaConfig } from './daraja';

export interface B2cConfig extends Pick<DarajaConfig, 'baseUrl' | 'consumerKey' | 'consumerSecret'> {
  /** The B2C shortcode money leaves from (PartyA). */
  shortcode: string;
  /** The API operator set up on the M-Pesa organisation portal. */
  initiatorName: string;
  /** The operator's password encrypted with Safaricom's certificate, base64 (never the password). */
  securityCredential: string;
}

export interface PayoutRequest {
  /** Ours, unique per attempt: Daraja refuses a second request with it, so a resend cannot pay twice. */
  originatorId: string;
  /** Whole shillings. */
  amount: number;
  /** E.164 or any form the phone rules accept; a Kenyan M-Pesa number. */
  phone: string;
  /** At most 100 characters. */
  remarks: string;
  occasion: string;
  resultUrl: string;
  timeoutUrl: string;
}

export interface PayoutAccepted {
  conversationId: string | null;
  /** Daraja already had this OriginatorConversationID: the earlier request stands, nothing new was sent. */
  duplicate: boolean;
}

export interface StatusRequest {
  /** The OriginatorConversationID of the payment asked about. */
  originatorId: string;
  resultUrl: string;
  timeoutUrl: string;
}

/** What the platform needs to send money to a phone and to ask what became of it. */
export interface PayoutProvider {
  readonly name: string;
  send(request: PayoutRequest): Promise<PayoutAccepted>;
  /** Asks for the status; the answer arrives at `resultUrl`. */
  checkStatus(request: StatusRequest): Promise<void>;
}

interface Accepted {
  ConversationID?: string;
  OriginatorConversationID?: string;
  ResponseCode: string;
  ResponseDescription: string;
}

/** Daraja's answer to a second request with an OriginatorConversationID it has seen. */
const isDuplicate = (error: unknown) => error instanceof DarajaError && /duplicate/i.test(error.message);

export function createB2c(config: B2cConfig, fetcher: typeof fetch = fetch): PayoutProvider {
  const { post } = darajaTransport(config, fetcher);
  const credentials = { SecurityCredential: config.securityCredential, PartyA: config.shortcode };
  return {
    name: 'M-Pesa B2C',
    async send(request) {
      const phone = darajaPhone(request.phone);
      if (!phone) throw new DarajaError('Not a Safaricom M-Pesa number', 'INVALID_PHONE', 400);
      if (!Number.isInteger(request.amount) || request.amount < 10) {
        throw new DarajaError('B2C sends whole shillings, at least 10', 'INVALID_AMOUNT', 400);
      }
      try {
        const answer = await post<Accepted>('/mpesa/b2c/v3/paymentrequest', {
          OriginatorConversationID: request.originatorId,
          InitiatorName: config.initiatorName,
          ...credentials,
          CommandID: 'BusinessPayment',
          Amount: request.amount,
          PartyB: phone,
          Remarks: request.remarks.slice(0, 100),
          QueueTimeOutURL: request.timeoutUrl,
          ResultURL: request.resultUrl,
          Occasion: request.occasion.slice(0, 100),
        });
        if (answer.ResponseCode !== '0') throw new DarajaError(answer.ResponseDescription, answer.ResponseCode, 502);
        return { conversationId: answer.ConversationID ?? null, duplicate: false };
      } catch (error) {
        if (isDuplicate(error)) return { conversationId: null, duplicate: true };
        throw error;
      }
    },
    async checkStatus(request) {
      const answer = await post<Accepted>('/mpesa/transactionstatus/v1/query', {
        Initiator: config.initiatorName,
        ...credentials,
        CommandID: 'TransactionStatusQuery',
        TransactionID: '',
        OriginalConversationID: request.originatorId,
        IdentifierType: '4',
        ResultURL: request.resultUrl,
        QueueTimeOutURL: request.timeoutUrl,
        Remarks: 'Payout status',
        Occasion: request.originatorId,
      });
      if (answer.ResponseCode !== '0') throw new DarajaError(answer.ResponseDescription, answer.ResponseCode, 502);
    },
  };
}

const notSetUp = () =>
  Promise.reject(new DarajaError('M-Pesa payouts are not set up on this server', 'NOT_CONFIGURED', 503));

/** A server without B2C settings: payouts wait, queued, until it has them. */
export const noB2c: PayoutProvider = { name: 'none', send: notSetUp, checkStatus: notSetUp };

/** A result as Daraja posts it to a ResultURL (B2C and Transaction Status alike). */
export interface DarajaResult {
  Result: {
    ResultType: number | string;
    ResultCode: number | string;
    ResultDesc: string;
    OriginatorConversationID: string;
    ConversationID: string;
    TransactionID?: string;
    ResultParameters?: {
      ResultParameter: Array<{ Key: string; Value?: string | number }> | { Key: string; Value?: string | number };
    };
  };
}

/** A result's parameters by name (Daraja sends one as an object, several as an array). */
export function resultParameters(result: DarajaResult['Result']): Map<string, string | number> {
  const raw = result.ResultParameters?.ResultParameter ?? [];
  const list = Array.isArray(raw) ? raw : [raw];
  return new Map(list.filter((item) => item.Value !== undefined).map((item) => [item.Key, item.Value!]));
}
