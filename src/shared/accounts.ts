/**
 * Account forms and payloads: the island validates with these before sending and the API
 * validates the same payloads again, so the messages are the spec's on both sides.
 */
import type { Locale } from './i18n/locales';
// zod/mini: the same schemas run in the islands, where every kilobyte reaches a phone.
import * as z from 'zod/mini';
import { keyed } from './i18n/issue';
import { PACKAGE_IDS } from './packages';
import { phoneField } from './phone';
import { ACCOUNT_MESSAGES } from './account-messages';
import { MPESA_NUMBER, PAYMENT_MESSAGES, type PackageStatus } from './payments';

/** How long to wait, as a message counts it: the same span as the Retry-After header, rounded up. */
export function waitOf(seconds: number): { unit: 'second' | 'minute' | 'hour'; count: number } {
  if (seconds < 60) return { unit: 'second', count: seconds };
  const minutes = Math.ceil(seconds / 60);
  return minutes < 60 ? { unit: 'minute', count: minutes } : { unit: 'hour', count: Math.ceil(minutes / 60) };
}

export const tooManyAttempts = (retryAfterSeconds: number) => ({
  key: 'api.tooManyAttempts' as const,
  params: waitOf(retryAfterSeconds),
});

/** Past the prompts one number may get in an hour (a phone is never bombarded with PIN requests). */
export const tooManyPrompts = (retryAfterSeconds: number) => ({
  key: 'api.tooManyPrompts' as const,
  params: waitOf(retryAfterSeconds),
});

export const MAX_PASSWORD_LENGTH = 128;

export const email = z.pipe(
  z
    .string({ error: ACCOUNT_MESSAGES.email })
    .check(z.trim(), z.toLowerCase(), z.maxLength(254, ACCOUNT_MESSAGES.email)),
  z.email(ACCOUNT_MESSAGES.email),
);

const newPassword = z
  .string({ error: ACCOUNT_MESSAGES.password })
  .check(
    z.minLength(8, ACCOUNT_MESSAGES.password),
    z.maxLength(MAX_PASSWORD_LENGTH, keyed('api.passwordTooLong', { max: MAX_PASSWORD_LENGTH })),
  );

/**
 * The two passwords match ('Passwords don't match', on the second): checked even when other
 * fields have problems, so a person sees every message at once, not this one only after the rest.
 */
const matching = <T extends { [key: string]: unknown }>(first: keyof T, second: keyof T & string) =>
  z.refine<T>((form) => form[first] === form[second], {
    message: ACCOUNT_MESSAGES.passwordsDiffer,
    path: [second],
    when: ({ value }) => {
      const form = value as Partial<Record<keyof T, unknown>> | null;
      return typeof form?.[first] === 'string' && typeof form?.[second] === 'string';
    },
  });

const phoneNumber = phoneField({ short: ACCOUNT_MESSAGES.phone, invalid: ACCOUNT_MESSAGES.phoneAfterCleaning });

/** The sign-in form and POST /api/login. */
export const LoginSchema = z.object({
  email,
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .check(
      z.minLength(1, ACCOUNT_MESSAGES.passwordRequired),
      z.maxLength(MAX_PASSWORD_LENGTH, ACCOUNT_MESSAGES.signInFailed),
    ),
  rememberMe: z.optional(z.boolean()),
});

const name = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(2, message), z.maxLength(60, 'api.namesTooLong'));

/** The sign-up form (before it becomes the register payload). */
export const SignUpFormSchema = z
  .object({
    firstName: name(ACCOUNT_MESSAGES.firstName),
    lastName: name(ACCOUNT_MESSAGES.lastName),
    email,
    phoneNumber,
    password: newPassword,
    confirmPassword: z.string().check(z.minLength(8, ACCOUNT_MESSAGES.password)),
  })
  .check(matching('password', 'confirmPassword'));

/**
 * POST /api/register (spec payload): userName is first and last name joined with a space,
 * so the server checks both parts again.
 */
export const RegisterSchema = z
  .object({
    userName: z.string({ error: ACCOUNT_MESSAGES.firstName }).check(
      z.trim(),
      z.maxLength(121, 'api.namesTooLong'),
      z.superRefine((value, ctx) => {
        const [first = '', ...rest] = value.split(/\s+/);
        const message =
          first.length < 2 ? ACCOUNT_MESSAGES.firstName : rest.join(' ').length < 2 ? ACCOUNT_MESSAGES.lastName : null;
        if (message) ctx.issues.push({ code: 'custom', message, input: value });
      }),
    ),
    email,
    phoneNumber,
    password: newPassword,
    accountType: z._default(z.enum(['buyer', 'seller'], { error: 'api.accountType' }), 'buyer'),
    packageId: z.optional(z.enum(PACKAGE_IDS, { error: ACCOUNT_MESSAGES.choosePackage })),
    /** The earlier web client's M-Pesa number: the package's payment starts with the sign-up. */
    paymentPhone: z.optional(
      phoneField({
        short: PAYMENT_MESSAGES.invalidPhone,
        invalid: PAYMENT_MESSAGES.invalidPhone,
        only: MPESA_NUMBER,
      }),
    ),
    rememberMe: z.optional(z.boolean()),
  })
  .check(
    z.refine((payload) => payload.accountType !== 'seller' || Boolean(payload.packageId), {
      message: ACCOUNT_MESSAGES.choosePackage,
      path: ['packageId'],
    }),
  );

export const ProfileSchema = z.object({
  firstName: name(ACCOUNT_MESSAGES.firstName),
  lastName: name(ACCOUNT_MESSAGES.lastName),
  phoneNumber,
});

export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: ACCOUNT_MESSAGES.passwordRequired })
      .check(z.minLength(1, ACCOUNT_MESSAGES.passwordRequired), z.maxLength(MAX_PASSWORD_LENGTH)),
    newPassword,
    confirmPassword: z.string(),
  })
  .check(matching('newPassword', 'confirmPassword'));

export const PackageChoiceSchema = z.object({
  packageId: z.enum(PACKAGE_IDS, { error: ACCOUNT_MESSAGES.choosePackage }),
});

export const ResetRequestSchema = z.object({ email });

const INVALID_LINK = 'api.resetLinkInvalid';

export const ResetCompleteSchema = z
  .object({
    token: z.string({ error: INVALID_LINK }).check(z.minLength(10, INVALID_LINK), z.maxLength(200, INVALID_LINK)),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .check(matching('password', 'confirmPassword'));

/** The user as the API returns it (spec: stored session user). Never includes secrets. */
export interface PublicUser {
  id: string;
  userName: string;
  email: string;
  phoneNumber: string;
  accountType: 'buyer' | 'seller';
  /** The language the account reads (decision 020); older clients may ignore it. */
  locale?: Locale;
  sellerPackage?: {
    packageId: string;
    photoUploads: number;
    videoUploads: number;
    /** New fields older clients may ignore: whether it is paid, and until when (ISO). */
    status: PackageStatus;
    paidUntil: string | null;
  };
}

/** First word of the user's name, as the header shows it. */
export const firstName = (userName: string) => userName.trim().split(/\s+/)[0] ?? '';
