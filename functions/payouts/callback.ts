/**
 * What Daraja posts about a payout (decision 026): the B2C result, its queue's time-out, and the
 * answer to our status query. Nothing is signed, so each is refused unless the secret in its
 * address is the current one, and only then stored (less the name of the person paid); a B2C result only starts our status query, and
 * only that query's answer, at the address we gave it, settles the payout.
 */
import { z } from 'zod';
import { tokenMatches } from '#functions/platform/tokens';
import { noteRefusedCallback, recordCallback, REFUSED_BODY, setCallbackVerdict } from '#functions/payments/public';
import { resultParameters, type DarajaResult } from '#functions/payments/b2c';
import type { Platform } from '#functions/platform/platform';
import { log } from '#functions/platform/log';
import * as repo from './repository';
import { askStatus, settleStatus, type ResultKind } from './service';

const ResultSchema = z.object({
  Result: z.object({
    ResultType: z.union([z.number(), z.string()]).optional(),
    ResultCode: z.union([z.number(), z.string()]),
    ResultDesc: z.string().max(500),
    OriginatorConversationID: z.string().max(100),
    ConversationID: z.string().max(100).optional(),
    TransactionID: z.string().max(100).optional(),
    ResultParameters: z
      .object({
        ResultParameter: z.union([
          z.array(z.object({ Key: z.string(), Value: z.union([z.string(), z.number()]).optional() })),
          z.object({ Key: z.string(), Value: z.union([z.string(), z.number()]).optional() }),
        ]),
      })
      .optional(),
  }),
});

/** A status query younger than this is left to answer rather than asked again. */
const RECENTLY_ASKED_MS = 5_000;

export interface PayoutVerdict {
  status: 200 | 400 | 403 | 404 | 409;
  verdict: string;
}

/** Who M-Pesa says was paid: not needed to settle a payout, so never kept (decision 028). */
const NAMING_KEYS = new Set(['ReceiverPartyPublicName', 'CreditPartyName', 'DebitPartyName']);

/** The result as it came, less the parameters that name the person paid. */
function withoutNames(json: unknown): string {
  const result = (json as { Result: { ResultParameters?: { ResultParameter?: unknown } } }).Result;
  const list = result.ResultParameters?.ResultParameter;
  if (!list) return JSON.stringify(json);
  const kept = (Array.isArray(list) ? list : [list]).filter(
    (parameter: { Key?: unknown }) => typeof parameter.Key !== 'string' || !NAMING_KEYS.has(parameter.Key),
  );
  return JSON.stringify({
    ...(json as object),
    Result: { ...result, ResultParameters: { ...result.ResultParameters, ResultParameter: kept } },
  });
}

export async function receivePayoutResult(
  platform: Platform,
  payoutId: number,
  secret: string,
  kind: ResultKind,
  rawBody: string,
  now = Date.now(),
): Promise<PayoutVerdict> {
  const { db } = platform;
  // One refusal for a wrong address, whatever the payout's state: the answer tells a stranger nothing.
  const statusQuery = kind === 'status' || kind === 'status-timeout';
  const payout = await repo.findPayout(db, payoutId);
  if (!payout || !tokenMatches(secret, statusQuery ? payout.checkSecretHash : payout.callbackSecretHash)) {
    await noteRefusedCallback(db, `payout ${kind}: refused: unknown payout`, now);
    log.warn('payout callback refused', { payout: payoutId, verdict: 'unknown payout' });
    return { status: 404, verdict: 'refused: unknown payout' };
  }
  let json: unknown = null;
  try {
    json = JSON.parse(rawBody);
  } catch {
    // refused below
  }
  const parsed = ResultSchema.safeParse(json);
  const callbackId = await recordCallback(db, parsed.success ? withoutNames(json) : REFUSED_BODY, null);
  const decide = async (status: PayoutVerdict['status'], verdict: string) => {
    await setCallbackVerdict(db, callbackId, `payout ${payoutId} ${kind}: ${verdict}`);
    if (status >= 400) log.warn('payout callback refused', { callback: callbackId, payout: payoutId, verdict });
    return { status, verdict };
  };
  if (!parsed.success) return decide(400, 'refused: not a Daraja result');
  // Settled already: a late copy, or the answer to a query asked twice, changes nothing.
  if (payout.status !== 'sending' && payout.status !== 'checking')
    return decide(200, `ignored: already ${payout.status}`);
  const result = parsed.data.Result as DarajaResult['Result'];
  // Our query's own time-out: the next sweep asks again.
  if (kind === 'status-timeout') return decide(200, 'noted: the status query timed out');

  if (!statusQuery) {
    if (result.OriginatorConversationID !== payout.originatorId) return decide(409, 'refused: not the current try');
    const code = kind === 'timeout' ? 'timeout' : String(result.ResultCode);
    const recorded = await repo.recordResult(db, payout.id, payout.originatorId, code, result.ResultDesc);
    if (!recorded) return decide(200, 'duplicate: already reported');
    // Unless a sweep asked a moment ago (its answer is on its way): asking again would void that one's address.
    await askStatus(platform, recorded, now, now - RECENTLY_ASKED_MS);
    return decide(200, `reported ${code}: asking M-Pesa`);
  }

  const params = resultParameters(result);
  const asked = params.get('OriginatorConversationID');
  if (asked !== undefined && String(asked) !== payout.originatorId) return decide(409, 'refused: not the current try');
  const found = String(result.ResultCode) === '0';
  const state = String(params.get('TransactionStatus') ?? '');
  const amount = params.get('Amount');
  const verdict = await settleStatus(
    platform,
    payout,
    {
      found,
      completed: found && state === 'Completed',
      failed: found && /^(Failed|Declined|Cancelled|Reversed)$/.test(state),
      amount: amount === undefined ? null : Number(amount),
      receipt: found ? String(params.get('ReceiptNo') ?? result.TransactionID ?? '') || null : null,
    },
    now,
  );
  return decide(verdict.startsWith('refused') ? 409 : 200, verdict);
}
