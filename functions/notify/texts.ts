/** Texts that fit one SMS: 160 characters, the variable part (a service's name) cut to fit. */
export const SMS_LENGTH = 160;
/** One part of a text sent in several (a concatenated SMS spends 7 characters on the header). */
export const SMS_PART = 153;

/** Cut with three dots, not an ellipsis: one character outside GSM 03.38 makes a text 70 characters a part. */
export function fitText(before: string, variable: string, after: string, limit = SMS_LENGTH): string {
  const room = Math.max(10, limit - before.length - after.length);
  const cut = variable.length > room ? `${variable.slice(0, room - 3)}...` : variable;
  return `${before}${cut}${after}`;
}

/** 'Sat 28 Nov' ('Jumamosi, 28 Nov'): a Nairobi date key, short enough for a text. */
export const shortDate = (key: string, locale: 'en' | 'sw' = 'en') =>
  new Date(`${key}T12:00:00Z`).toLocaleDateString(locale === 'sw' ? 'sw-KE' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** A map search for a place, short enough to read in an e-mail. */
export const mapLink = (place: string) => `https://maps.google.com/?q=${encodeURIComponent(place)}`;
