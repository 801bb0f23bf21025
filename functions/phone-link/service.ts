/**
 * Linking a web account to a phone identity (decision 029). A typed number proves nothing, so the
 * account asks for a one-time code texted to the number and types it back: then the number's
 * phone bookings show in My Bookings, and the ones it makes later are made for the account.
 */
import type { User } from '#functions/accounts/public';
import { consume } from '#functions/accounts/rate-limit';
import { hashToken, tokenMatches } from '#functions/platform/tokens';
import { Refusal } from '#functions/platform/refusal';
import { queueMessage } from '#functions/notify/outbox';
import type { Platform } from '#functions/platform/platform';
import { PHONE_LINK_CODE_LENGTH } from '#shared/phone-link';
import { translator } from '#shared/i18n/translate';
import * as repo from './repository';

export const CODE_MINUTES = 10;
/** Tries at one code: a guess has 5 in a million. */
export const CODE_TRIES = 5;

/** Six random digits, drawn without bias. */
function newCode(): string {
  const range = 10 ** PHONE_LINK_CODE_LENGTH;
  const limit = Math.floor(0x1_0000_0000 / range) * range;
  const draw = new Uint32Array(1);
  do crypto.getRandomValues(draw);
  while (draw[0]! >= limit);
  return String(draw[0]! % range).padStart(PHONE_LINK_CODE_LENGTH, '0');
}

/** The code is bound to the account that asked, so it proves nothing for any other. */
const codeHash = (userId: string, code: string) => hashToken(`${userId}:${code}`);

/** Texts a new code to `phone` (E.164) for the account; a few an hour per number, whoever asks. */
export async function sendLinkCode(platform: Platform, user: User, phone: string, now = Date.now()) {
  await consume(platform.db, 'phoneCodesPerPhone', phone, platform.config.RATE_LIMIT_SCALE);
  const code = newCode();
  await repo.saveCode(platform.db, {
    userId: user.id,
    phone,
    codeHash: codeHash(user.id, code),
    expiresAt: now + CODE_MINUTES * 60_000,
  });
  const t = translator(user.locale);
  await queueMessage(
    platform.db,
    platform.transports,
    {
      channel: 'sms',
      kind: 'account',
      userId: user.id,
      to: phone,
      subject: t('phoneLink.sms.subject'),
      text: t('phoneLink.sms.text', { code, minutes: CODE_MINUTES }),
    },
    now,
  );
}

/** Links the number the code was texted to, when `typed` is that code; the number linked. */
export async function confirmLinkCode(platform: Platform, user: User, typed: string, now = Date.now()) {
  const code = await repo.tryCode(platform.db, user.id, CODE_TRIES, now);
  if (!code) throw new Refusal('invalid', 'phoneLink.codeExpired');
  if (!tokenMatches(`${user.id}:${typed}`, code.codeHash)) {
    throw new Refusal('invalid', code.attempts >= CODE_TRIES ? 'phoneLink.codeExpired' : 'phoneLink.codeWrong');
  }
  // A parallel try that used the code first has made the same link.
  await repo.linkPhone(platform.db, code, now);
  return code.phone;
}

export const unlinkPhone = (platform: Platform, user: User) => repo.unlinkPhone(platform.db, user.id);

/** What the phone page shows: the linked number, and a code waiting to be typed. */
export async function phoneLinkOf(platform: Platform, user: User, now = Date.now()) {
  const [linked, pending] = await Promise.all([
    repo.linkedIdentity(platform.db, user.id),
    repo.pendingCode(platform.db, user.id, now),
  ]);
  return {
    linked: linked ? { phone: linked.phone, linkedAt: linked.linkedAt ?? linked.createdAt } : null,
    pending: pending && pending.attempts < CODE_TRIES ? { phone: pending.phone, expiresAt: pending.expiresAt } : null,
  };
}
