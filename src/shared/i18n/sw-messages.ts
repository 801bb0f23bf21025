/**
 * What the API and the forms say, in Kiswahili (decision 020): keyed by the English message
 * modules' own texts, which stay the one English source (the spec's wording). A message is found
 * by its exact text (sw-texts.ts) or by a pattern for messages with a figure in them.
 * i18n.test.ts checks every text of the sets in TRANSLATED has its Kiswahili. Server-only: pages
 * hand islands and scripts the few they need (script-words.ts).
 */
import { ACCOUNT_MESSAGES } from '#shared/account-messages';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { BOOKING_ACTIONS } from '#shared/booking-actions';
import { HISTORY_LABELS, STATUS_LABELS } from '#shared/booking-status';
import { DEPOSIT_MESSAGES, DEPOSIT_STATE_LABELS } from '#shared/deposits';
import { PAYMENT_MESSAGES, PURPOSE_LABELS, STATUS_LABELS as PAYMENT_STATUS_LABELS } from '#shared/payments';
import { PAYMENT_SCREEN_TEXT } from '#shared/payment-texts';
import { SELLER_PACKAGES } from '#shared/packages';
import { LISTING_MESSAGES } from '#shared/listings';
import { OPTION_MESSAGES } from '#shared/listing-options';
import { CONTACT_MESSAGES } from '#shared/contact';
import { RESET_MESSAGES } from '#shared/reset-messages';
import { SW_TEXTS } from './sw-texts';
import { SW_WORK_TEXTS } from './sw-work-texts';
import { AVAILABILITY_MESSAGES, AVAILABILITY_TEXT } from '#shared/availability-texts';
import { MODERATION_MESSAGES } from '#shared/moderation';
import { MESSAGES } from '#shared/messages';
import { FAVOURITE_MESSAGES } from '#shared/favourites';
import { ACCOUNT_PANEL_TEXT } from '#shared/account-texts';
import { CHANNEL_LABELS, NOTIFICATION_MESSAGES } from '#shared/notifications';
import { REVIEW_MESSAGES } from '#shared/review-messages';
import { own } from '#shared/own';

/** Every package's features, as the cards list them. */
const PACKAGE_FEATURES = [...new Set(SELLER_PACKAGES.flatMap((pkg) => pkg.features))];

/** What each change of a booking is called, and says once done. */
const ACTION_WORDS = Object.values(BOOKING_ACTIONS).flatMap((action) => [action.label, action.done]);

/** The message sets translated in full; a set added here must be translated whole. */
export const TRANSLATED = {
  ACCOUNT_MESSAGES,
  BOOKING_MESSAGES,
  STATUS_LABELS,
  HISTORY_LABELS,
  ACTION_WORDS,
  DEPOSIT_MESSAGES,
  DEPOSIT_STATE_LABELS,
  PAYMENT_MESSAGES,
  MESSAGES,
  FAVOURITE_MESSAGES,
  REVIEW_MESSAGES,
  ACCOUNT_PANEL_TEXT,
  CHANNEL_LABELS,
  NOTIFICATION_MESSAGES,
  PURPOSE_LABELS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_SCREEN_TEXT,
  PACKAGE_FEATURES,
  LISTING_MESSAGES,
  OPTION_MESSAGES,
  CONTACT_MESSAGES,
  RESET_MESSAGES,
  AVAILABILITY_TEXT,
  AVAILABILITY_MESSAGES,
  MODERATION_MESSAGES,
} as const;

const UNITS: Record<string, [string, string]> = {
  second: ['sekunde', 'sekunde'],
  minute: ['dakika', 'dakika'],
  hour: ['saa', 'saa'],
};

/** The booking settings as their checks name them (src/shared/bookings.ts). */
const SETTING_NAMES: Record<string, string> = {
  'The rest after a booking': 'Mapumziko baada ya miadi',
  'Clients at once': 'Idadi ya wateja kwa wakati mmoja',
  'The notice': 'Taarifa ya mapema',
  'Days ahead': 'Idadi ya siku za mbele',
};

/** Messages with a figure in them: the English pattern and its Kiswahili. */
const PATTERNS: Array<[RegExp, (...groups: string[]) => string]> = [
  [
    /^Too many attempts\. Please wait (\d+) (second|minute|hour)s? and try again\.$/,
    (count, unit) => `Majaribio ni mengi mno. Tafadhali subiri ${own(UNITS, unit!)![0]} ${count} kisha ujaribu tena.`,
  ],
  [
    /^This number has had too many M-Pesa prompts\. Please wait (\d+) (second|minute|hour)s? and try again\.$/,
    (count, unit) =>
      `Nambari hii imepokea maombi mengi mno ya M-Pesa. Tafadhali subiri ${own(UNITS, unit!)![0]} ${count} kisha ujaribu tena.`,
  ],
  [
    /^Check your phone: enter your M-Pesa PIN to pay (Ksh [\d,]+) for the (\w+) package\.$/,
    (amount, name) => `Angalia simu yako: weka PIN yako ya M-Pesa ili kulipa ${amount} kwa kifurushi cha ${name}.`,
  ],
  [
    /^Your (\w+) package allows only (\d+) (photo|video)s?$/,
    (name, count, what) => `Kifurushi chako cha ${name} kinaruhusu ${what === 'photo' ? 'picha' : 'video'} ${count} tu`,
  ],
  [
    /^(The rest after a booking|Clients at once|The notice|Days ahead) must be a whole number from (\d+) to (\d+)$/,
    (name, min, max) => `${own(SETTING_NAMES, name!)} iwe nambari kamili kuanzia ${min} hadi ${max}`,
  ],
  [
    /^The (\w+) package is not an upgrade from (\w+)$/,
    (wanted, current) => `Kifurushi cha ${wanted} si cha juu kuliko cha ${current}`,
  ],
  [
    /^This photo is (\d+×\d+) pixels; photos can be at most (\d+) megapixels\. Please resize it and try again\.$/,
    (size, most) =>
      `Picha hii ina pikseli ${size}; picha zisizidi megapikseli ${most}. Tafadhali ipunguze ukubwa kisha ujaribu tena.`,
  ],
  [/^At most (\d+) characters, please$/, (max) => `Herufi zisizidi ${max}, tafadhali`],
  [/^File (.+) is not a supported format$/, (name) => `Faili ${name} si la aina inayokubalika`],
  [
    /^File (.+) is too large: (photos|videos) can be at most (\d+) MB$/,
    (name, what, mb) => `Faili ${name} ni kubwa mno: ${what === 'photos' ? 'picha' : 'video'} zisizidi MB ${mb}`,
  ],
  [
    /^(.+) is a HEIC photo, which most browsers cannot show\. /,
    (name) =>
      `${name} ni picha ya HEIC, ambayo vivinjari vingi haviwezi kuonyesha. Tafadhali chagua picha ya JPEG, PNG au WebP (kwenye iPhone: Settings, Camera, Formats, Most Compatible) kisha ujaribu tena.`,
  ],
  [
    /^Something went wrong on our side\. Please try again\. \(Reference (\w+)\)$/,
    (reference) => `Hitilafu imetokea upande wetu. Tafadhali jaribu tena. (Kumbukumbu ${reference})`,
  ],
];

/** A message in Kiswahili when we have it; otherwise the English, unchanged. */
export function messageInSwahili(text: string): string {
  const exact = own(SW_TEXTS, text) ?? own(SW_WORK_TEXTS, text);
  if (exact) return exact;
  for (const [pattern, render] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return render(...match.slice(1));
  }
  return text;
}

/** Whether `text` has a Kiswahili version (exact or by pattern): for the parity test. */
export const hasSwahili = (text: string) => messageInSwahili(text) !== text;

/** `text` in `locale`: the English itself, or its Kiswahili when we have one. */
export const localizeMessage = (locale: string, text: string) => (locale === 'sw' ? messageInSwahili(text) : text);
