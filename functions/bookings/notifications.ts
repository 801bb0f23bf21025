import type { Alternative } from './alternatives';
import { SUPPORT_EMAIL } from '#shared/messages';
import { internationalPhone, whatsappLink } from '#shared/phone';
import type { Queries } from '#functions/db/client';
import type { Platform } from '#functions/platform/platform';
import type { CalendarEvent } from './calendar';
import { calendarFile } from './calendar-file';
import type { BookingWithListing } from './repository';
import type { BookingNotice } from './event-jobs';
import type { BookingView } from '#shared/bookings';
import { formatKsh } from '#shared/format';
import { formatSlot } from '#shared/i18n/format';
import { emailManageLink, textLink } from './booking-keys';
import { letterOf, notify } from '#functions/notify/notify';
import { oneLine } from '#shared/typed-text';
import { clientOf, localeFor } from '#functions/notify/preferences';
import { mapLink, SMS_PART } from '#functions/notify/texts';
import { localePath } from '#shared/i18n/locales';
import { translator, type Translate } from '#shared/i18n/translate';
import { bookedName } from '#shared/booking-name';
import type { MailAttachment } from '#functions/db/schema/mail';
import { pinMap } from './home-visit';
import { bookingPush, factsIn, isForgotten, shortWhen, summaryIn, textFacts, textName } from './notice-words';

const CALENDAR_STATUS: Record<BookingNotice, CalendarEvent['status']> = {
  requested: 'TENTATIVE',
  rescheduled: 'TENTATIVE',
  moved: 'CONFIRMED',
  confirmed: 'CONFIRMED',
  declined: 'CANCELLED',
  cancelled: 'CANCELLED',
  providerCancelled: 'CANCELLED',
  withdrawn: 'CANCELLED',
};

/** A visit at the client's place, for the provider: where, its map and the travel fee (decision 043). */
function homeLines(p: Translate, booking: BookingWithListing['booking']) {
  if (!booking.homeAddress) return [];
  const map = pinMap(booking);
  return [
    p('notice.atClient', {
      place: [booking.homeAddress, booking.homeLandmark].filter(Boolean).join(', '),
      fee: formatKsh(booking.travelFee ?? 0, p.locale),
    }),
    ...(map ? [p('notice.map', { link: map })] : []),
  ];
}

/** Who hears of each change: the buyer always; the provider (or our support desk) when the buyer acted. */
const TELL_PROVIDER: Record<BookingNotice, boolean> = {
  requested: true,
  rescheduled: true,
  moved: false,
  confirmed: false,
  declined: false,
  cancelled: true,
  providerCancelled: false,
  withdrawn: false,
};

/** The provider as a notice reaches them: their account, or our support desk for an enquiry. */
export interface ProviderContact {
  id: string;
  email: string;
  phoneNumber: string;
}

/** Lines about a change beyond the summary (the provider's reason, the deposit), in a language. */
export type ChangeNote = (t: Translate) => string;

/**
 * A booking change told to the people concerned, on their channels, each in their own language
 * (decisions 017, 020): the e-mail carries an .ics file so the appointment lands in (or leaves)
 * the reader's calendar, the text and WhatsApp message the service, the Nairobi time, the number
 * and where to manage it. `sequence` is the booking's number of changes so far.
 */
export async function notifyBooking(
  platform: Platform,
  /** Where the messages are queued: the transaction of the change's event. */
  db: Queries,
  notice: BookingNotice,
  listing: BookingWithListing,
  provider: ProviderContact | null,
  sequence: number,
  now: number,
  note: ChangeNote = () => '',
): Promise<void> {
  const { booking } = listing;
  const calendar = (t: Translate, link: string) =>
    calendarFile(platform, listing, t, link, CALENDAR_STATUS[notice], sequence, now);
  const extra = (t: Translate) => (note(t) ? `\n\n${note(t)}` : '');
  const change: Change = { platform, db, notice, listing, calendar, extra, now };
  // A client who deleted their account is forgotten before their bookings are cancelled: they are
  // sent nothing more, and the provider hears of "a former client", with no way to reach them.
  if (!isForgotten(booking)) await tellClient(change);
  if (TELL_PROVIDER[notice]) await tellProvider(change, provider);
}

interface Change {
  platform: Platform;
  db: Queries;
  notice: BookingNotice;
  listing: BookingWithListing;
  calendar: (t: Translate, link: string) => MailAttachment;
  extra: (t: Translate) => string;
  now: number;
}

async function tellClient({ platform, db, notice, listing, calendar, extra, now }: Change) {
  const { booking, servicePhone, serviceLocation } = listing;
  const site = platform.siteUrl;
  const emailManage = await emailManageLink(db, site, booking, now);
  const buyer = clientOf(booking);
  const t = translator(await localeFor(db, buyer));
  const manage = await textLink(db, site, booking, t.locale, now);
  const subject = t(`notice.buyer.${notice}`);
  // A visit at the client's place is where they said (decision 043), not the listing's.
  const where = booking.homeAddress ?? serviceLocation;
  const place = where
    ? [
        '',
        t('notice.where', { place: where }),
        ...(booking.homeAddress ? [] : [t('notice.map', { link: mapLink(where) })]),
      ]
    : [];
  const chat = servicePhone ? ['', t('notice.chat', { link: whatsappLink(servicePhone) })] : [];
  await notify(
    db,
    platform,
    {
      kind: 'booking-update',
      to: buyer,
      locale: t.locale,
      subject: `${subject}: ${bookedName(booking, t)}`,
      greeting: t('notice.hello', { name: booking.name }),
      paragraphs: [
        t(`notice.buyerText.${notice}`) + extra(t),
        [
          summaryIn(t, booking),
          t('notice.what', { what: factsIn(t, booking) }),
          t('notice.booking', { id: booking.id }) + place.join('\n') + chat.join('\n'),
        ].join('\n'),
        t('notice.manage', { link: emailManage }),
      ],
      attachments: [calendar(t, manage)],
      text: {
        before: `Mabinti: ${subject}: `,
        name: textName(booking),
        after: t('notice.smsBuyer', {
          when: shortWhen(t, booking),
          facts: textFacts(t, booking),
          id: booking.id,
          link: manage,
        }),
      },
      // The chat's message carries what the e-mail adds (the deposit and its receipt, a reason), on one line.
      whatsapp: [
        booking.name,
        subject,
        [`${summaryIn(t, booking)} (${factsIn(t, booking)})`, oneLine(extra(t))].filter(Boolean).join('. '),
        `#${booking.id}`,
        manage,
      ],
      push: bookingPush(t, booking, subject, localePath(t.locale, `/account/ticket/${booking.id}`)),
      startsAt: booking.startsAt,
    },
    now,
  );
}

async function tellProvider(
  { platform, db, notice, listing: { booking }, calendar, extra, now }: Change,
  provider: ProviderContact | null,
) {
  const site = platform.siteUrl;
  const forgotten = isForgotten(booking);
  const seller = provider && { userId: provider.id, email: provider.email, phone: provider.phoneNumber };
  const p = translator(seller ? await localeFor(db, seller) : 'en');
  const bookingsPage = site + localePath(p.locale, '/account/bookings');
  const title = p(`notice.provider.${notice}`);
  const clientName = forgotten ? p('privacy.formerClient') : booking.name;
  const client = forgotten
    ? p('notice.clientForgotten')
    : // Only what the client gave: a WhatsApp or USSD booking has no e-mail address.
      p('notice.client', {
        who: [booking.name, booking.email, booking.phoneNumber && internationalPhone(booking.phoneNumber)]
          .filter(Boolean)
          .join(', '),
      });
  const letter = {
    subject: `${title}: ${bookedName(booking, p)}`,
    paragraphs: [
      `${title}.${extra(p)}`,
      [
        summaryIn(p, booking),
        p('notice.what', { what: factsIn(p, booking) }),
        p('notice.booking', { id: booking.id }),
        client + (booking.message ? `\n${p('notice.message', { message: oneLine(booking.message) })}` : ''),
        ...homeLines(p, booking),
      ].join('\n'),
      ...(forgotten ? [] : [p('notice.replyWhatsapp', { link: whatsappLink(booking.phoneNumber) })]),
      p('notice.confirmOrDecline', { link: bookingsPage }),
    ],
    attachments: [calendar(p, bookingsPage)],
  };
  if (!seller) {
    await platform.mailer.sendIn(db, { ...letterOf(letter), to: SUPPORT_EMAIL, kind: 'booking-update' });
    return;
  }
  await notify(
    db,
    platform,
    {
      kind: 'booking-update',
      to: seller,
      locale: p.locale,
      ...letter,
      text: {
        before: `Mabinti: ${title}: `,
        name: textName(booking),
        after: p('notice.smsProvider', {
          when: shortWhen(p, booking),
          facts: textFacts(p, booking),
          id: booking.id,
          link: bookingsPage,
        }),
        // The provider decides on these facts: room for them in two parts of a text.
        limit: 2 * SMS_PART,
      },
      whatsapp: [
        title,
        `${summaryIn(p, booking)} (${factsIn(p, booking)})`,
        clientName,
        `#${booking.id}`,
        bookingsPage,
      ],
      push: bookingPush(p, booking, title, localePath(p.locale, '/account/bookings')),
      startsAt: booking.startsAt,
    },
    now,
  );
}

/**
 * What a message about a change says beyond the summary: the provider's reason, and the deposit;
 * for a late cancellation by the provider (`others` given, decision 051), an apology and other
 * providers free near the time.
 */
export function noteOf(view: BookingView, others: Alternative[] | null = null): ChangeNote {
  return (t) => {
    const lines: string[] = [];
    const reason = view.history.at(-1)?.reason;
    if (reason) lines.push(t('notice.reason', { reason: oneLine(reason) }));
    if (others) lines.push(t(view.deposit ? 'guarantee.sorryDeposit' : 'guarantee.sorry'));
    if (others?.length) lines.push(t('guarantee.others'));
    for (const other of others ?? [])
      lines.push(
        t('guarantee.other', { name: oneLine(other.name), time: formatSlot(t.locale, other.time), link: other.url }),
      );
    // A visit of several parts, a group's with the person each is for (decision 048): every part.
    for (const part of view.visit && view.visit.length > 1 ? view.visit : []) {
      const person = part.person ? ` · ${t('group.for', { name: oneLine(part.person) })}` : '';
      lines.push(`${formatSlot(t.locale, part.time)} ${part.optionName ?? part.serviceName}${person}`);
    }
    if (view.deposit) {
      const facts = {
        label: t.say(view.deposit.label),
        amount: formatKsh(view.deposit.amount, t.locale),
        receipt: view.deposit.receipt ?? '',
      };
      lines.push(t(view.deposit.receipt ? 'notice.receipt' : 'notice.deposit', facts));
    }
    return lines.join('\n');
  };
}
