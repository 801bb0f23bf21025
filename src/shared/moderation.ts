import { z } from 'zod';

/** Why a visitor reports a listing. */
export const LISTING_REPORT_REASONS = [
  'fake-or-scam',
  'wrong-category',
  'offensive',
  'stolen-photos',
  'other',
] as const;
export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number];
export const LISTING_REPORT_REASON_LABELS: Record<ListingReportReason, string> = {
  'fake-or-scam': 'Fake or scam',
  'wrong-category': 'Wrong category',
  offensive: 'Offensive',
  'stolen-photos': 'Stolen photos',
  other: 'Other',
};

/** The people who run the site: a moderator does everything but people and payments. */
export const STAFF_ROLES = ['admin', 'moderator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const MODERATION_MESSAGES = {
  reported: 'moderationMessages.reported',
  reasonRequired: 'moderationMessages.reasonRequired',
  answerRequired: 'moderationMessages.answerRequired',
  suspended: 'moderationMessages.suspended',
  notFound: 'moderationMessages.notFound',
  signIn: 'moderationMessages.signIn',
  forbidden: 'moderationMessages.forbidden',
  ownRole: 'moderationMessages.ownRole',
  chooseReason: 'moderationMessages.chooseReason',
  noteTooLong: 'moderationMessages.noteTooLong',
  chooseRole: 'moderationMessages.chooseRole',
} as const;

export const ListingReportSchema = z.object({
  reason: z.enum(LISTING_REPORT_REASONS, MODERATION_MESSAGES.chooseReason),
  note: z.optional(z.string().check(z.trim(), z.maxLength(500, MODERATION_MESSAGES.noteTooLong))),
});

/** A text a staff action needs: trimmed, not empty, at most `max` characters. */
const requiredText = (message: string, max: number) =>
  z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(max, message));

export const ReasonSchema = z.object({ reason: requiredText(MODERATION_MESSAGES.reasonRequired, 500) });

export const AnswerSchema = z.object({ answer: requiredText(MODERATION_MESSAGES.answerRequired, 5000) });

export const RoleSchema = z.object({ role: z.enum(['admin', 'moderator', 'none'], MODERATION_MESSAGES.chooseRole) });
