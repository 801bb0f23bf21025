import { localePath, type Locale } from '#shared/i18n/locales';
import { translator } from '#shared/i18n/translate';
import { MODERATION_MESSAGES } from '#shared/moderation';
import { z } from 'zod';
import {
  type ChangePasswordSchema,
  type LoginSchema,
  type ProfileSchema,
  type PublicUser,
  type RegisterSchema,
} from '#shared/accounts';
import { ACCOUNT_MESSAGES } from '#shared/account-messages';
import { Refusal } from '#functions/platform/refusal';
import { isUniqueViolation } from '#functions/db/errors';
import type { Platform } from '#functions/platform/platform';
import { packageStateOf } from './package-state';
import { hashPassword, timingDummyHash, verifyPassword } from './password';
import { refuseCommonPassword } from './common-passwords';
import { count, forget, giveBack, tooMany, type LimitName } from './rate-limit';
import * as repo from './repository';
import { createSession, generateSessionToken } from './sessions';
import { type Session } from './sessions-repository';
import { generateToken, hashToken, tokenMatchesText } from '#functions/platform/tokens';
import { deviceProof } from './cookies';

const RESET_LIFETIME_MS = 60 * 60 * 1000;

export interface SignedIn {
  token: string;
  session: Session;
  user: PublicUser;
}

/** The user as clients see it (spec: stored session user); sellers carry their package limits. */
export async function toPublicUser(platform: Platform, user: repo.UserRow): Promise<PublicUser> {
  const base: PublicUser = {
    id: user.id,
    userName: user.userName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    accountType: user.accountType,
    locale: user.locale,
  };
  if (user.accountType !== 'seller' || !user.packageId) return base;
  const pkg = await repo.findPackageRow(platform.db, user.packageId);
  const state = packageStateOf(user, Date.now());
  if (!pkg || !state) return base;
  const { photoUploads, videoUploads } = pkg;
  const paidUntil = state.paidUntil?.toISOString() ?? null;
  return { ...base, sellerPackage: { packageId: pkg.id, photoUploads, videoUploads, status: state.status, paidUntil } };
}

export async function signIn(platform: Platform, user: repo.UserRow, persistent: boolean): Promise<SignedIn> {
  const token = generateSessionToken();
  const session = await createSession(platform.db, token, user.id, persistent);
  return { token, session, user: await toPublicUser(platform, user) };
}

/** An e-mail about the account, in its language: a greeting, the paragraphs, and our name. */
function mailAccount(
  platform: Platform,
  to: { email: string; userName: string; locale: Locale | null },
  subject: string,
  paragraphs: string[],
) {
  const t = translator(to.locale ?? 'en');
  const text = [t('notice.hello', { name: to.userName }), ...paragraphs, 'Mabinti'].join('\n\n');
  return platform.mailer.send({ lang: t.locale, to: to.email, subject, text });
}

/**
 * Someone signed up with an address that has an account: its owner hears of it, with the ways back
 * in (sign in, reset the password), at most three times an hour. The sign-up itself is refused
 * with 409, as the API's register contract (a token and a user, at once) leaves no other honest
 * answer (decision 006).
 */
async function tellOwnerOfSignUp(platform: Platform, owner: repo.UserRow) {
  if (
    owner.erasedAt ||
    (await count(platform.db, 'signUpNoticesPerEmail', owner.email, platform.config.RATE_LIMIT_SCALE))
  )
    return;
  const t = translator(owner.locale);
  await mailAccount(platform, owner, t('mail.signUpAgain.subject'), [
    t('mail.signUpAgain.text'),
    [
      t('mail.signUpAgain.signIn', { link: `${platform.siteUrl}${localePath(t.locale, '/signin')}` }),
      t('mail.signUpAgain.reset', { link: `${platform.siteUrl}${localePath(t.locale, '/reset-password')}` }),
    ].join('\n'),
  ]);
}

/** A new account, reading in `locale` (the language of the page it signed up on, decision 020). */
export async function register(
  platform: Platform,
  input: z.infer<typeof RegisterSchema>,
  locale: Locale = 'en',
): Promise<SignedIn> {
  refuseCommonPassword(input.password, [input.userName, input.email]);
  const existing = await repo.findUserByEmail(platform.db, input.email);
  if (existing) {
    await tellOwnerOfSignUp(platform, existing);
    throw new Refusal('conflict', ACCOUNT_MESSAGES.emailTaken);
  }
  const isSeller = input.accountType === 'seller';
  let user: repo.UserRow;
  try {
    user = await repo.insertUser(platform.db, {
      id: crypto.randomUUID(),
      userName: input.userName.replace(/\s+/g, ' '),
      email: input.email,
      phoneNumber: input.phoneNumber,
      passwordHash: await hashPassword(input.password, platform.config.PASSWORD_WORK),
      accountType: input.accountType,
      packageId: isSeller ? input.packageId : null,
      locale,
    });
  } catch (error) {
    // Two sign-ups with one email at once: the unique index decides, the loser gets 409.
    if (isUniqueViolation(error)) throw new Refusal('conflict', ACCOUNT_MESSAGES.emailTaken);
    throw error;
  }
  const t = translator(locale);
  const where = isSeller ? `${localePath(locale, '/account/money')}#package` : localePath(locale, '/');
  await mailAccount(platform, user, t('mail.welcome.subject'), [
    t(isSeller ? 'mail.welcome.seller' : 'mail.welcome.buyer'),
    `${platform.siteUrl}${where}`,
  ]);
  return signIn(platform, user, input.rememberMe ?? true);
}

/**
 * Signs in. Each attempt is counted before the password is checked, in one atomic step per
 * limit (per e-mail and address together, per address, and per account from an unknown browser),
 * so parallel guesses cannot all be judged; an attempt with the right password gives its count
 * back. Someone guessing slows down, even across many addresses, while the owner signing in from
 * their own phone (`knownDevice`, the cookie a past sign-in left) never does.
 */
export async function login(
  platform: Platform,
  input: z.infer<typeof LoginSchema>,
  address: string,
  knownDevice: string | undefined,
): Promise<SignedIn & { device: string }> {
  const { db, config } = platform;
  const email = input.email.toLowerCase();
  const pair = `${email}|${address}`;
  const user = await repo.findUserByEmail(db, input.email);
  const known = Boolean(user && knownDevice && tokenMatchesText(knownDevice, deviceProof(user)));
  const limits: Array<[LimitName, string]> = [
    ['loginFailuresPerEmailAndAddress', pair],
    ['loginFailuresPerAddress', address],
    ...(known
      ? []
      : ([
          ['loginFailuresPerAccount', `account:${email}`],
          ['loginFailuresPerAccountDaily', `account:${email}`],
        ] as Array<[LimitName, string]>)),
  ];
  // In turn: an attempt one limit refuses is not counted against the next (the owner's account is
  // not slowed by guesses that a guesser's own address limit already stopped).
  for (const [name, subject] of limits) {
    const wait = await count(db, name, subject, config.RATE_LIMIT_SCALE);
    if (wait) throw tooMany(wait);
  }
  // Same work and the same answer whether the email is unknown or the password is wrong.
  const valid = await verifyPassword(
    user?.passwordHash ?? (await timingDummyHash(config.PASSWORD_WORK)),
    input.password,
  );
  // A suspended account gets the same answer whether or not the password was right.
  if (user?.suspendedAt) throw new Refusal('not-allowed', MODERATION_MESSAGES.suspended);
  if (!user || !user.passwordHash || !valid) throw new Refusal('sign-in', ACCOUNT_MESSAGES.signInFailed);
  for (const [name, subject] of limits) await giveBack(db, name, subject);
  return { ...(await signIn(platform, user, input.rememberMe ?? false)), device: deviceProof(user) };
}

/** A password reset proves the owner: a guesser's count against the account ends with it. */
export async function forgetGuesses(platform: Platform, email: string) {
  for (const name of ['loginFailuresPerAccount', 'loginFailuresPerAccountDaily'] as const)
    await forget(platform.db, name, `account:${email.toLowerCase()}`);
}

export async function updateProfile(platform: Platform, userId: string, input: z.infer<typeof ProfileSchema>) {
  const user = await repo.updateUser(platform.db, userId, {
    userName: `${input.firstName} ${input.lastName}`,
    phoneNumber: input.phoneNumber,
  });
  if (!user) throw new Refusal('not-found', 'api.accountNotFound');
  return toPublicUser(platform, user);
}

export async function changePassword(
  platform: Platform,
  user: repo.UserRow,
  currentSessionId: string,
  input: z.infer<typeof ChangePasswordSchema>,
) {
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new Refusal('invalid', 'api.wrongCurrentPassword');
  }
  refuseCommonPassword(input.newPassword, [user.userName, user.email]);
  // Anyone else signed in with the old password is signed out (this device stays), and no reset
  // link sent before still works.
  await repo.setPassword(
    platform.db,
    user.id,
    await hashPassword(input.newPassword, platform.config.PASSWORD_WORK),
    currentSessionId,
  );
}

/**
 * Sends a reset link when the email has an account; answers the same either way. Past three
 * e-mails an hour to one address nothing more is sent, so no one can flood a mailbox; the owner
 * is not blocked, since every link already sent keeps working until one is used.
 */
export async function requestPasswordReset(platform: Platform, email: string) {
  if (await count(platform.db, 'resetMailsPerEmail', email, platform.config.RATE_LIMIT_SCALE)) return;
  const user = await repo.findUserByEmail(platform.db, email);
  if (!user) return;
  const token = generateToken();
  await repo.insertPasswordReset(platform.db, {
    id: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
  });
  // In the account's own language (decision 020), whichever page asked.
  const t = translator(user.locale);
  const link = `${platform.siteUrl}${localePath(user.locale, '/reset-password')}?token=${token}`;
  await mailAccount(platform, user, t('mail.reset.subject'), [t('mail.reset.text'), link, t('mail.reset.notYou')]);
}

export async function completePasswordReset(platform: Platform, token: string, password: string) {
  refuseCommonPassword(password);
  const passwordHash = await hashPassword(password, platform.config.PASSWORD_WORK);
  // One step: the link is used, every other link of the account is void, sessions end.
  const reset = await repo.resetPassword(platform.db, hashToken(token), passwordHash);
  if (!reset) throw new Refusal('invalid', 'api.resetLinkInvalid');
  const owner = await repo.findUserById(platform.db, reset.userId);
  if (owner) await forgetGuesses(platform, owner.email);
}

/** Keeps the language an account reads in (decision 020): pages after sign-in, and its messages. */
export async function setAccountLocale(platform: Platform, userId: string, locale: Locale): Promise<void> {
  await repo.updateUser(platform.db, userId, { locale });
}
