/**
 * Every call to an outside provider (SMTP, a mail API, Africa's Talking, WhatsApp, Daraja) gives
 * up after `OUTBOUND_TIMEOUT_MS`, well under a job's lease (decision 016): a slow provider then
 * fails one attempt, and the queue retries, instead of a second worker taking the job over while
 * the first is still waiting for an answer.
 */
export const OUTBOUND_TIMEOUT_MS = 15_000;

/** The signal for one outbound request. */
export const outboundSignal = () => AbortSignal.timeout(OUTBOUND_TIMEOUT_MS);
