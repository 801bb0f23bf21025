/**
 * The Daraja emulator's money-out half: B2C payment requests (v3) and Transaction Status queries,
 * with Safaricom's request checks, answer shapes and asynchronous results. The receiving number
 * chooses the outcome:
 *   …0404 not an M-Pesa customer (result code 2040), …0408 timed out in M-Pesa's queue (the
 *   QueueTimeOutURL is called, nothing is paid), …0000 paid but no result ever sent;
 *   any other number is paid.
 * A second request with an OriginatorConversationID already seen is refused, as Daraja does.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

export interface B2cSettings {
  shortcode: string;
  initiatorName: string;
  securityCredential: string;
  /** How long M-Pesa takes to process a request. */
  delayMs: number;
  /** Each result sent this many times (Safaricom's repeats). */
  callbackCopies?: number;
  /** Off: results are recorded, not delivered. */
  deliverCallbacks?: boolean;
}

interface Transfer {
  originatorId: string;
  conversationId: string;
  amount: number;
  phone: string;
  occasion: string;
  /** null while in M-Pesa's queue. */
  state: null | 'completed' | 'failed' | 'timed-out';
  receipt: string | null;
  code: number;
  desc: string;
  at: Date | null;
}

const OUTCOMES: ReadonlyMap<string, { code: number; desc: string; result: boolean; state: Transfer['state'] }> =
  new Map([
    [
      '0404',
      {
        code: 2040,
        desc: "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.",
        result: true,
        state: 'failed' as const,
      },
    ],
    ['0408', { code: 1, desc: 'The request timed out in the queue.', result: true, state: 'timed-out' as const }],
    [
      '0000',
      { code: 0, desc: 'The service request is processed successfully.', result: false, state: 'completed' as const },
    ],
  ]);
const PAID = {
  code: 0,
  desc: 'The service request is processed successfully.',
  result: true,
  state: 'completed' as const,
};

/** A time as B2C results write it, '19.12.2019 11:45:50', or as status results do, 20191219114550. */
function resultTime(at: Date, compact = false): string {
  const [date, time] = at.toISOString().slice(0, 19).split('T') as [string, string];
  const [year, month, day] = date.split('-');
  return compact ? `${year}${month}${day}${time.replaceAll(':', '')}` : `${day}.${month}.${year} ${time}`;
}

type Send = (res: ServerResponse, status: number, body: unknown) => void;
type Refuse = (res: ServerResponse, status: number, code: string, message: string) => void;

export function b2cEmulator(settings: B2cSettings, send: Send, refuse: Refuse) {
  const transfers = new Map<string, Transfer>();
  const stats = { requests: 0, duplicatesRefused: 0, resultsSent: 0, statusQueries: 0 };
  /** Completed transfers per Occasion: a payout paid twice shows as a count above one. */
  const completions = new Map<string, number>();
  /** Work still to come (a transfer being processed, a result on its way), for `idle`. */
  let outstanding = 0;
  let idleWaiters: Array<() => void> = [];
  const begin = () => (outstanding += 1);
  const end = () => {
    outstanding -= 1;
    if (outstanding > 0) return;
    for (const wake of idleWaiters) wake();
    idleWaiters = [];
  };
  const later = (work: () => void, ms: number) => {
    begin();
    setTimeout(() => {
      try {
        work();
      } finally {
        end();
      }
    }, ms);
  };

  const post = (url: string, body: unknown, copies: number) => {
    if (settings.deliverCallbacks === false) return;
    for (let copy = 0; copy < copies; copy++) {
      begin();
      void fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          stats.resultsSent += 1;
        })
        .catch(() => undefined) // Safaricom does not retry either
        .finally(end);
    }
  };
  const credentialsOk = (body: Record<string, unknown>, initiatorField: string) =>
    body[initiatorField] === settings.initiatorName && body.SecurityCredential === settings.securityCredential;
  const urlOk = (value: unknown) => typeof value === 'string' && /^https?:\/\//.test(value);

  function process(transfer: Transfer, resultUrl: string, timeoutUrl: string) {
    const outcome = OUTCOMES.get(transfer.phone.slice(-4)) ?? PAID;
    transfer.state = outcome.state;
    transfer.code = outcome.code;
    transfer.desc = outcome.desc;
    transfer.at = new Date();
    if (outcome.state === 'completed') {
      transfer.receipt = randomBytes(6).toString('hex').toUpperCase().slice(0, 10);
      completions.set(transfer.occasion, (completions.get(transfer.occasion) ?? 0) + 1);
    }
    if (!outcome.result) return;
    const copies = settings.callbackCopies ?? 1;
    if (outcome.state === 'timed-out') {
      return post(
        timeoutUrl,
        {
          Result: {
            ResultType: 1,
            ResultCode: outcome.code,
            ResultDesc: outcome.desc,
            OriginatorConversationID: transfer.originatorId,
            ConversationID: transfer.conversationId,
          },
        },
        copies,
      );
    }
    post(
      resultUrl,
      {
        Result: {
          ResultType: 0,
          ResultCode: outcome.code,
          ResultDesc: outcome.desc,
          OriginatorConversationID: transfer.originatorId,
          ConversationID: transfer.conversationId,
          TransactionID: transfer.receipt ?? `${randomBytes(5).toString('hex').toUpperCase()}`,
          ...(transfer.receipt
            ? {
                ResultParameters: {
                  ResultParameter: [
                    { Key: 'TransactionAmount', Value: transfer.amount },
                    { Key: 'TransactionReceipt', Value: transfer.receipt },
                    { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
                    { Key: 'ReceiverPartyPublicName', Value: `${transfer.phone} - M-Pesa Customer` },
                    { Key: 'TransactionCompletedDateTime', Value: resultTime(transfer.at) },
                  ],
                },
              }
            : {}),
          ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: timeoutUrl } },
        },
      },
      copies,
    );
  }

  function paymentRequest(body: Record<string, unknown>, res: ServerResponse) {
    stats.requests += 1;
    const originatorId = String(body.OriginatorConversationID ?? '');
    if (!originatorId) return refuse(res, 400, '400.002.02', 'Bad Request - Invalid OriginatorConversationID');
    if (!['BusinessPayment', 'SalaryPayment', 'PromotionPayment'].includes(String(body.CommandID))) {
      return refuse(res, 400, '400.002.02', 'Bad Request - Invalid CommandID');
    }
    if (body.PartyA !== settings.shortcode) return refuse(res, 400, '400.002.02', 'Bad Request - Invalid PartyA');
    const phone = String(body.PartyB ?? '');
    if (!/^254[17]\d{8}$/.test(phone)) return refuse(res, 400, '400.002.02', 'Bad Request - Invalid PartyB');
    if (!Number.isInteger(body.Amount) || (body.Amount as number) < 10) {
      return refuse(res, 400, '400.002.02', 'Bad Request - Invalid Amount');
    }
    if (!urlOk(body.ResultURL) || !urlOk(body.QueueTimeOutURL)) {
      return refuse(res, 400, '400.002.02', 'Bad Request - Invalid ResultURL');
    }
    if (String(body.Remarks ?? '').length > 100) return refuse(res, 400, '400.002.02', 'Bad Request - Invalid Remarks');
    if (transfers.has(originatorId)) {
      stats.duplicatesRefused += 1;
      return refuse(res, 400, '400.002.02', 'Bad Request - Duplicate OriginatorConversationID');
    }
    const transfer: Transfer = {
      originatorId,
      conversationId: `AG_${Date.now()}_${randomBytes(8).toString('hex')}`,
      amount: body.Amount as number,
      phone,
      occasion: String(body.Occasion ?? ''),
      state: null,
      receipt: null,
      code: -1,
      desc: '',
      at: null,
    };
    transfers.set(originatorId, transfer);
    const resultUrl = body.ResultURL as string;
    const timeoutUrl = body.QueueTimeOutURL as string;
    if (!credentialsOk(body, 'InitiatorName')) {
      // Accepted, then refused by M-Pesa: the initiator's result, as Daraja sends it.
      transfer.state = 'failed';
      later(() => post(resultUrl, failedInitiator(transfer), 1), settings.delayMs);
    } else {
      later(() => process(transfer, resultUrl, timeoutUrl), settings.delayMs);
    }
    return send(res, 200, {
      ConversationID: transfer.conversationId,
      OriginatorConversationID: originatorId,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    });
  }

  const failedInitiator = (transfer: Transfer) => ({
    Result: {
      ResultType: 0,
      ResultCode: 2001,
      ResultDesc: 'The initiator information is invalid.',
      OriginatorConversationID: transfer.originatorId,
      ConversationID: transfer.conversationId,
      TransactionID: randomBytes(5).toString('hex').toUpperCase(),
    },
  });

  function statusQuery(body: Record<string, unknown>, res: ServerResponse) {
    stats.statusQueries += 1;
    if (body.CommandID !== 'TransactionStatusQuery')
      return refuse(res, 400, '400.002.02', 'Bad Request - Invalid CommandID');
    if (!credentialsOk(body, 'Initiator')) return refuse(res, 400, '400.002.02', 'Bad Request - Invalid Initiator');
    if (!urlOk(body.ResultURL) || !urlOk(body.QueueTimeOutURL)) {
      return refuse(res, 400, '400.002.02', 'Bad Request - Invalid ResultURL');
    }
    const asked = String(body.OriginalConversationID ?? '');
    const byReceipt = String(body.TransactionID ?? '');
    const transfer =
      transfers.get(asked) ?? [...transfers.values()].find((one) => byReceipt && one.receipt === byReceipt);
    const own = { OriginatorConversationID: randomBytes(10).toString('hex'), ConversationID: `AG_${Date.now()}_q` };
    const finalised = transfer && (transfer.state === 'completed' || transfer.state === 'failed');
    const result = finalised
      ? {
          ResultType: 0,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          ...own,
          TransactionID: transfer.receipt ?? '',
          ResultParameters: {
            ResultParameter: [
              { Key: 'DebitPartyName', Value: `${settings.shortcode} - Mabinti` },
              { Key: 'CreditPartyName', Value: `${transfer.phone} - M-Pesa Customer` },
              { Key: 'OriginatorConversationID', Value: transfer.originatorId },
              { Key: 'InitiatedTime', Value: Number(resultTime(transfer.at!, true)) },
              { Key: 'DebitAccountType', Value: 'Utility Account' },
              { Key: 'ReasonType', Value: 'Business Payment to Customer via API' },
              { Key: 'TransactionStatus', Value: transfer.state === 'completed' ? 'Completed' : 'Failed' },
              { Key: 'FinalisedTime', Value: Number(resultTime(transfer.at!, true)) },
              { Key: 'Amount', Value: transfer.amount },
              { Key: 'ConversationID', Value: transfer.conversationId },
              ...(transfer.receipt ? [{ Key: 'ReceiptNo', Value: transfer.receipt }] : []),
            ],
          },
        }
      : { ResultType: 0, ResultCode: 'R000001', ResultDesc: 'The transaction does not exist.', ...own };
    later(() => post(body.ResultURL as string, { Result: result }, 1), Math.min(settings.delayMs, 200));
    return send(res, 200, {
      ...own,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    });
  }

  return {
    transfers,
    stats,
    completions,
    /** Resolves once nothing is being processed or delivered, and every result sent was answered. */
    idle: () => (outstanding === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve))),
    /** Takes the request if it is one of ours; false otherwise. */
    handle(path: string, body: Record<string, unknown>, res: ServerResponse): boolean {
      if (path === '/mpesa/b2c/v3/paymentrequest') paymentRequest(body, res);
      else if (path === '/mpesa/transactionstatus/v1/query') statusQuery(body, res);
      else return false;
      return true;
    },
  };
}
