/**
 * A seller's team as the pages, the islands and the API speak of it (decision 027):
 * who the members are, which listings each performs, their hours and days off. The rules live in
 * functions/team.
 */
import * as z from 'zod/mini';
import { keyed } from './i18n/issue';
import { WorkingHoursSchema } from './bookings';
import { isDateKey } from './booking-time';
import { price } from './listings';
import { email } from './accounts';

/** A booking for whichever member is free (the dialog's "Anyone available"). */
export const ANY_MEMBER = 'any';
export const MEMBER_NAME_MAX = 60;
/** Members a business may have: enough for a large salon. */
export const TEAM_MAX = 30;

export const TEAM_MESSAGES = {
  notFound: 'team.notFound',
  nameRequired: 'team.nameRequired',
  tooMany: 'team.tooMany',
  notYourListing: 'team.notYourListing',
  memberUnavailable: 'team.memberUnavailable',
  date: 'team.date',
  price: 'team.price',
  noOption: 'team.noOption',
  inviteGone: 'team.inviteGone',
  inviteTaken: 'team.inviteTaken',
  ownInvite: 'team.ownInvite',
  inviteOtherEmail: 'team.inviteOtherEmail',
  membersOnly: 'team.membersOnly',
} as const;

const id = z.union([z.int().check(z.positive()), z.string().check(z.regex(/^\d{1,12}$/))]);

/** A member as the seller adds or changes them; listings omitted: every listing of the seller. */
export const TeamMemberSchema = z.object({
  name: z
    .string({ error: TEAM_MESSAGES.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, TEAM_MESSAGES.nameRequired),
      z.maxLength(MEMBER_NAME_MAX, keyed('form.atMost', { max: MEMBER_NAME_MAX })),
    ),
  serviceIds: z.optional(z.array(id).check(z.maxLength(200))),
  /** Their own week; null or omitted: the business's hours. */
  week: z.optional(z.nullable(WorkingHoursSchema.shape.days)),
  active: z.optional(z.boolean()),
  /** Their own prices; omitted: as they were. An option without one is the listing's price. */
  prices: z.optional(
    z
      .array(
        z.object({
          serviceId: id,
          option: z.string().check(z.maxLength(80)),
          price: price(TEAM_MESSAGES.price),
        }),
      )
      .check(z.maxLength(2000)),
  ),
  /** The options they do not do; omitted: as they were. */
  skips: z.optional(
    z.array(z.object({ serviceId: id, option: z.string().check(z.maxLength(80)) })).check(z.maxLength(2000)),
  ),
});
export type TeamMemberInput = z.output<typeof TeamMemberSchema>;

/** Asking a member to sign in and see their own day: the e-mail the invitation goes to. */
export const InviteSchema = z.object({ email });

export const DayOffSchema = z.object({
  date: z.string().check(z.refine((value) => isDateKey(value), TEAM_MESSAGES.date)),
});

/** Whom a booking is for: a member's id, or anyone available. */
export const MemberChoiceSchema = z.optional(
  z.union([z.literal(ANY_MEMBER), z.string().check(z.regex(/^\d{1,12}$/, TEAM_MESSAGES.memberUnavailable))]),
);

/** A member as the seller's team page shows them. */
export interface TeamMemberView {
  id: string;
  name: string;
  active: boolean;
  serviceIds: string[];
  week: z.output<typeof WorkingHoursSchema>['days'] | null;
  daysOff: string[];
  /** Their own prices: by listing id, option name to whole Ksh. */
  prices: Record<string, Record<string, number>>;
  /** The options they do not do: by listing id, option names. */
  skips: Record<string, string[]>;
  photo: string | null;
  /** Whether they sign in to see their own day; the e-mail of an invitation still open. */
  signsIn: boolean;
  invitedEmail: string | null;
  /** Their calendar feed's address, once one was made. */
  calendarUrl: string | null;
}
