import * as z from 'zod/mini';
import { phoneField } from './phone';

/**
 * Linking a web account to the number it books by phone with (decision 029): a one-time code is
 * texted to the number, and typing it back proves the number is the person's.
 */
export const PHONE_LINK_CODE_LENGTH = 6;

export const PhoneLinkRequestSchema = z.object({
  phone: phoneField({ short: 'phoneLink.phoneInvalid', invalid: 'phoneLink.phoneInvalid' }),
});

export const PhoneLinkConfirmSchema = z.object({
  code: z
    .string({ error: 'phoneLink.codeWrong' })
    .check(z.trim(), z.regex(new RegExp(`^\\d{${PHONE_LINK_CODE_LENGTH}}$`), 'phoneLink.codeWrong')),
});

/** The problems the phone page may be sent back with; anything else is not shown. */
export const PHONE_LINK_PROBLEMS = ['phoneLink.phoneInvalid', 'phoneLink.codeWrong', 'phoneLink.codeExpired'] as const;
