/**
 * Every kind of job and the code that runs it (decision 016), and the work a person waits on after
 * a request: assembled here, in a composition root, so the job machinery itself knows no feature.
 */
import { REMINDER_JOB, sendReminder } from '#functions/bookings/reminders';
import { BOOKING_EVENT_JOB } from '#functions/bookings/event-jobs';
import { agenda, bookingEventJob, notices, reminders } from '#functions/bookings/events';
import { AGENDA_JOB, sendAgenda } from '#functions/bookings/agenda';
import { DELIVER_JOB, DELIVER_PUSH_JOB, DELIVER_REPLY_JOB, deliveriesQueued } from '#functions/notify/outbox';
import { deliverMessage } from '#functions/notify/deliver';
import { PACKAGE_EXPIRY_JOB, sendExpiryReminder } from '#functions/payments/expiry-reminders';
import { DEPOSIT_SETTLED_JOB } from '#functions/payments/effects';
import { settleDepositJob } from '#functions/deposits/settle';
import { askForReview, REVIEW_REQUEST_JOB, sendReviewRequest } from '#functions/bookings/review-request';
import { VOCABULARY_JOB, refreshVocabularyJob } from '#functions/catalogue/vocabulary';
import { EXPORT_JOB } from '#functions/privacy/export';
import { exportJob } from '#functions/privacy/export-job';
import { RETENTION_JOB, retentionJob } from '#functions/privacy/retention';
import {
  AFTER_END_MS,
  DEPOSIT_PROMPT_JOB,
  depositPromptJob,
  depositPromptsQueued,
} from '#functions/conversation/deposit-prompt';
import { WA_INBOUND_JOB, whatsappInboundJob } from '#functions/whatsapp/conversation';
import { WAITLIST_JOB, waitlistJobsQueued, waitlistOfferJob } from '#functions/waitlist/job';
import { waitlistFollower } from '#functions/waitlist/sweep';
import { lateCancelWatch } from '#functions/admin/late-cancel-watch';
import type { JobHandler } from '#functions/platform/platform';
import type { WaitedOn } from '#functions/jobs/soon';

export const JOB_HANDLERS: Record<string, JobHandler> = {
  /**
   * What one change to a booking sets off, in order: reminders are due while it is confirmed and
   * dropped otherwise, the provider's agenda follows a confirmed booking, a completed visit asks
   * for a review, the people concerned hear of it when the change is one they hear of, and time it
   * freed is offered to those waiting for it.
   */
  [BOOKING_EVENT_JOB]: bookingEventJob([reminders, agenda, askForReview, notices, lateCancelWatch, waitlistFollower]),
  [DEPOSIT_SETTLED_JOB]: settleDepositJob,
  [REMINDER_JOB]: sendReminder,
  [AGENDA_JOB]: sendAgenda,
  [DELIVER_JOB]: deliverMessage,
  [DELIVER_REPLY_JOB]: deliverMessage,
  [DELIVER_PUSH_JOB]: deliverMessage,
  [PACKAGE_EXPIRY_JOB]: sendExpiryReminder,
  [REVIEW_REQUEST_JOB]: sendReviewRequest,
  [VOCABULARY_JOB]: refreshVocabularyJob,
  [EXPORT_JOB]: exportJob,
  [RETENTION_JOB]: retentionJob,
  [DEPOSIT_PROMPT_JOB]: depositPromptJob,
  [WA_INBOUND_JOB]: whatsappInboundJob,
  [WAITLIST_JOB]: waitlistOfferJob,
};

/**
 * After a request that queued a message due now, it goes at once: a provider told of a paid
 * booking, a client told of a confirmation, a push. After a USSD session that ended on a deposit,
 * its M-Pesa prompt goes as soon as the session has closed. The sweep remains the net.
 */
export const WAITED_ON: WaitedOn[] = [
  { queued: deliveriesQueued, kinds: [DELIVER_JOB, DELIVER_PUSH_JOB, DELIVER_REPLY_JOB] },
  // Time a change freed is offered as soon as the change is made, and the offer's messages go with it.
  { queued: waitlistJobsQueued, kinds: [WAITLIST_JOB, DELIVER_JOB, DELIVER_PUSH_JOB] },
  { queued: depositPromptsQueued, kinds: [DEPOSIT_PROMPT_JOB], afterMs: AFTER_END_MS + 50 },
];
