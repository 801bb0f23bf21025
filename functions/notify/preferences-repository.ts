import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Queries } from '#functions/db/client';
import { users } from '#functions/db/schema/accounts';
import { notificationStops } from '#functions/db/schema/mail';
import type { Channel } from '#shared/channels';
import { FORM_CHANNELS, type FormChannelChoice } from '#shared/notifications';
import { generateToken } from '#functions/platform/tokens';
import type { Locale } from '#shared/i18n/locales';
import type { ChannelChoice } from '#shared/channels';

export async function accountLocale(db: Queries, userId: string): Promise<Locale | null> {
  const [user] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return user?.locale ?? null;
}

export async function accountChannels(db: Queries, userId: string): Promise<ChannelChoice | null> {
  const [user] = await db
    .select({ email: users.notifyEmail, sms: users.notifySms, whatsapp: users.notifyWhatsapp, push: users.notifyPush })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

/** The addresses among these that asked to stop, as "channel address". */
export async function stoppedAmong(db: Queries, pairs: Array<[Channel, string]>): Promise<Set<string>> {
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

/**
 * An account's choice, saved from /account's form (push has its own switch, decision 032); turning
 * a channel on lifts an earlier stop of its address.
 */
export async function saveChannelChoice(
  db: Queries,
  user: { id: string; email: string; phoneNumber: string },
  choice: FormChannelChoice,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ notifyEmail: choice.email, notifySms: choice.sms, notifyWhatsapp: choice.whatsapp })
      .where(eq(users.id, user.id));
    const lifted = FORM_CHANNELS.filter((channel) => choice[channel]).map((channel) =>
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
