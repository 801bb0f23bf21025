import { createContext, useContext } from 'react';
import { bookingEn, type BookingKey } from '#shared/i18n/booking-text';
import { fill, type Params } from '#shared/i18n/fill';
import { formatDay, formatSlot } from '#shared/i18n/format';
import type { Locale } from '#shared/i18n/locales';

/** The dialog's words in the page's language (decision 020). */
export interface BookingText {
  locale: Locale;
  t: (key: BookingKey, params?: Params) => string;
  /** A text of the shared English message modules (the schemas', a toast's) in this language. */
  message: (english: string) => string;
  /** A booking's day and its slot ('9:00 AM' on the wire) as this language writes them. */
  when: (date: string, slot: string) => string;
  time: (slot: string) => string;
}

function textIn(
  locale: Locale,
  strings: Record<BookingKey, string>,
  message: (english: string) => string,
): BookingText {
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

const english = textIn('en', bookingEn, (text) => text);
const TextContext = createContext(english);
export const TextProvider = TextContext.Provider;
export const useText = () => useContext(TextContext);

/**
 * The texts for the page's language (its `<html lang>`): the Kiswahili ones, and the Kiswahili of
 * the shared messages (src/pages/words), load only on a Kiswahili page, and only once someone books.
 */
export async function loadText(): Promise<BookingText> {
  if (document.documentElement.lang !== 'sw') return english;
  const [{ bookingSw }, words] = await Promise.all([
    import('#shared/i18n/booking-text.sw'),
    // Without them the server's own answers still come in Kiswahili; the dialog's checks say English.
    fetch('/words/sw.json')
      .then((response): Promise<Record<string, string>> | Record<string, string> =>
        response.ok ? response.json() : {},
      )
      .catch((): Record<string, string> => ({})),
  ]);
  return textIn('sw', bookingSw, (english) => words[english] ?? english);
}
