/**
 * What the providers tell us after a message left (decision 017): delivery reports (delivered, or
 * failed, which falls back to the next channel) and people asking to stop (STOP by text, or in
 * reply on WhatsApp).
 */
import { findByProviderId, markDelivered } from './outbox-repository';
import { type Channel } from '#shared/channels';
import type { Platform } from '#functions/platform/platform';
import { failMessage } from './deliver';
import { stopAddress } from './preferences-repository';

export type Report = 'delivered' | 'failed' | 'pending';

/** Records a provider's report on the message it knows as `providerId`; false when we sent no such message. */
export async function recordReport(
  platform: Platform,
  channel: Channel,
  providerId: string,
  report: Report,
  reason = '',
): Promise<boolean> {
  const { db } = platform;
  const row = await findByProviderId(db, channel, providerId);
  if (!row) return false;
  if (report === 'delivered') await markDelivered(db, row.id, Date.now());
  if (report === 'failed') {
    await db.transaction((tx) =>
      failMessage(tx, platform.transports, row.id, `${channel} reported it undelivered: ${reason}`.trim()),
    );
  }
  return true;
}

/** Words that ask us to stop, in English and in Kiswahili ("acha": stop; "sitisha": halt). */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'ACHA', 'SITISHA']);
/** In a WhatsApp chat "Cancel" and "End" are words for its own buttons (a booking's Cancel), not a stop. */
const CHAT_WORDS = new Set(['CANCEL', 'END', 'QUIT']);

export function asksToStop(text: string, channel: 'sms' | 'whatsapp' = 'sms') {
  const word = text
    .trim()
    .toUpperCase()
    .replace(/[.!]+$/, '');
  return STOP_WORDS.has(word) && (channel === 'sms' || !CHAT_WORDS.has(word));
}

/** A reply from a phone: STOP turns that channel off for the number. True when it did. */
export async function receiveReply(platform: Platform, channel: 'sms' | 'whatsapp', from: string, text: string) {
  if (!asksToStop(text, channel)) return false;
  const phone = from.startsWith('+') ? from : `+${from}`;
  await stopAddress(platform.db, phone, channel);
  return true;
}

/** The app secret as an HMAC-SHA256 key, as Meta signs webhooks with it. */
const appKey = (secret: string, use: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [use]);

/** Checks a WhatsApp webhook's X-Hub-Signature-256: HMAC-SHA256 of the raw body with the app secret. */
export async function signedByWhatsApp(secret: string, body: Uint8Array<ArrayBuffer>, header: string | undefined) {
  if (!header?.startsWith('sha256=')) return false;
  const hex = header.slice('sha256='.length);
  if (!/^[0-9a-f]{64}$/i.test(hex)) return false;
  const signature = new Uint8Array(hex.match(/../g)!.map((pair) => parseInt(pair, 16)));
  return crypto.subtle.verify('HMAC', await appKey(secret, 'verify'), signature, body);
}

/** The X-Hub-Signature-256 header Meta would send with `body` (the demo's /dev/chat signs as Meta does). */
export async function whatsAppSignature(secret: string, body: string) {
  const mac = new Uint8Array(
    await crypto.subtle.sign('HMAC', await appKey(secret, 'sign'), new TextEncoder().encode(body)),
  );
  return `sha256=${[...mac].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
