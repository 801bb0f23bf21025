/**
 * Team members as people who sign in (decision 027): the owner invites a member by
 * e-mail, the member accepts with an account of that e-mail and then sees their own day; each
 * member's calendar feed has a secret address the owner can make anew.
 */
import type { User } from '#functions/accounts/public';
import { consume } from '#functions/accounts/rate-limit';
import { generateToken, hashToken } from '#functions/platform/tokens';
import { Refusal } from '#functions/platform/refusal';
import { isUniqueViolation } from '#functions/db/errors';
import type { Platform } from '#functions/platform/platform';
import { translator } from '#shared/i18n/translate';
import { localePath, type Locale } from '#shared/i18n/locales';
import { TEAM_MESSAGES } from '#shared/team';
import * as repo from './repository';
import { memberOrThrow } from './service';

const INVITE_DAYS = 7;

/** Sends the member an invitation to sign in as them; a new one replaces any still open. */
export async function inviteMember(
  platform: Platform,
  seller: User,
  rawId: string,
  email: string,
  locale: Locale,
  now = Date.now(),
) {
  const member = await memberOrThrow(platform, seller, rawId);
  if (email === seller.email) throw new Refusal('invalid', TEAM_MESSAGES.ownInvite);
  await consume(platform.db, 'invitesPerAccount', seller.id, platform.config.RATE_LIMIT_SCALE);
  const key = generateToken();
  await repo.setInvite(platform.db, member.id, {
    inviteEmail: email,
    inviteHash: hashToken(key),
    inviteExpiresAt: new Date(now + INVITE_DAYS * 86_400_000),
  });
  const t = translator(locale);
  const names = { business: seller.userName, name: member.name };
  await platform.mailer.send({
    lang: t.locale,
    to: email,
    kind: 'team-invite',
    subject: t('team.mail.subject', names),
    text: [
      t('team.mail.body', names),
      '',
      `${platform.siteUrl}${localePath(locale, '/team/join')}?key=${key}`,
      '',
      'Mabinti',
    ].join('\n'),
  });
}

/** The invitation a key opens, while it is open: the member and the business's name. */
export async function invitation(platform: Platform, key: string, now = Date.now()) {
  const member = key ? await repo.memberByInvite(platform.db, hashToken(key)) : undefined;
  if (!member?.inviteExpiresAt || member.inviteExpiresAt.getTime() <= now) return null;
  const business = await repo.businessName(platform.db, member.sellerId);
  return { member, business: business ?? '' };
}

/** The signed-in account accepts the invitation and from now on signs in as the member. */
export async function joinTeam(platform: Platform, user: User, key: string, now = Date.now()) {
  const found = await invitation(platform, key, now);
  if (!found) throw new Refusal('not-found', TEAM_MESSAGES.inviteGone);
  const { member } = found;
  if (member.sellerId === user.id) throw new Refusal('not-allowed', TEAM_MESSAGES.ownInvite);
  if (member.inviteEmail !== user.email) throw new Refusal('not-allowed', TEAM_MESSAGES.inviteOtherEmail);
  try {
    if (!(await repo.acceptInvite(platform.db, member.id, hashToken(key), user.id))) {
      throw new Refusal('not-found', TEAM_MESSAGES.inviteGone);
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal('conflict', TEAM_MESSAGES.inviteTaken);
    throw error;
  }
  return found;
}

/** The owner ends a member's sign-in (and any invitation still open). */
export async function stopSigningIn(platform: Platform, seller: User, rawId: string) {
  const member = await memberOrThrow(platform, seller, rawId);
  await repo.setMemberUser(platform.db, member.id, null);
}

/** A new secret address for the member's calendar feed; the old one stops working. */
export async function newCalendarKey(platform: Platform, seller: User, rawId: string) {
  const member = await memberOrThrow(platform, seller, rawId);
  await repo.setCalendarKey(platform.db, member.id, generateToken());
}
