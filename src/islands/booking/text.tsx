import { createContext, useContext } from 'react';
import { bookingEn, type BookingKey } from '#shared/i18n/booking-text';
import { fill, type Params } from '#shared/i18n/fill';
import { formatDay, formatSlot } from '#shared/i18n/format';
import type { Locale } from '#shared/i18n/locales';
import { say, type Words } from '../../scripts/toast';

/** The dialog's words in the page's language (decision 020). */
export interface BookingText {
  locale: Locale;
  t: (key: BookingKey, params?: Params) => string;
  /** A message of the shared sets by key (the schemas', a toast's), or a text the API said, in this language. */
  message: (key: string) => string;
  /** A booking's day and its slot ('9:00 AM' on the wire) as this language writes them. */
  when: (date: string, slot: string) => string;
  time: (slot: string) => string;
}

function textIn(locale: Locale, strings: Record<BookingKey, string>, message: (key: string) => string): BookingText {
  const time = (slot: string) => formatSlot(locale, slot);
  const t = (key: BookingKey, params?: Params) => fill(strings[key], params);
  return {
    locale,
    t,
    message,
    time,
    when: (date, slot) => t('booking.at', { date: formatDay(locale, date), time: time(slot) }),
  };
}

const english = textIn('en', bookingEn, (key) => key);
const TextContext = createContext(english);
export const TextProvider = TextContext.Provider;
export const useText = () => useContext(TextContext);

/**
 * The texts for the page's language (its `<html lang>`), once someone books: the dialog's own
 * (Kiswahili loads only on a Kiswahili page) and the shared messages' (src/pages/words).
 */
export async function loadText(): Promise<BookingText> {
  const locale: Locale = document.documentElement.lang === 'sw' ? 'sw' : 'en';
  const [strings, words] = await Promise.all([
    locale === 'sw' ? import('#shared/i18n/booking-text.sw').then((module) => module.bookingSw) : bookingEn,
    // Without them the server's own answers still come in the page's language.
    fetch(`/words/${locale}.json`)
      .then((response): Promise<Words> | Words => (response.ok ? response.json() : {}))
      .catch((): Words => ({})),
  ]);
  return textIn(locale, strings, (key) => say(key, undefined, words));
}
