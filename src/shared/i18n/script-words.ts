/**
 * What the pages' small scripts may say (toasts, confirmations), in English. A Kiswahili page
 * carries their Kiswahili in a JSON block (BaseLayout, `#page-words`), read by `say` in
 * src/scripts/toast.ts, so no script ships a catalogue (decision 020).
 */
import { FAVOURITE_MESSAGES } from '#shared/favourites';
import { REVIEW_MESSAGES } from '#shared/review-messages';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { ACCOUNT_MESSAGES } from '#shared/account-messages';
import { CONFIRM_CANCEL, CONFIRM_DECLINE, SCRIPT_NOTICES } from '#shared/script-texts';
import type { Locale } from './locales';
import { TRANSLATED, messageInSwahili } from './sw-messages';

const SCRIPT_WORDS = [
  ...Object.values(FAVOURITE_MESSAGES),
  ...Object.values(SCRIPT_NOTICES),
  REVIEW_MESSAGES.reported,
  REVIEW_MESSAGES.saved,
  REVIEW_MESSAGES.replied,
  BOOKING_MESSAGES.reasonRequired,
  ACCOUNT_MESSAGES.signedIn,
  CONFIRM_CANCEL,
  CONFIRM_DECLINE,
  'Something went wrong. Please try again.',
  'Done',
];

/**
 * The scripts' words in `locale`, keyed by their English, with the texts the page's own islands
 * show (`extra`: their English text modules); nothing for English pages.
 */
export function scriptWords(locale: Locale, extra: readonly string[] = []): Record<string, string> | null {
  if (locale === 'en') return null;
  return inLocale([...SCRIPT_WORDS, ...extra]);
}

/** English texts and their Kiswahili, leaving out those said the same way. */
const inLocale = (texts: readonly string[]) =>
  Object.fromEntries(
    texts.flatMap((english) => {
      const swahili = messageInSwahili(english);
      return swahili === english ? [] : [[english, swahili]];
    }),
  );

/** What the appointment dialog may have to say from the shared message sets (src/pages/words). */
export function dialogWords(locale: Locale): Record<string, string> {
  if (locale === 'en') return {};
  const { ACCOUNT_MESSAGES, BOOKING_MESSAGES, STATUS_LABELS, ACTION_WORDS } = TRANSLATED;
  const { DEPOSIT_MESSAGES, DEPOSIT_STATE_LABELS, PAYMENT_MESSAGES } = TRANSLATED;
  return inLocale(
    [
      ACCOUNT_MESSAGES,
      BOOKING_MESSAGES,
      STATUS_LABELS,
      ACTION_WORDS,
      DEPOSIT_MESSAGES,
      DEPOSIT_STATE_LABELS,
      PAYMENT_MESSAGES,
    ]
      .flatMap((set) => Object.values(set))
      .concat('Something went wrong. Please try again.', 'Name is too long'),
  );
}
