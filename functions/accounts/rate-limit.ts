import { createMiddleware } from 'hono/factory';
import { clientAddressOf, type AppEnv } from '#functions/api/env';
import type { Database } from '#functions/db/client';
import { countAttempt, forgetWindow, forgetWindows, giveBackAttempt } from './rate-limit-repository';
import { Refusal } from '#functions/platform/refusal';
import { tooManyAttempts } from '#shared/accounts';
import type { Message } from '#shared/i18n/translate';
import { hashToken } from '#functions/platform/tokens';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every limit in one place, sized for Kenyan mobile networks where hundreds of people share one
 * public address (carrier NAT). The reasoning is in docs/decisions/010-going-live.md.
 */
export const LIMITS = {
  /** Failed sign-ins for one e-mail from one address: a guesser slows down, the owner elsewhere does not. */
  loginFailuresPerEmailAndAddress: { max: 5, windowMs: 15 * MINUTE },
  /**
   * Failed sign-ins at one account from browsers it never signed in on, from any address: a
   * guesser rotating addresses gets 10 an hour and 30 a day, while the owner on their own phone
   * (its known-device cookie) is never slowed, and a password reset clears the count.
   */
  loginFailuresPerAccount: { max: 10, windowMs: HOUR },
  loginFailuresPerAccountDaily: { max: 30, windowMs: DAY },
  /** Failed sign-ins from one address, whatever the e-mail: stops one address trying many accounts. */
  loginFailuresPerAddress: { max: 100, windowMs: 15 * MINUTE },
  /** Sign-ups from one address: a whole carrier's customers, not one script. */
  registerPerAddress: { max: 300, windowMs: HOUR },
  registerBurstPerAddress: { max: 30, windowMs: MINUTE },
  /** Reset e-mails to one address: past it the answer is the same 202 and nothing is sent. */
  resetMailsPerEmail: { max: 3, windowMs: HOUR },
  /** "Someone signed up with your address" e-mails to one address: past it, nothing more is sent. */
  signUpNoticesPerEmail: { max: 3, windowMs: HOUR },
  resetPerAddress: { max: 100, windowMs: HOUR },
  contactPerAddress: { max: 30, windowMs: HOUR },
  contactPerAccount: { max: 10, windowMs: HOUR },
  /** Guests' booking requests: per address and per e-mail address, each a day. */
  guestBookingsPerAddress: { max: 40, windowMs: DAY },
  guestBookingsPerEmail: { max: 5, windowMs: DAY },
  bookingsPerAccount: { max: 30, windowMs: HOUR },
  /**
   * Walk-ins and phoned-in bookings a provider enters (decision 045): each texts the number typed,
   * so a business's day, and the texts one number gets from them, are bounded.
   */
  walkInsPerSeller: { max: 100, windowMs: DAY },
  walkInsPerPhone: { max: 6, windowMs: DAY },
  /** Codes texted to link a number to an account: per account, and per number whoever asks. */
  phoneCodesPerAccount: { max: 5, windowMs: HOUR },
  phoneCodesPerPhone: { max: 3, windowMs: HOUR },
  /** Turning push on or off in a browser (decision 032): each save rewrites the account's devices. */
  pushChanges: { max: 30, windowMs: HOUR },
  /** Waitlists joined by one number (decision 046), whoever joins them. */
  waitlistJoinsPerPhone: { max: 10, windowMs: DAY },
  /** Bookings from one phone over USSD, SMS or WhatsApp. */
  bookingsPerPhone: { max: 10, windowMs: DAY },
  /** A guest's lost link, sent again: per booking address silently, per client address with 429. */
  guestLinksPerEmail: { max: 3, windowMs: HOUR },
  guestLinksPerAddress: { max: 30, windowMs: HOUR },
  uploadPerAccount: { max: 30, windowMs: HOUR },
  /** Downloads of one's data (each reads every row of the account) and tries at deleting it (a password each). */
  exportsPerAccount: { max: 10, windowMs: HOUR },
  erasuresPerAccount: { max: 10, windowMs: HOUR },
  guestExportsPerAddress: { max: 60, windowMs: HOUR },
  /** Team invitations a business sends: each is an e-mail to an address it typed. */
  invitesPerAccount: { max: 20, windowMs: DAY },
  /** M-Pesa prompts a seller may start: a few tries and retries, not a phone bombarded. */
  paymentsPerAccount: { max: 20, windowMs: HOUR },
  /**
   * M-Pesa PIN prompts to one paying number, whoever asks (a seller's package, a sign-up, a
   * deposit): a few tries and retries, never a phone bombarded with prompts.
   */
  promptsPerPhone: { max: 3, windowMs: HOUR },
  /** Anonymous seller sign-ups that send a prompt at once, from one address. */
  signUpPromptsPerAddress: { max: 10, windowMs: HOUR },
  /** The earlier client polls every 10 seconds: one an hour is 360. */
  paymentChecksPerAddress: { max: 1000, windowMs: HOUR },
  /** A listing's open days (a year of slots worked out): dialogs opened behind one carrier address. */
  openDaysPerAddress: { max: 120, windowMs: MINUTE },
  /** Reports on listings: visitors per address, accounts per account. */
  reportsPerAddress: { max: 20, windowMs: HOUR },
  reportsPerAccount: { max: 20, windowMs: HOUR },
  /** Daraja's callbacks come from a few addresses; this only stops a flood filling the table. */
  paymentCallbacksPerAddress: { max: 3000, windowMs: MINUTE },
} as const;
export type LimitName = keyof typeof LIMITS;

/**
 * Counts one attempt against `name` for `subject` (a fixed window kept in the database, so all
 * server processes share it) and throws 429 with Retry-After once the limit is passed.
 */
export async function consume(db: Database, name: LimitName, subject: string, scale = 1): Promise<void> {
  const retryAfter = await count(db, name, subject, scale);
  if (retryAfter) throw tooMany(retryAfter);
}

/** Counts one attempt; answers the seconds to wait when it went over the limit, else 0. */
export async function count(db: Database, name: LimitName, subject: string, scale = 1): Promise<number> {
  const { windowMs } = LIMITS[name];
  const max = LIMITS[name].max * scale;
  const now = Date.now();
  const row = await countAttempt(db, keyOf(name, subject), windowMs, now);
  // Now and then, forget windows that ended long ago.
  if (Math.random() < 0.01) await forgetWindows(db, now - 2 * DAY);
  return row && row.count > max ? secondsLeft(row.windowStart + windowMs, now) : 0;
}

/** Forgets every attempt counted against `name` for `subject` (a password reset ends a guesser's count). */
export async function forget(db: Database, name: LimitName, subject: string): Promise<void> {
  await forgetWindow(db, keyOf(name, subject));
}

/**
 * Gives back one attempt counted by `count` (a sign-in whose password was right): counting first
 * and giving back after is what keeps a limit whole under parallel requests.
 */
export async function giveBack(db: Database, name: LimitName, subject: string): Promise<void> {
  await giveBackAttempt(db, keyOf(name, subject));
}

/** The subject (an address, an e-mail) is kept only as its SHA-256: the table names nobody (decision 028). */
const keyOf = (name: LimitName, subject: string) => `${name}:${hashToken(subject.toLowerCase())}`;
const secondsLeft = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 1000));
export const tooMany = (retryAfter: number, message: Message = tooManyAttempts(retryAfter)) =>
  new Refusal('too-many', message, { 'Retry-After': String(retryAfter) });

/**
 * Counts a request against a limit before the handler runs: per account when someone is signed
 * in (`perAccount`), else per client address.
 */
export const limitRequests = (perAddress: LimitName, perAccount?: LimitName) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { db, config } = c.var.platform;
    if (perAccount && c.var.user) await consume(db, perAccount, `user:${c.var.user.id}`, config.RATE_LIMIT_SCALE);
    else await consume(db, perAddress, clientAddressOf(c), config.RATE_LIMIT_SCALE);
    return next();
  });
