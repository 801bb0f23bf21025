/**
 * Who hears on which channel (decision 017). A person with an account chooses in /account: e-mail
 * and SMS unless turned off, WhatsApp once turned on, push in each browser they turn it on in
 * (decision 032). A guest gets e-mail and SMS. Either way an
 * address that asked to stop (the link in an e-mail, STOP in reply to a text) hears nothing more
 * on that channel until its owner turns it on again.
 */
import type { Queries } from '#functions/db/client';
import { CHANNELS, type Channel, type ChannelChoice } from '#shared/channels';
import type { Locale } from '#shared/i18n/locales';
import { accountChannels, accountLocale, findStop, stoppedAmong } from './preferences-repository';
import { subscriptionIdsOf } from './push-repository';

export interface Recipient {
  userId: string | null;
  email: string | null;
  /** International form, +254… */
  phone: string | null;
  /** The language a guest asked in; an account's own setting wins (localeFor). */
  locale?: Locale;
  /** Channels for someone without an account who chose by how they came (a WhatsApp booking). */
  channels?: ChannelChoice;
}

/** Someone who booked in a WhatsApp chat, without an account, hears on WhatsApp. */
const WHATSAPP_ONLY: ChannelChoice = { email: false, sms: false, whatsapp: true, push: false };

/** The client of a booking, as messages about it reach them. */
export const clientOf = (booking: {
  buyerId: string | null;
  email: string;
  phoneNumber: string;
  locale: Locale;
  channel: string;
}): Recipient => ({
  userId: booking.buyerId,
  email: booking.email,
  phone: booking.phoneNumber,
  locale: booking.locale,
  ...(booking.channel === 'whatsapp' && !booking.buyerId ? { channels: WHATSAPP_ONLY } : {}),
});

export const GUEST_CHANNELS: ChannelChoice = { email: true, sms: true, whatsapp: false, push: false };

/** Where a channel reaches the person: an address, a number, or each browser they turned push on in. */
async function addressesOn(db: Queries, recipient: Recipient, channel: Channel, choice: ChannelChoice) {
  if (channel === 'push') return choice.push && recipient.userId ? subscriptionIdsOf(db, recipient.userId) : [];
  const address = channel === 'email' ? recipient.email : recipient.phone;
  return address ? [address] : [];
}

/** The language a person reads their messages in (decision 020): the account's, or the one a guest asked in. */
export async function localeFor(db: Queries, recipient: Recipient): Promise<Locale> {
  if (!recipient.userId) return recipient.locale ?? 'en';
  return (await accountLocale(db, recipient.userId)) ?? recipient.locale ?? 'en';
}

/** The account's own choice, or a guest's defaults. */
export async function channelChoice(db: Queries, userId: string | null): Promise<ChannelChoice> {
  if (!userId) return GUEST_CHANNELS;
  return (await accountChannels(db, userId)) ?? GUEST_CHANNELS;
}

/**
 * The channels a message to this person goes on, in order (push, WhatsApp, SMS, e-mail), and whether
 * e-mail may carry it as the last resort when those fail (decision 017: it may unless the address
 * asked to stop).
 */
export async function channelsFor(db: Queries, recipient: Recipient) {
  const choice = recipient.channels ?? (await channelChoice(db, recipient.userId));
  const pairs: Array<[Channel, string]> = [];
  for (const channel of CHANNELS) {
    for (const address of await addressesOn(db, recipient, channel, choice)) pairs.push([channel, address]);
  }
  const stopped = await stoppedAmong(db, pairs);
  const open = pairs.filter(([channel, address]) => !stopped.has(`${channel} ${address}`));
  return {
    channels: open.filter(([channel]) => choice[channel]).map(([channel, address]) => ({ channel, address })),
    lastResort: open.find(([channel]) => channel === 'email')?.[1] ?? null,
    /** Push is on but no signed-in browser is left to take it (decision 032): e-mail stands in. */
    pushless: choice.push && !pairs.some(([channel]) => channel === 'push'),
  };
}

/** What a stop link's page shows: the address, masked, and whether it has stopped; null for a wrong key. */
export async function stopLink(db: Queries, key: string) {
  const stop = await findStop(db, key);
  if (!stop) return null;
  const masked =
    stop.channel === 'email' ? stop.address.replace(/^(.).*(@.*)$/, '$1…$2') : `…${stop.address.slice(-3)}`;
  return { channel: stop.channel, masked, stopped: stop.stoppedAt !== null };
}
