/**
 * The deposit of a booking made over USSD (issue 43): its M-Pesa prompt goes only after the
 * session's last screen (END), since a phone in a USSD session cannot show a prompt. The job is
 * queued with the END's own hop and sends the prompt through the web's deposit function.
 */
import type { Transaction } from '#functions/db/client';
import type { JobRow } from '#functions/jobs/queue-repository';
import { enqueue } from '#functions/jobs/queue-repository';
import type { JobHandler } from '#functions/jobs/worker';
import type { Platform } from '#functions/platform/platform';
import { HttpError } from '#functions/api/http-error';
import { startDeposit } from '#functions/deposits/service';

export const USSD_DEPOSIT_JOB = 'ussd-deposit';
/** Time for the gateway to close the session once END is answered. */
const AFTER_END_MS = 3_000;

interface Payload {
  bookingId: number;
  identityId: number;
  phone: string;
}

export const queueUssdDeposit = (tx: Transaction, payload: Payload, now: number) =>
  enqueue(tx, {
    kind: USSD_DEPOSIT_JOB,
    key: `${USSD_DEPOSIT_JOB}:${payload.bookingId}`,
    payload: { ...payload },
    runAt: now + AFTER_END_MS,
    maxAttempts: 3,
  });

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
        if (error instanceof HttpError && error.status < 500 && error.status !== 429) return `skipped: ${error.key}`;
        throw error;
      }
    },
  },
);
