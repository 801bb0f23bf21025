import * as z from 'zod/mini';

/** "Delete my account": the password, and the box that says the person understands (decision 028). */
export const DeleteAccountSchema = z.object({
  password: z.string().check(z.minLength(1, 'api.wrongCurrentPassword'), z.maxLength(200, 'api.passwordTooLong')),
  understand: z.literal(true, 'privacy.mustConfirm'),
});

/** The problems the privacy page may be sent back with; anything else is not shown. */
export const PRIVACY_PROBLEMS = [
  'api.wrongCurrentPassword',
  'api.passwordTooLong',
  'privacy.mustConfirm',
  'privacy.bookingSoon',
  'privacy.staffRole',
  'privacy.owedFirst',
] as const;
