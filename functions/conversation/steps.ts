/**
 * The booking conversation's steps, whatever the channel: what each holds (its data read once
 * and kept, so "3" means what the person saw) and the words every channel writes them with. No
 * channel's drawing here: USSD draws a step as a screen (functions/ussd/screens.ts), WhatsApp as
 * buttons and lists (functions/whatsapp/render.ts).
 */
import { formatNumber, formatSlot } from '#shared/i18n/format';
import type { Translate } from '#shared/i18n/translate';
import { SW_SHORT_WEEKDAYS } from '#shared/i18n/weekdays';
import type { Locale } from '#shared/i18n/locales';
import type { HomeOffer } from '#shared/home-visits';

/** What is being booked, filled in step by step. */
export interface Draft {
  serviceId: number;
  serviceName: string;
  optionId?: number;
  optionName?: string;
  price?: number;
  deposit?: number | null;
  member?: string;
  date?: string;
  time?: string;
  /** The M-Pesa number for the deposit, asked when the line is not Safaricom's. */
  mpesa?: string;
  /** The booking this draft moves to a new time ("Change time" in My bookings), if any. */
  moving?: number;
  /** A visit at the client's place: its times keep the travel time before them (decision 043). */
  atHome?: boolean;
  /** Where at the client's place: the area chosen (with its travel fee) and the address typed. */
  home?: { area: string; fee: number; address: string };
  /** Joining the waitlist rather than booking: the name asked leads to 'wait' (decision 046). */
  waiting?: boolean;
}

/** One of the person's upcoming bookings, with what a new time for it needs. */
export type Upcoming = Listed & {
  date: string;
  time: string;
  serviceId: number | null;
  optionId: number | null;
  optionName: string | null;
  memberId: number | null;
  /** Whether it is a visit at the client's place (its new times keep the travel time). */
  atHome: boolean;
};

export interface Listed {
  id: number;
  name: string;
}

export type Step =
  | { at: 'home' }
  | { at: 'category' }
  | { at: 'town'; category: string }
  | { at: 'services'; category: string; town: string | null; page: number; shown: Listed[]; more: boolean }
  | { at: 'option'; draft: Draft; shown: Array<Listed & { price: number; deposit: number | null }> }
  | { at: 'member'; draft: Draft; shown: Array<{ id: string; name: string; price?: number; deposit?: number | null }> }
  | { at: 'where'; draft: Draft; offer: HomeOffer }
  | { at: 'area'; draft: Draft; page: number; offer: HomeOffer }
  | { at: 'address'; draft: Draft }
  | { at: 'day'; draft: Draft; page: number; days: string[] }
  | { at: 'time'; draft: Draft; page: number; times: string[] }
  | { at: 'name'; draft: Draft }
  | { at: 'confirm'; draft: Draft }
  | { at: 'wait'; draft: Draft }
  | { at: 'mpesa'; draft: Draft }
  | { at: 'payer'; draft: Draft }
  | { at: 'mine'; shown: Upcoming[] }
  | { at: 'booking'; booking: Upcoming }
  | { at: 'help' }
  | { at: 'language' }
  | { at: 'resume'; service: string; trail: Step[] };

/** Numbered choices per page of names: eight, and 9 for more. */
export const PAGE = 8;
export const MORE = '9';
/** On the list of days (or none): join the waitlist instead (decision 046). */
export const NOTIFY = '7';
/** Days the waitlist is joined for from a phone: the next two weeks. */
export const WAIT_DAYS = 14;
/**
 * Days and times a page: six, so that a notice above them ("That time was just taken") and the
 * longest Kiswahili time ("12:30 asubuhi") fit whole in 182 characters.
 */
export const LIST_PAGE = 6;

/**
 * Days a page: five, one fewer than times, so that "Notify me when free" (the waitlist) fits below
 * them with the notice and the listing's name above.
 */
export const DAY_PAGE = 5;

/** Areas a page: four, so that each keeps its travel fee whole beside it. */
export const AREA_PAGE = 4;

/** One page of a list that is held whole (days, times, areas). */
export const pageOf = <T>(all: T[], page: number, size = LIST_PAGE) => ({
  shown: all.slice(page * size, (page + 1) * size),
  more: all.length > (page + 1) * size,
});

/** The days step's page of days. */
export const daysPage = (step: { days: string[]; page: number }) => pageOf(step.days, step.page, DAY_PAGE);

/**
 * 'Mon 30 Nov' / 'Jtt 30 Nov': Kiswahili with the calendar's short weekdays, since Intl's sw-KE
 * "short" weekday is the whole name (Jumatatu), which leaves no room for the date.
 */
export function dayLabel(locale: Locale, date: string) {
  const noon = new Date(`${date}T12:00:00Z`);
  const dayMonth = new Intl.DateTimeFormat(locale === 'sw' ? 'sw-KE' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(noon);
  const weekday =
    locale === 'sw'
      ? SW_SHORT_WEEKDAYS[noon.getUTCDay()]
      : new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }).format(noon);
  return `${weekday} ${dayMonth}`;
}

export const whenOf = (locale: Locale, date: string, time: string) =>
  `${dayLabel(locale, date)} ${formatSlot(locale, time)}`;

/** A time in a list under "Chagua saa": '2:00 asubuhi' (the title says saa), '8:00 AM'. */
export const listTime = (locale: Locale, time: string) => formatSlot(locale, time).replace(/^saa /, '');

/** An area a listing comes to, with the travel fee it adds when it adds one. */
export const areaLabel =
  (t: Translate) =>
  ({ name, fee }: { name: string; fee: number }) =>
    fee > 0 ? t('ussd.areaFee', { area: name, fee: formatNumber(t.locale, fee) }) : name;

/** 'Ksh 6,500', as the web and the texts write it. */
export const ksh = (t: Translate, amount: number) => t('ussd.price', { price: formatNumber(t.locale, amount) });

/** The price to confirm, with the trip's fee beside it for a visit at the client's place. */
export function priceOf(t: Translate, { price, home }: Draft) {
  const asked = ksh(t, price ?? 0);
  return home ? t('ussd.travel', { price: asked, fee: formatNumber(t.locale, home.fee) }) : asked;
}
