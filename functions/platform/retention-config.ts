import { z } from 'zod';

const days = (fallback: number, least = 1) => z.coerce.number().int().min(least).max(3650).default(fallback);

/**
 * How long personal data is kept (decision 028), in days: each period is one setting, and the
 * retention job (functions/privacy/retention.ts) removes or blanks what is past it.
 */
export const RETENTION_SETTINGS = {
  /** A guest's name, e-mail, phone and message on a booking, counted from the visit. */
  RETAIN_GUEST_CONTACT_DAYS: days(365),
  /** The body of a message once it has gone (the row, without body, stays for the record). */
  RETAIN_MESSAGE_BODY_DAYS: days(90),
  /** M-Pesa's raw callbacks, after which only what reconciliation needs is kept. */
  RETAIN_CALLBACK_BODY_DAYS: days(90),
  /** Contact-form messages, counted from their answer (or from their arrival when unanswered). */
  RETAIN_CONTACT_MESSAGE_DAYS: days(365),
  /** Finished jobs (their payloads name bookings and messages). */
  RETAIN_FINISHED_JOB_DAYS: days(30),
  /** Staff actions and reports on listings; the audit log refuses deletion before two years. */
  RETAIN_AUDIT_DAYS: days(730, 730),
  /** Daily view counts behind sellers' insights. */
  RETAIN_VIEW_DAYS: days(730),
  /** How long a data download made by a job can be fetched. */
  EXPORT_LINK_DAYS: days(7),
};
