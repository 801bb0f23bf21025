/**
 * Replies to a reminder text (issue 43): "1" (YES, NDIO, THIBITISHA) says the client is coming,
 * "2" (NO, HAPANA, GHAIRI) cancels under the web's rules. Only the number the reminder went to
 * can act, on the latest prompt whose booking is still to come; STOP (ACHA) keeps priority, and
 * anything else gets a short help text. Each message is stored under Africa's Talking's id with
 * its reply in one transaction, so the same message twice acts, and is answered, once.
 */
import { HttpError } from '#functions/api/http-error';
import type { Platform } from '#functions/platform/platform';
import { actOnBooking } from '#functions/bookings/service';
import { earlierReply, storeInbound } from '#functions/ussd/repository';
import { normalisePhone } from '#shared/phone';
import { translator } from '#shared/i18n/translate';
import { queueMessage } from './outbox';
import { receiveReply } from './reports';
import { answerPrompt, confirmAttendance, latestOpenPrompt } from './replies-repository';

const COMING = new Set(['1', 'YES', 'NDIO', 'NDIYO', 'THIBITISHA']);
const CANCEL = new Set(['2', 'NO', 'HAPANA', 'GHAIRI']);

export interface InboundSms {
  /** Africa's Talking's id for the message. */
  id: string;
  from: string;
  text: string;
}

export async function receiveSms(platform: Platform, sms: InboundSms, now = Date.now()) {
  // STOP first, whatever else was asked.
  if (await receiveReply(platform, 'sms', sms.from, sms.text)) return;
  const phone = await normalisePhone(sms.from);
  if (!sms.id || !phone || (await earlierReply(platform.db, 'sms', sms.id)) !== undefined) return;
  const word = sms.text
    .trim()
    .toUpperCase()
    .replace(/[.!]+$/, '');
  const asked = await latestOpenPrompt(platform.db, phone, now);
  const t = translator(asked?.booking.locale ?? 'en');
  let reply = t('notice.reply.help');
  if (asked && COMING.has(word)) reply = t('notice.reply.confirmed', { id: asked.booking.id });
  if (asked && CANCEL.has(word)) {
    try {
      const request = { key: null, newTime: null, promptedPhone: phone };
      await actOnBooking(platform, null, String(asked.booking.id), 'cancel', request, now);
      reply = t('notice.reply.cancelled', { id: asked.booking.id });
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      reply = t('notice.reply.tooLate', { id: asked.booking.id });
    }
  }
  await platform.db.transaction(async (tx) => {
    if (!(await storeInbound(tx, { channel: 'sms', providerId: sms.id, reply, receivedAt: now }))) return;
    if (asked && (COMING.has(word) || CANCEL.has(word))) await answerPrompt(tx, asked.prompt, now);
    if (asked && COMING.has(word)) await confirmAttendance(tx, asked.booking.id, now);
    await queueMessage(
      tx,
      platform.transports,
      { channel: 'sms', to: phone, subject: 'SMS', text: reply, kind: 'booking-reply' },
      now,
    );
  });
}
