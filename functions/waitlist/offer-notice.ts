/**
 * An offer as its client hears it (decision 046), on their channels: the e-mail's link takes or
 * passes; a text or WhatsApp message is answered 1 (take) or 2 (pass); a push opens the list in
 * My Account, where a signed-in client takes it (a push carries no key).
 */
import type { Queries } from '#functions/db/client';
import type { Notice } from '#functions/notify/notify';
import { clientOf, localeFor } from '#functions/notify/preferences';
import { fitText } from '#functions/notify/texts';
import type { Platform } from '#functions/platform/platform';
import { shortWhen, summaryIn } from '#functions/bookings/notice-words';
import { localePath } from '#shared/i18n/locales';
import { translator } from '#shared/i18n/translate';
import { OFFER_MINUTES } from '#shared/waitlist';
import type { EntryRow, OfferRow } from './repository';

/** The buttons a WhatsApp offer carries: the payloads its taps come back with. */
export const offerButtons = (offerId: number) => [`offer:${offerId}:1`, `offer:${offerId}:2`];

/** The offer and the answer an offer button's payload carries, or null. */
export function readOfferButton(payload: string): { offerId: number; word: '1' | '2' } | null {
  const parts = /^offer:(\d{1,12}):([12])$/.exec(payload);
  return parts ? { offerId: Number(parts[1]), word: parts[2] as '1' | '2' } : null;
}

export async function offerNotice(
  db: Queries,
  platform: Platform,
  {
    entry,
    offer,
    listing,
    option,
    key,
  }: {
    entry: EntryRow;
    offer: OfferRow;
    listing: { id: number; name: string };
    option: { name: string };
    key: string;
  },
): Promise<Notice> {
  const to = { ...clientOf(entry), email: entry.email || null };
  const t = translator(await localeFor(db, to));
  const named = { serviceId: listing.id, serviceName: listing.name, date: offer.date, time: offer.time };
  const service = option.name && option.name !== listing.name ? `${listing.name} - ${option.name}` : listing.name;
  const link = `${platform.siteUrl}${localePath(t.locale, `/waitlist/offer/${key}`)}`;
  const subject = t('waitlist.notice.subject', { service: listing.name, when: shortWhen(t, offer) });
  return {
    kind: 'waitlist-offer',
    to,
    locale: t.locale,
    subject,
    greeting: t('notice.hello', { name: entry.name }),
    paragraphs: [
      t('waitlist.notice.free', { summary: summaryIn(t, named), minutes: OFFER_MINUTES }),
      t('waitlist.notice.answer', { link }),
    ],
    text: {
      before: 'Mabinti: ',
      name: service,
      after: t('waitlist.notice.sms', { at: shortWhen(t, offer), minutes: OFFER_MINUTES }),
    },
    whatsapp: [entry.name, service, shortWhen(t, offer), String(OFFER_MINUTES)],
    prompt: { buttons: offerButtons(offer.id), record: async () => {} },
    push: {
      title: subject,
      body: `${fitText('', service, '', 60)}, ${shortWhen(t, offer)}`,
      url: localePath(t.locale, '/account/waitlist'),
      tag: `offer-${offer.id}`,
      until: offer.expiresAt,
    },
  };
}
