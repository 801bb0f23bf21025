/**
 * Replies to a reminder text: "1" (YES, NDIO, THIBITISHA) says the client is coming,
 * "2" (NO, HAPANA, GHAIRI) cancels under the web's rules. Only the number the reminder went to
 * can act, on the latest prompt whose booking is still to come; STOP (ACHA) keeps priority, and
 * anything else gets a short help text. Each message is stored under Africa's Talking's id with
 * its reply in one transaction, so the same message twice acts, and is answered, once; and the
 * same word to one prompt is answered once, whatever its id (ten copies sent at once cost one text).
 */
import { Refusal } from '#functions/platform/refusal';
import type { Platform } from '#functions/platform/platform';
import { actOnBooking } from './actions';
import { replyGivenTo, takeOnce } from '#functions/notify/inbound';
import { normalisePhone } from '#shared/phone';
import { translator } from '#shared/i18n/translate';
import { queueMessage } from '#functions/notify/outbox';
import { receiveReply } from '#functions/notify/reports';
import { answerPrompt, confirmAttendance, latestOpenPrompt } from './replies-repository';
import { CANCEL, COMING } from './reply-words';
import type { Queries } from '#functions/db/client';

const HOUR = 3_600_000;

export interface InboundSms {
  /** Africa's Talking's id for the message. */
  id: string;
  from: string;
  text: string;
}

export type Asked = NonNullable<Awaited<ReturnType<typeof latestOpenPrompt>>>;
export type Acted = 'coming' | 'cancelled' | null;

/**
 * Does what a reply's word asks of the prompt it answers (the cancel, under the web's cut-off
 * and deposit rules, as the prompted number): the words to answer with, and what was done.
 */
export async function actOnReply(
  platform: Platform,
  phone: string,
  word: string,
  asked: Asked | undefined,
  now: number,
): Promise<{ reply: string; acted: Acted }> {
  const t = translator(asked?.booking.locale ?? 'en');
  if (!asked || (!COMING.has(word) && !CANCEL.has(word))) return { reply: t('notice.reply.help'), acted: null };
  const id = asked.booking.id;
  if (COMING.has(word)) return { reply: t('notice.reply.confirmed', { id }), acted: 'coming' };
  try {
    const request = { key: null, newTime: null, promptedPhone: phone };
    await actOnBooking(platform, null, String(id), 'cancel', request, now);
    return { reply: t('notice.reply.cancelled', { id }), acted: 'cancelled' };
  } catch (error) {
    if (!(error instanceof Refusal) || error.kind === 'unavailable') throw error;
    return { reply: t('notice.reply.tooLate', { id }), acted: null };
  }
}

/** Records what a reply did, in the transaction that queues its answer: the prompt answered, attendance. */
export async function settleReply(tx: Queries, asked: Asked | undefined, acted: Acted, now: number) {
  if (!asked || !acted) return;
  await answerPrompt(tx, asked.prompt, now);
  if (acted === 'coming') await confirmAttendance(tx, asked.booking.id, now);
}

export async function receiveSms(platform: Platform, sms: InboundSms, now = Date.now()) {
  // STOP first, whatever else was asked.
  if (await receiveReply(platform, 'sms', sms.from, sms.text)) return;
  const phone = await normalisePhone(sms.from);
  if (!sms.id || !phone || (await replyGivenTo(platform.db, 'sms', sms.id)) !== undefined) return;
  const word = sms.text
    .trim()
    .toUpperCase()
    .replace(/[.!]+$/, '');
  const asked = await latestOpenPrompt(platform.db, phone, now);
  // One answer per prompt and word, and one help text an hour per number, however many copies of
  // a reply come at once: each is a paid text. Claimed before acting, so the one that acts answers.
  const acts = asked && (COMING.has(word) || CANCEL.has(word));
  const claim = acts
    ? `prompt:${asked.prompt}:${COMING.has(word) ? 'coming' : 'cancel'}`
    : `help:${phone}:${Math.floor(now / HOUR)}`;
  if (!(await takeOnce(platform.db, { channel: 'sms-answer', providerId: claim, reply: '', receivedAt: now }))) {
    await takeOnce(platform.db, { channel: 'sms', providerId: sms.id, reply: '', receivedAt: now });
    return;
  }
  const { reply, acted } = await actOnReply(platform, phone, word, asked, now);
  await platform.db.transaction(async (tx) => {
    if (!(await takeOnce(tx, { channel: 'sms', providerId: sms.id, reply, receivedAt: now }))) return;
    await settleReply(tx, asked, acted, now);
    await queueMessage(
      tx,
      platform.transports,
      { channel: 'sms', to: phone, subject: 'SMS', text: reply, kind: 'booking-reply' },
      now,
    );
  });
}
