/** How a booking is worded in messages: its summary, its facts, when, and its Web Push. */
import type { PushNotice } from '#shared/push';
import { bookedName } from '#shared/booking-name';
import { formatDuration, formatKsh } from '#shared/format';
import { formatDay, formatSlot } from '#shared/i18n/format';
import type { Translate } from '#shared/i18n/translate';
import { shortDate } from '#functions/notify/texts';

/** 'Braids on Saturday, 28 November 2026 at 9:00 AM (Nairobi time)', in the reader's language. */
export const summaryIn = (
  t: Translate,
  booking: { serviceId: number | null; serviceName: string; date: string; time: string },
) => {
  const time = formatSlot(t.locale, booking.time);
  const summary = t('notice.summary', {
    service: bookedName(booking, t),
    date: formatDay(t.locale, booking.date),
    time,
  });
  return t('notice.nairobiTime', { summary });
};

/** 'Sat 28 Nov 9:00 AM' / 'Jumamosi, 28 Nov saa 3:00 asubuhi': when, short enough for a text. */
export const shortWhen = (t: Translate, booking: { date: string; time: string }) => {
  return `${shortDate(booking.date, t.locale)} ${formatSlot(t.locale, booking.time)}`;
};

type Booked = {
  serviceName: string;
  optionName: string | null;
  optionPrice: number | null;
  startsAt: number;
  endsAt: number;
};

/** 'Waist length, 4 h, Ksh 6,500': the option booked, how long it takes and its price. */
export const factsIn = (t: Translate, booking: Booked) =>
  [
    booking.optionName === booking.serviceName ? null : booking.optionName,
    formatDuration(Math.round((booking.endsAt - booking.startsAt) / 60_000), t.locale),
    booking.optionPrice === null ? null : formatKsh(booking.optionPrice, t.locale),
  ]
    .filter(Boolean)
    .join(', ');

/** The facts a text has room for after the service's name: how long and how much. */
export const textFacts = (t: Translate, booking: Booked) => factsIn(t, { ...booking, optionName: null });

/** A booking whose client deleted their account: name, e-mail and phone are blanked (decision 028). */
export const isForgotten = (booking: { name: string; email: string; phoneNumber: string }) =>
  !booking.name && !booking.email && !booking.phoneNumber;

/** The service and option, as a text names them: 'Braids – Waist length'. */
export const textName = (booking: Booked) =>
  booking.optionName && booking.optionName !== booking.serviceName
    ? `${booking.serviceName} - ${booking.optionName}`
    : booking.serviceName;

/**
 * A booking's Web Push (decision 032): the title, then only the service and the time, since it may
 * show on a locked screen; a tap opens `path`.
 */
export const bookingPush = (
  t: Translate,
  booking: Booked & { id: number; date: string; time: string },
  title: string,
  path: string,
): PushNotice => ({
  title,
  body: `${textName(booking)}, ${shortWhen(t, booking)}`,
  url: path,
  tag: `booking-${booking.id}`,
  until: booking.startsAt,
});
