/**
 * `/dev/phone` (the demo only, with the outbox viewer): a feature phone in the browser. Each
 * answer is posted to the product's own USSD callback with Africa's Talking's fields, exactly as
 * the USSD emulator does, and the page shows the screen that hop was answered with.
 */
import type { Platform } from '#functions/platform/platform';
import { normalisePhone } from '#shared/phone';
import { replyGivenTo } from '#functions/notify/inbound';
import { hopId } from './service';

export const NETWORKS = { '63902': 'Safaricom', '63903': 'Airtel', '63907': 'Telkom' } as const;
type Network = keyof typeof NETWORKS;
const isNetwork = (value: string): value is Network => Object.keys(NETWORKS).includes(value);

export const devPhoneOn = (platform: Platform) => platform.config.OUTBOX_VIEWER && Boolean(platform.config.AT_USSD_KEY);

export interface PhoneTurn {
  phone: string;
  network: string;
  /** Dialling: a code such as *384*21# or *384*21*25#. */
  dial?: string;
  session?: string;
  /** Every answer so far, joined by `*`. */
  text?: string;
  answer?: string;
}

/** Posts one hop; where the page goes next (its session and text), or null for what cannot be dialled. */
export async function playTurn(platform: Platform, turn: PhoneTurn) {
  const phone = await normalisePhone(turn.phone);
  const network = isNetwork(turn.network) ? turn.network : '63902';
  const service = /^(\*\d{1,4}\*\d{1,4})((?:\*\d{1,9})*)#$/.exec(turn.dial ?? platform.config.USSD_CODE);
  if (!phone || !service) return null;
  const session = turn.dial ? `ATUid_dev_${crypto.randomUUID().replaceAll('-', '')}` : (turn.session ?? '');
  if (!/^ATUid_dev_[0-9a-f]{32}$/.test(session)) return null;
  const answer = (turn.answer ?? '').replaceAll('*', ' ').trim().slice(0, 60);
  const text = turn.dial ? service[2]!.slice(1) : turn.text ? `${turn.text}*${answer}` : answer;
  const fields = { sessionId: session, serviceCode: `${service[1]}#`, phoneNumber: phone, networkCode: network, text };
  await fetch(`${platform.siteUrl}/api/ussd?key=${encodeURIComponent(platform.config.AT_USSD_KEY ?? '')}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { session, text, phone: turn.phone, network };
}

/** The screen a hop of this session, from this phone, was answered with, if it was. */
export async function screenOf(platform: Platform, session: string, phone: string, text: string) {
  const phoneNumber = await normalisePhone(phone);
  return phoneNumber ? replyGivenTo(platform.db, 'ussd', hopId({ sessionId: session, phoneNumber, text })) : undefined;
}
