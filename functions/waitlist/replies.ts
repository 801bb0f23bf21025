/**
 * A reply to an offer (decision 046): "1" (or its words) takes the time, "2" passes, from the
 * number the offer went to, while it is open. A reply goes to whichever asked last, the offer or
 * a reminder (bookings/replies.ts answers the rest, STOP first). The same message twice, or the
 * same answer to one offer, acts and is answered once.
 */
import { latestOpenPromptTo } from '#functions/bookings/public';
import { receiveSms, type InboundSms } from '#functions/bookings/replies';
import { CANCEL, COMING } from '#functions/bookings/reply-words';
import { shortWhen } from '#functions/bookings/notice-words';
import { replyGivenTo, takeOnce } from '#functions/notify/inbound';
import { queueMessage } from '#functions/notify/outbox';
import type { Platform } from '#functions/platform/platform';
import { Refusal } from '#functions/platform/refusal';
import { translator } from '#shared/i18n/translate';
import { normalisePhone } from '#shared/phone';
import { asksToStop } from '#functions/notify/reports';
import * as repo from './repository';
import { declineOffer, takeOffer } from './take';

/** What answering an offer with `word` did, in the offer's client's language. */
export async function answerOffer(platform: Platform, offer: repo.OfferRow, word: string, now: number) {
  const entry = await repo.findEntry(platform.db, offer.entryId);
  const t = translator(entry?.locale ?? 'en');
  try {
    if (CANCEL.has(word)) {
      await declineOffer(platform, offer, now);
      return t('waitlist.reply.passed');
    }
    const booking = await takeOffer(platform, offer, now);
    return t('waitlist.reply.taken', { service: booking.serviceName, at: shortWhen(t, booking), id: booking.id });
  } catch (error) {
    if (!(error instanceof Refusal) || error.kind === 'unavailable') throw error;
    return t('waitlist.reply.ended');
  }
}

/** A WhatsApp offer's button, tapped from `phone`: what it did, in words (nothing for another number's offer). */
export async function answerOfferButton(
  platform: Platform,
  phone: string,
  offerId: number,
  word: '1' | '2',
  now: number,
) {
  const offer = await repo.offerToPhone(platform.db, offerId, phone);
  return offer ? answerOffer(platform, offer, word, now) : translator('en')('waitlist.reply.ended');
}

/** The offer a reply from `phone` answers: its newest open one, unless a reminder asked since. */
export async function offerAnswered(platform: Platform, phone: string, word: string, now: number) {
  if (!COMING.has(word) && !CANCEL.has(word)) return undefined;
  const offer = await repo.openOfferToPhone(platform.db, phone, now);
  if (!offer) return undefined;
  const prompt = await latestOpenPromptTo(platform.db, phone, now);
  return prompt && prompt.askedAt > offer.createdAt ? undefined : offer;
}

export async function receiveText(platform: Platform, sms: InboundSms, now = Date.now()) {
  const phone = await normalisePhone(sms.from);
  const word = sms.text
    .trim()
    .toUpperCase()
    .replace(/[.!]+$/, '');
  const offer = phone && !asksToStop(sms.text, 'sms') ? await offerAnswered(platform, phone, word, now) : undefined;
  if (!offer || !phone) return receiveSms(platform, sms, now);
  if (!sms.id || (await replyGivenTo(platform.db, 'sms', sms.id)) !== undefined) return;
  const claim = `offer:${offer.id}:${COMING.has(word) ? 'take' : 'pass'}`;
  if (!(await takeOnce(platform.db, { channel: 'sms-answer', providerId: claim, reply: '', receivedAt: now }))) {
    await takeOnce(platform.db, { channel: 'sms', providerId: sms.id, reply: '', receivedAt: now });
    return;
  }
  const reply = await answerOffer(platform, offer, word, now);
  await platform.db.transaction(async (tx) => {
    if (!(await takeOnce(tx, { channel: 'sms', providerId: sms.id, reply, receivedAt: now }))) return;
    await queueMessage(
      tx,
      platform.transports,
      { channel: 'sms', to: phone, subject: 'SMS', text: reply, kind: 'booking-reply' },
      now,
    );
  });
}
