/**
 * Refunds and seller payouts over M-Pesa B2C (decision 026). The sweep opens payouts for what
 * the ledger says is owed, sends the queued ones, and asks M-Pesa about any whose result is late.
 * A payout is sent at most once: it is claimed before it is sent, each try carries its own
 * OriginatorConversationID (which Daraja refuses to take twice), and a try is given up for a new
 * one only once M-Pesa itself says it failed.
 */
import { generateToken, hashToken } from '#functions/platform/tokens';
import { nairobiDateKey, nairobiWallClock } from '#shared/booking-time';
import { nairobiInstant } from '#functions/scheduling/clock';
import { DarajaError } from '#functions/payments/daraja';
import type { Platform } from '#functions/platform/platform';
import { log } from '#functions/platform/log';
import * as repo from './repository';
import { postPayout, sellerAccount } from '#functions/ledger/ledger';
import { tellMoneySent } from './notice';

/** Payouts sent, or asked about, at once. */
const PARALLEL = 8;
/** Payouts handled per sweep, so one sweep cannot run forever. */
const BATCH = 200;

/** Where Daraja posts about one payout; the secret in the path is the post's only credential. */
export type ResultKind = 'result' | 'timeout' | 'status' | 'status-timeout';
const resultUrl = (platform: Platform, id: number, secret: string, kind: ResultKind) =>
  `${platform.config.MPESA_CALLBACK_URL ?? platform.siteUrl}/api/payouts/mpesa/${id}/${secret}/${kind}`.replace(
    /([^:])\/\/+/g,
    '$1/',
  );

/** How long a payout waits for its result before we ask M-Pesa; a try with no trace goes again after five times that. */
const checkAfterMs = (platform: Platform) => platform.config.PAYOUT_CHECK_AFTER_SECONDS * 1000;

/**
 * Opens what is due: refunds at once, sellers' payouts once a day from PAYOUT_HOUR (Nairobi), or
 * `onlySeller`'s at once (a seller closing their account is paid first, decision 028).
 */
export function openPayouts(platform: Platform, now: number, sellersNow = false, onlySeller?: string) {
  const { config } = platform;
  const today = nairobiDateKey(now);
  const sellersDue = sellersNow || nairobiWallClock(now).hour >= config.PAYOUT_HOUR;
  return repo.openDuePayouts(platform.db, {
    now,
    reviewAbove: config.PAYOUT_REVIEW_ABOVE,
    commissionPercent: config.PAYOUT_COMMISSION_PERCENT,
    sellersSince: onlySeller ? now + 1 : sellersDue ? nairobiInstant(today, 0) : null,
    onlyAccount: onlySeller ? sellerAccount(onlySeller) : undefined,
  });
}

/** Runs `work` over `items`, a few at a time. */
async function fewAtATime<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, lane));
}

/** Sends one queued payout, if this caller is the one that claims it. */
async function sendOne(platform: Platform, queued: repo.PayoutRow, now: number): Promise<boolean> {
  const secret = generateToken();
  const payout = await repo.claimToSend(platform.db, queued.id, hashToken(secret), now);
  if (!payout?.originatorId) return false;
  const originatorId = payout.originatorId;
  try {
    const accepted = await platform.payouts.send({
      originatorId,
      amount: payout.amount - payout.fee,
      phone: payout.phone,
      remarks: payout.kind === 'refund' ? 'Mabinti deposit refund' : 'Mabinti payout',
      occasion: `payout ${payout.id}`,
      resultUrl: resultUrl(platform, payout.id, secret, 'result'),
      timeoutUrl: resultUrl(platform, payout.id, secret, 'timeout'),
    });
    if (accepted.conversationId)
      await repo.recordAccepted(platform.db, payout.id, originatorId, accepted.conversationId);
  } catch (error) {
    // Refused outright (a number M-Pesa will not pay, a wrong credential): nothing was sent.
    if (error instanceof DarajaError && error.status >= 400 && error.status < 500 && error.status !== 429) {
      await repo.settleFailed(platform.db, payout.id, originatorId, error.message);
      log.warn('payout refused', { payout: payout.id, code: error.code });
    }
    // Otherwise M-Pesa may or may not have it: the status query will tell (checkUnconfirmed).
  }
  return true;
}

/**
 * Asks M-Pesa where a payout's current try stands, unless someone asked since `before`; the
 * answer comes to its status address.
 */
export async function askStatus(
  platform: Platform,
  payout: repo.PayoutRow,
  now: number,
  before = Number.MAX_SAFE_INTEGER,
) {
  if (!payout.originatorId) return;
  const secret = generateToken();
  if (!(await repo.startCheck(platform.db, payout.id, hashToken(secret), now, before))) return;
  try {
    await platform.payouts.checkStatus({
      originatorId: payout.originatorId,
      resultUrl: resultUrl(platform, payout.id, secret, 'status'),
      timeoutUrl: resultUrl(platform, payout.id, secret, 'status-timeout'),
    });
  } catch (error) {
    log.warn('payout status query failed', { payout: payout.id, error: (error as Error).message });
  }
}

export interface PayoutSweep {
  opened: number;
  sent: number;
  asked: number;
}

/** The sweep's part: open what is due, send what is queued, ask about what is late. */
export async function sweepPayouts(platform: Platform, now = Date.now()): Promise<PayoutSweep> {
  const opened = await openPayouts(platform, now);
  if (platform.payouts.name === 'none') return { opened, sent: 0, asked: 0 };
  let sent = 0;
  await fewAtATime(await repo.queuedPayouts(platform.db, BATCH), async (payout) => {
    if (await sendOne(platform, payout, now)) sent += 1;
  });
  const quietSince = now - checkAfterMs(platform);
  const late = await repo.unconfirmedPayouts(platform.db, quietSince, BATCH);
  await fewAtATime(late, (payout) => askStatus(platform, payout, now, quietSince));
  return { opened, sent, asked: late.length };
}

/** What a status result says about the try it names, decided by `settleStatus`. */
export interface StatusFinding {
  found: boolean;
  completed: boolean;
  failed: boolean;
  amount: number | null;
  receipt: string | null;
}

/**
 * M-Pesa's answer to our status query decides: completed for the amount we sent, it is sent (and
 * posted); failed, or reported failed and unknown to M-Pesa, it failed; unknown and long quiet,
 * it goes again under the same OriginatorConversationID; otherwise it waits for the next check.
 */
export async function settleStatus(
  platform: Platform,
  payout: repo.PayoutRow,
  finding: StatusFinding,
  now: number,
): Promise<string> {
  const originatorId = payout.originatorId!;
  if (finding.completed) {
    if (finding.amount !== payout.amount - payout.fee || !finding.receipt) return 'refused: amount or receipt';
    const sent = await settleSent(platform, payout.id, originatorId, finding.receipt, now);
    return sent ? 'sent' : `duplicate: already ${payout.status}`;
  }
  const reportedFailure = payout.resultCode !== null && payout.resultCode !== '0';
  if (finding.failed || (reportedFailure && !finding.found)) {
    await repo.settleFailed(platform.db, payout.id, originatorId, payout.resultDesc ?? 'M-Pesa did not pay it');
    return 'failed';
  }
  const quietSince = payout.requestedAt?.getTime() ?? 0;
  if (!finding.found && now - quietSince > 5 * checkAfterMs(platform)) {
    await repo.sendAgain(platform.db, payout.id, originatorId);
    return 'unknown to M-Pesa: sent again';
  }
  return 'waiting';
}

/**
 * A payout confirmed sent: marked with its receipt, posted to the ledger, a refunded deposit
 * marked so, and the person told, all in one transaction. Undefined for every caller but one.
 */
function settleSent(platform: Platform, id: number, originatorId: string, receipt: string, now: number) {
  return platform.db.transaction(async (tx) => {
    const row = await repo.markSent(tx, id, originatorId, receipt, now);
    if (!row) return undefined;
    await postPayout(tx, row.id, now);
    if (row.paymentId !== null) await repo.markRefunded(tx, row.paymentId);
    await tellMoneySent(tx, platform, row, now);
    return row;
  });
}
