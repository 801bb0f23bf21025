import type { Database } from '#functions/db/client';
import type { Mailer } from '#functions/notify/mailer';
import type { Transports } from '#functions/notify/transports';
import type { ImageProcessor } from '#functions/media/images';
import type { MediaStorage } from '#functions/media/storage';
import type { PaymentProvider } from '#functions/payments/provider';
import type { PayoutProvider } from '#functions/payments/b2c';
import type { Transaction } from '#functions/db/client';
import type { JobRow } from '#functions/jobs/queue-repository';
import type { Config } from './config';
import type { Compressor } from './compress';

/** What the API and the pages need from the place they run on. */
export interface Platform {
  db: Database;
  storage: MediaStorage;
  mailer: Mailer;
  /** Each channel's provider (SMTP or a mail API, Africa's Talking, WhatsApp), null where not configured. */
  transports: Transports;
  images: ImageProcessor;
  /** M-Pesa (Daraja), or the emulator the configuration points at: the product cannot tell. */
  payments: PaymentProvider;
  /** M-Pesa B2C for refunds and payouts (decision 026), or none when not set up. */
  payouts: PayoutProvider;
  config: Config;
  /** Compresses pages kept for everyone (Node); absent on Workers, where the edge compresses. */
  compress?: Compressor;
  /** The origin links in e-mails point to: SITE_URL, or in the demo the address it is served on. */
  siteUrl: string;
  /** Every kind of job and the code that runs it, assembled by the composition root (platform/jobs.ts). */
  jobs: Record<string, JobHandler>;
}

/**
 * Does a job's work inside its transaction; what it returns is kept as the job's result. A handler
 * that calls an outside service does so in `prepare`, before the transaction, so the write gate is
 * never held across the network; `failed` runs, in a transaction of its own, when the job has
 * failed for good (a message falls back to the next channel).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind prepares its own shape
export interface JobHandler<Prepared = any> {
  (tx: Transaction, job: JobRow, platform: Platform, prepared: Prepared): Promise<string | void>;
  prepare?: (job: JobRow, platform: Platform) => Promise<Prepared>;
  failed?: (tx: Transaction, job: JobRow, platform: Platform, error: string) => Promise<void>;
}
