/**
 * Who hears on which channel (decision 017). A person with an account chooses in /account: e-mail
 * and SMS unless turned off, WhatsApp once turned on. A guest gets e-mail and SMS. Either way an
 * address that asked to stop (the link in an e-mail, STOP in reply to a text) hears nothing more
 * on that channel until its owner turns it on again.
 */
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Queries } from '#functions/db/client';
import { users } from '#functions/db/schema/accounts';
import { CHANNELS, notificationStops, type Channel } from '#functions/db/schema/mail';
import { generateToken } from '#functions/accounts/tokens';
import type { Locale } from '#shared/i18n/locales';

export interface Recipient {
  userId: string | null;
  email: string | null;
  /** International form, +254… */
  phone: string | null;
  /** The language a guest asked in; an account's own setting wins (localeFor). */
  locale?: Locale;
}

export type ChannelChoice = Record<Channel, boolean>;
export const GUEST_CHANNELS: ChannelChoice = { email: true, sms: true, whatsapp: false };

const addressOn = (recipient: Recipient, channel: Channel) => (channel === 'email' ? recipient.email : recipient.phone);

/** The language a person reads their messages in (decision 020): the account's, or the one a guest asked in. */
export async function localeFor(db: Queries, recipient: Recipient): Promise<Locale> {
  if (!recipient.userId) return recipient.locale ?? 'en';
  const [user] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, recipient.userId));
  return user?.locale ?? recipient.locale ?? 'en';
}

/** The account's own choice, or a guest's defaults. */
export async function channelChoice(db: Queries, userId: string | null): Promise<ChannelChoice> {
  if (!userId) return GUEST_CHANNELS;
  const [user] = await db
    .select({ email: users.notifyEmail, sms: users.notifySms, whatsapp: users.notifyWhatsapp })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? GUEST_CHANNELS;
}

/** The addresses among these that asked to stop, as "channel address". */
async function stoppedAmong(db: Queries, pairs: Array<[Channel, string]>): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await db
    .select({ channel: notificationStops.channel, address: notificationStops.address })
    .from(notificationStops)
    .where(
      and(
        isNotNull(notificationStops.stoppedAt),
        or(
          ...pairs.map(([channel, address]) =>
            and(eq(notificationStops.channel, channel), eq(notificationStops.address, address)),
          ),
        ),
      ),
    );
  return new Set(rows.map((row) => `${row.channel} ${row.address}`));
}

/**
 * The channels a message to this person goes on, in order (WhatsApp, SMS, e-mail), and whether
 * e-mail may carry it as the last resort when those fail (decision 017: it may unless the address
 * asked to stop).
 */
export async function channelsFor(db: Queries, recipient: Recipient) {
  const choice = await channelChoice(db, recipient.userId);
  const pairs = CHANNELS.flatMap((channel): Array<[Channel, string]> => {
    const address = addressOn(recipient, channel);
    return address ? [[channel, address]] : [];
  });
  const stopped = await stoppedAmong(db, pairs);
  const open = pairs.filter(([channel, address]) => !stopped.has(`${channel} ${address}`));
  return {
    channels: open.filter(([channel]) => choice[channel]).map(([channel, address]) => ({ channel, address })),
    lastResort: open.find(([channel]) => channel === 'email')?.[1] ?? null,
  };
}

/** The key of an address's stop link, made the first time it is needed. */
export async function stopKeyFor(db: Queries, address: string, channel: Channel): Promise<string> {
  await db.insert(notificationStops).values({ address, channel, stopKey: generateToken() }).onConflictDoNothing();
  const [row] = await db
    .select({ key: notificationStops.stopKey })
    .from(notificationStops)
    .where(and(eq(notificationStops.address, address), eq(notificationStops.channel, channel)));
  return row!.key;
}

export const findStop = (db: Queries, key: string) =>
  db.query.notificationStops.findFirst({ where: eq(notificationStops.stopKey, key) });

/**
 * Stops a channel for an address (the stop link, or STOP by text), and turns it off on the
 * accounts that use that address, so /account shows what is true. In one transaction.
 */
export async function stopAddress(db: Queries, address: string, channel: Channel, now = Date.now()) {
  await db.transaction(async (tx) => {
    await stopKeyFor(tx, address, channel);
    await tx
      .update(notificationStops)
      .set({ stoppedAt: now })
      .where(and(eq(notificationStops.address, address), eq(notificationStops.channel, channel)));
    if (channel === 'email') await tx.update(users).set({ notifyEmail: false }).where(eq(users.email, address));
    else {
      const off = channel === 'sms' ? { notifySms: false } : { notifyWhatsapp: false };
      await tx.update(users).set(off).where(eq(users.phoneNumber, address));
    }
  });
}

/** An account's choice, saved from /account; turning a channel on lifts an earlier stop of its address. */
export async function saveChannelChoice(
  db: Queries,
  user: { id: string; email: string; phoneNumber: string },
  choice: ChannelChoice,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ notifyEmail: choice.email, notifySms: choice.sms, notifyWhatsapp: choice.whatsapp })
      .where(eq(users.id, user.id));
    const lifted = CHANNELS.filter((channel) => choice[channel]).map((channel) =>
      and(
        eq(notificationStops.channel, channel),
        eq(notificationStops.address, channel === 'email' ? user.email : user.phoneNumber),
      ),
    );
    if (lifted.length)
      await tx
        .update(notificationStops)
        .set({ stoppedAt: null })
        .where(or(...lifted));
  });
}
