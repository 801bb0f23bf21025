/**
 * What the API and the forms say, in Kiswahili (decision 020): keyed by the English message
 * modules' own texts, which stay the one English source (the spec's wording). The server
 * translates an answer's message by exact text, or by a pattern for messages with a figure in
 * them. Server-only: no island imports it. i18n.test.ts checks every text of the message sets
 * in TRANSLATED has its Kiswahili here.
 */
import { ACCOUNT_MESSAGES } from '#shared/account-messages';
import {
  BOOKING_MESSAGES,
  CANCEL_CUTOFF_HOURS,
  GUEST_HOLD_MINUTES,
  BOOKING_HORIZON_DAYS,
} from '#shared/booking-messages';
import { MODERATION_MESSAGES } from '#shared/moderation';

/** The message sets translated in full; a set added here must be translated whole. */
export const TRANSLATED = { ACCOUNT_MESSAGES, BOOKING_MESSAGES } as const;

const sw: Record<string, string> = {
  [ACCOUNT_MESSAGES.email]: 'Tafadhali weka anwani sahihi ya barua pepe',
  [ACCOUNT_MESSAGES.passwordRequired]: 'Nenosiri linahitajika',
  [ACCOUNT_MESSAGES.firstName]: 'Jina la kwanza liwe na herufi 2 au zaidi',
  [ACCOUNT_MESSAGES.lastName]: 'Jina la mwisho liwe na herufi 2 au zaidi',
  [ACCOUNT_MESSAGES.phone]: 'Tafadhali weka nambari sahihi ya simu',
  [ACCOUNT_MESSAGES.password]: 'Nenosiri liwe na herufi 8 au zaidi',
  [ACCOUNT_MESSAGES.passwordsDiffer]: 'Manenosiri hayafanani',
  [ACCOUNT_MESSAGES.phoneAfterCleaning]: 'Nambari ya simu si sahihi',
  [ACCOUNT_MESSAGES.choosePackage]: 'Tafadhali chagua kifurushi ili kuendelea',
  [ACCOUNT_MESSAGES.signInFailed]: 'Imeshindikana kuingia. Tafadhali hakiki barua pepe na nenosiri lako.',
  [ACCOUNT_MESSAGES.signUpFailed]: 'Imeshindikana kufungua akaunti. Tafadhali jaribu tena.',
  [ACCOUNT_MESSAGES.signedIn]: 'Umeingia!',
  [ACCOUNT_MESSAGES.accountCreated]: 'Akaunti imefunguliwa!',
  [ACCOUNT_MESSAGES.emailTaken]: 'Tayari kuna akaunti yenye barua pepe hii. Tafadhali ingia badala yake.',
  [ACCOUNT_MESSAGES.signInRequired]: 'Tafadhali ingia ili kuendelea.',
  [ACCOUNT_MESSAGES.crossSite]: 'Ombi hili halikutoka Mabinti, kwa hiyo limekataliwa.',

  [BOOKING_MESSAGES.optionNotFound]: 'Chaguo hilo halitolewi kwa huduma hii',
  [BOOKING_MESSAGES.required]: 'Tafadhali jaza sehemu zote zinazohitajika',
  [BOOKING_MESSAGES.booked]: 'Miadi imewekwa!',
  [BOOKING_MESSAGES.slotTaken]:
    'Samahani, muda huo umechukuliwa na mtu mwingine sasa hivi. Tafadhali chagua muda mwingine.',
  [BOOKING_MESSAGES.slotUnavailable]: 'Muda huo haupatikani. Tafadhali chagua muda mwingine.',
  [BOOKING_MESSAGES.pastSlot]: 'Muda huo umeshapita. Tafadhali chagua muda wa baadaye.',
  [BOOKING_MESSAGES.beyondHorizon]: `Miadi inaweza kuwekwa hadi siku ${BOOKING_HORIZON_DAYS} kabla.`,
  [BOOKING_MESSAGES.ownService]: 'Huwezi kuweka miadi kwa huduma yako mwenyewe.',
  [BOOKING_MESSAGES.notFound]: 'Miadi haikupatikana',
  [BOOKING_MESSAGES.serviceNotFound]: 'Huduma haikupatikana',
  [BOOKING_MESSAGES.notAllowed]: 'Huwezi kubadilisha miadi hii.',
  [BOOKING_MESSAGES.tooLate]: `Miadi hii inaanza baada ya chini ya saa ${CANCEL_CUTOFF_HOURS}, kwa hiyo haiwezi kubadilishwa mtandaoni tena. Tafadhali wasiliana na mtoa huduma.`,
  [BOOKING_MESSAGES.sellersOnly]: 'Wauzaji pekee ndio wana saa za kazi.',
  [BOOKING_MESSAGES.slotsFailed]: 'Imeshindikana kupakia nyakati zilizopo. Tafadhali jaribu tena.',
  [BOOKING_MESSAGES.noSlots]: 'Hakuna nyakati zilizopo siku hii. Tafadhali chagua tarehe nyingine.',
  [BOOKING_MESSAGES.confirmByEmail]: `Tumekutumia kiungo kwa barua pepe. Kifungue ndani ya dakika ${GUEST_HOLD_MINUTES} ili ombi lako limfikie mtoa huduma.`,
  [BOOKING_MESSAGES.confirmed]: 'Asante: barua pepe yako imethibitishwa na ombi lako limetumwa kwa mtoa huduma.',
  [BOOKING_MESSAGES.holdExpired]: `Ombi hili halikuthibitishwa ndani ya dakika ${GUEST_HOLD_MINUTES}, kwa hiyo muda umeachiliwa. Tafadhali weka miadi tena.`,
  [BOOKING_MESSAGES.linkSent]: 'Ikiwa hiyo ndiyo barua pepe ya miadi hii, tumeituma kiungo kipya.',
  [BOOKING_MESSAGES.reasonRequired]: 'Tafadhali mweleze mteja kwa nini unaghairi (herufi 500 au chache).',

  [MODERATION_MESSAGES.suspended]: 'Akaunti hii imesimamishwa. Wasiliana nasi ikiwa unadhani ni kosa.',
  'Not found': 'Haikupatikana',
  'Invalid request': 'Ombi si sahihi',
  'Account not found': 'Akaunti haikupatikana',
  'Your current password is not correct': 'Nenosiri lako la sasa si sahihi',
  'This reset link is invalid or has expired.': 'Kiungo hiki cha kubadilisha nenosiri si sahihi au kimeisha muda.',
  'Names can be at most 60 characters': 'Jina lisizidi herufi 60',
  'Something went wrong. Please try again.': 'Hitilafu imetokea. Tafadhali jaribu tena.',
  'The service is temporarily unavailable. Please try again shortly.':
    'Huduma haipatikani kwa muda. Tafadhali jaribu tena baada ya muda mfupi.',
};

const UNITS: Record<string, [string, string]> = {
  second: ['sekunde', 'sekunde'],
  minute: ['dakika', 'dakika'],
  hour: ['saa', 'saa'],
};

/** Messages with a figure in them: the English pattern and its Kiswahili. */
const PATTERNS: Array<[RegExp, (...groups: string[]) => string]> = [
  [
    /^Too many attempts\. Please wait (\d+) (second|minute|hour)s? and try again\.$/,
    (count, unit) => `Majaribio ni mengi mno. Tafadhali subiri ${UNITS[unit!]![0]} ${count} kisha ujaribu tena.`,
  ],
  [
    /^Something went wrong on our side\. Please try again\. \(Reference (\w+)\)$/,
    (reference) => `Hitilafu imetokea upande wetu. Tafadhali jaribu tena. (Kumbukumbu ${reference})`,
  ],
];

/** A message in Kiswahili when we have it; otherwise the English, unchanged. */
export function messageInSwahili(text: string): string {
  const exact = sw[text];
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
