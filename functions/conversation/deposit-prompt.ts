/**
 * The deposit of a booking made in the phone conversation: over USSD its M-Pesa prompt goes
 * only after the session's last screen (END), since a phone in a USSD session cannot show a prompt;
 * in a chat it goes at once. The job is queued with the reply that closes the booking and sends
 * the prompt through the web's deposit function.
 */
import type { Transaction } from '#functions/db/client';
import type { JobRow } from '#functions/jobs/queue';
import { enqueue } from '#functions/jobs/queue';
import type { JobHandler } from '#functions/platform/platform';
import type { Platform } from '#functions/platform/platform';
import { Refusal } from '#functions/platform/refusal';
import { startDeposit } from '#functions/deposits/service';

/** The kind keeps its first name: jobs already queued carry it. */
export const DEPOSIT_PROMPT_JOB = 'ussd-deposit';
/** Time for the gateway to close the session once END is answered. */
export const AFTER_END_MS = 3_000;
let queued = 0;
/** How many prompts this process has queued: a request that changes it sends them once due (functions/jobs/soon.ts). */
export const depositPromptsQueued = () => queued;

interface Payload {
  bookingId: number;
  identityId: number;
  phone: string;
}

/** The prompt goes once a USSD session has closed (`afterMs`); a chat's goes at once. */
export async function queueDepositPrompt(tx: Transaction, payload: Payload, now: number, afterMs = AFTER_END_MS) {
  const fresh = await enqueue(tx, {
    kind: DEPOSIT_PROMPT_JOB,
    key: `${DEPOSIT_PROMPT_JOB}:${payload.bookingId}`,
    payload: { ...payload },
    runAt: now + afterMs,
    maxAttempts: 3,
  });
  if (fresh) queued += 1;
  return fresh;
}

export const depositPromptJob: JobHandler<string> = Object.assign(
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
