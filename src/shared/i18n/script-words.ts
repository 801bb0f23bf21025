/**
 * What the pages' small scripts and islands may say from the message sets (toasts, confirmations,
 * the schemas' checks), as catalogue keys. Every page carries their raw texts in its language in
 * a JSON block (BaseLayout, `#page-words`), read by `say` in src/scripts/toast.ts, so no script
 * ships a catalogue (decision 020).
 */
import { FAVOURITE_MESSAGES } from '#shared/favourites';
import { REVIEW_MESSAGES, REVIEW_NOTICES } from '#shared/review-messages';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { ACCOUNT_MESSAGES } from '#shared/account-messages';
import { BOOKING_ACTIONS } from '#shared/booking-actions';
import { HISTORY_LABELS, STATUS_LABELS } from '#shared/booking-status';
import { DEPOSIT_MESSAGES, DEPOSIT_STATE_LABELS } from '#shared/deposits';
import { PAYMENT_MESSAGES } from '#shared/payments';
import { SOMETHING_WENT_WRONG } from '#shared/messages';
import { CONFIRM_DECLINE, SCRIPT_NOTICES } from '#shared/script-texts';
import type { MessageKey } from './en';
import type { Locale } from './locales';
import { wordsFor } from './translate';

const SCRIPT_WORDS: MessageKey[] = [
  ...Object.values(FAVOURITE_MESSAGES),
  ...Object.values(SCRIPT_NOTICES),
  ...Object.values(REVIEW_NOTICES),
  REVIEW_MESSAGES.reported,
  REVIEW_MESSAGES.saved,
  REVIEW_MESSAGES.replied,
  BOOKING_MESSAGES.reasonRequired,
  ACCOUNT_MESSAGES.signedIn,
  CONFIRM_DECLINE,
  SOMETHING_WENT_WRONG,
  'api.done',
  ...Object.values(BOOKING_ACTIONS).map((action) => action.done),
];

/** The scripts' words in `locale`, with those the page's own islands show (`extra`). */
export const scriptWords = (locale: Locale, extra: readonly MessageKey[] = []): Record<string, string> =>
  wordsFor(locale, [...SCRIPT_WORDS, ...extra]);

/** What the appointment dialog may say from the message sets, fetched when it first opens (src/pages/words). */
export const dialogWords = (locale: Locale): Record<string, string> =>
  wordsFor(locale, [
    ...[
      ACCOUNT_MESSAGES,
      BOOKING_MESSAGES,
      STATUS_LABELS,
      HISTORY_LABELS,
      DEPOSIT_MESSAGES,
      DEPOSIT_STATE_LABELS,
      PAYMENT_MESSAGES,
    ]
      .map((set): Record<string, MessageKey> => set)
      .flatMap((set) => Object.values(set)),
    ...Object.values(BOOKING_ACTIONS).flatMap((action) => [action.label, action.done] as MessageKey[]),
    SOMETHING_WENT_WRONG,
    'api.nameTooLong',
    'api.messageTooLong',
    'form.atMost',
    'depositTexts.terms',
  ]);
