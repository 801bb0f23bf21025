/**
 * The deposit of a booking made over USSD: its M-Pesa prompt goes only after the
 * session's last screen (END), since a phone in a USSD session cannot show a prompt. The job is
 * queued with the END's own hop and sends the prompt through the web's deposit function.
 */
import type { Transaction } from '#functions/db/client';
import type { JobRow } from '#functions/jobs/queue';
import { enqueue } from '#functions/jobs/queue';
import type { JobHandler } from '#functions/platform/platform';
import type { Platform } from '#functions/platform/platform';
import { Refusal } from '#functions/platform/refusal';
import { startDeposit } from '#functions/deposits/service';

export const USSD_DEPOSIT_JOB = 'ussd-deposit';
/** Time for the gateway to close the session once END is answered. */
export const AFTER_END_MS = 3_000;
let queued = 0;
/** How many prompts this process has queued: a request that changes it sends them once due (functions/jobs/soon.ts). */
export const ussdDepositsQueued = () => queued;

interface Payload {
  bookingId: number;
  identityId: number;
  phone: string;
}

/** The prompt goes once a USSD session has closed (`afterMs`); a chat's goes at once. */
export async function queueUssdDeposit(tx: Transaction, payload: Payload, now: number, afterMs = AFTER_END_MS) {
  const fresh = await enqueue(tx, {
    kind: USSD_DEPOSIT_JOB,
    key: `${USSD_DEPOSIT_JOB}:${payload.bookingId}`,
    payload: { ...payload },
    runAt: now + afterMs,
    maxAttempts: 3,
  });
  if (fresh) queued += 1;
  return fresh;
}

export const ussdDepositJob: JobHandler<string> = Object.assign(
  async (_tx: Transaction, _job: JobRow, _platform: Platform, prepared: string) => prepared,
  {
    async prepare(job: JobRow, platform: Platform): Promise<string> {
      const { bookingId, identityId, phone } = job.payload as unknown as Payload;
      try {
        await startDeposit(platform, { phoneIdentityId: identityId }, String(bookingId), phone);
        return 'prompt sent';
      } catch (error) {
        // The hold ended, or a prompt waits already: nothing to send, nothing to retry.
        if (error instanceof Refusal && error.kind !== 'unavailable' && error.kind !== 'too-many')
          return `skipped: ${error.key}`;
        throw error;
      }
    },
  },
);
