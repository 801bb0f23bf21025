/**
 * What the API and the forms say, in Kiswahili (decision 020): keyed by the English message
 * modules' own texts, which stay the one English source (the spec's wording). The server
 * translates an answer's message by exact text, or by a pattern for messages with a figure in
 * them. i18n.test.ts checks every text of the message sets
 * in TRANSLATED has its Kiswahili here. Server-only: pages hand islands and scripts the few they
 * need (script-words.ts).
 */
import { ACCOUNT_MESSAGES } from '#shared/account-messages';
import {
  BOOKING_MESSAGES,
  CANCEL_CUTOFF_HOURS,
  GUEST_HOLD_MINUTES,
  BOOKING_HORIZON_DAYS,
} from '#shared/booking-messages';
import { MODERATION_MESSAGES } from '#shared/moderation';
import { BOOKING_ACTIONS, HISTORY_LABELS, STATUS_LABELS } from '#shared/bookings';
import { DEPOSIT_MESSAGES, DEPOSIT_STATE_LABELS, MIN_DEPOSIT } from '#shared/deposits';
import { PAYMENT_MESSAGES, PURPOSE_LABELS, STATUS_LABELS as PAYMENT_STATUS_LABELS } from '#shared/payments';
import { PAYMENT_SCREEN_TEXT } from '#shared/payment-texts';
import { SELLER_PACKAGES } from '#shared/packages';
import { LISTING_MESSAGES } from '#shared/listings';
import { OPTION_MESSAGES } from '#shared/listing-options';
import { CONTACT_MESSAGES } from '#shared/contact';
import { RESET_MESSAGES } from '#shared/reset-messages';

/** Every package's features, as the cards list them. */
const PACKAGE_FEATURES = [...new Set(SELLER_PACKAGES.flatMap((pkg) => pkg.features))];
import { MESSAGES } from '#shared/messages';
import { FAVOURITE_MESSAGES } from '#shared/favourites';
import { ACCOUNT_PANEL_TEXT } from '#shared/account-texts';
import { CHANNEL_LABELS, NOTIFICATION_MESSAGES } from '#shared/notifications';
import { CONFIRM_CANCEL, CONFIRM_DECLINE, SCRIPT_NOTICES } from '#shared/script-texts';
import { REVIEW_MESSAGES } from '#shared/review-messages';
import { REPLY_TEXT_MAX, REVIEW_EDIT_DAYS, REVIEW_TEXT_MAX, REVIEW_WINDOW_DAYS } from '#shared/review-rules';

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
} as const;

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

  [STATUS_LABELS.unverified]: 'Inasubiri uthibitishe barua pepe yako',
  [STATUS_LABELS.awaiting_deposit]: 'Inasubiri amana',
  [STATUS_LABELS.requested]: 'Inasubiri kuthibitishwa',
  [STATUS_LABELS.confirmed]: 'Imethibitishwa',
  [STATUS_LABELS.declined]: 'Imekataliwa',
  [STATUS_LABELS.cancelled]: 'Imeghairiwa',
  [STATUS_LABELS.completed]: 'Imekamilika',
  [STATUS_LABELS.no_show]: 'Hakufika',
  [STATUS_LABELS.expired]: 'Muda umeisha',
  [HISTORY_LABELS.unverified]: 'Imeombwa, barua pepe bado haijathibitishwa',
  [HISTORY_LABELS.awaiting_deposit]: 'Imeombwa, amana bado haijalipwa',
  [HISTORY_LABELS.requested]: 'Imeombwa',
  [HISTORY_LABELS.completed]: 'Imewekwa kuwa imekamilika',
  [HISTORY_LABELS.no_show]: 'Imewekwa kuwa hakufika',
  [HISTORY_LABELS.expired]: 'Muda umeisha bila kuthibitishwa',
  [BOOKING_ACTIONS.confirm.label]: 'Thibitisha',
  [BOOKING_ACTIONS.confirm.done]: 'Miadi imethibitishwa',
  [BOOKING_ACTIONS.decline.label]: 'Kataa',
  [BOOKING_ACTIONS.decline.done]: 'Miadi imekataliwa',
  [BOOKING_ACTIONS.cancel.label]: 'Ghairi',
  [BOOKING_ACTIONS.cancel.done]: 'Miadi imeghairiwa',
  [BOOKING_ACTIONS.complete.label]: 'Weka kuwa imekamilika',
  [BOOKING_ACTIONS.complete.done]: 'Imewekwa kuwa imekamilika',
  [BOOKING_ACTIONS['no-show'].label]: 'Weka kuwa hakufika',
  [BOOKING_ACTIONS['no-show'].done]: 'Imewekwa kuwa hakufika',
  [BOOKING_ACTIONS.reschedule.label]: 'Omba muda mwingine',
  [BOOKING_ACTIONS.reschedule.done]: 'Muda wako mpya umetumwa kwa mtoa huduma.',
  [DEPOSIT_MESSAGES.fixed]: `Amana iwe angalau Ksh ${MIN_DEPOSIT}`,
  [DEPOSIT_MESSAGES.percent]: 'Asilimia ya amana iwe nambari kamili kuanzia 1 hadi 100',
  [DEPOSIT_MESSAGES.signIn]: 'Tafadhali ingia ili kuweka miadi ya huduma hii: inahitaji amana inayolipwa kwa M-Pesa.',
  [DEPOSIT_MESSAGES.notWaiting]: 'Miadi hii haisubiri amana.',
  [DEPOSIT_MESSAGES.released]: 'Amana haikulipwa kwa wakati, kwa hiyo muda umeachiliwa. Tafadhali weka miadi tena.',
  [DEPOSIT_MESSAGES.paid]: 'Amana imepokelewa. Ombi lako limetumwa kwa mtoa huduma.',
  [DEPOSIT_STATE_LABELS.awaiting]: 'Amana bado haijalipwa',
  [DEPOSIT_STATE_LABELS.paid]: 'Amana imelipwa',
  [DEPOSIT_STATE_LABELS.kept]: 'Amana imebaki kwa mtoa huduma',
  [DEPOSIT_STATE_LABELS['refund-due']]: 'Amana itarudishwa',
  [DEPOSIT_STATE_LABELS.refunded]: 'Amana imerudishwa',
  [DEPOSIT_STATE_LABELS.released]: 'Amana haikulipwa: muda umeachiliwa',

  [PAYMENT_MESSAGES.invalidPhone]: 'Tafadhali weka nambari ya M-Pesa ya Safaricom',
  [PAYMENT_MESSAGES.checkPhone]: 'Angalia simu yako: weka PIN yako ya M-Pesa ili kulipa.',
  [PAYMENT_MESSAGES.paid]: 'Malipo yamepokelewa. Asante!',
  [PAYMENT_MESSAGES.cancelled]: 'Ulighairi ombi la M-Pesa. Hakuna pesa iliyotozwa.',
  [PAYMENT_MESSAGES.unreachable]:
    'M-Pesa haikuweza kufikia simu yako. Hakikisha imewashwa na ina mtandao, kisha ujaribu tena.',
  [PAYMENT_MESSAGES.wrongPin]: 'PIN ya M-Pesa haikuwa sahihi. Hakuna pesa iliyotozwa.',
  [PAYMENT_MESSAGES.insufficient]: 'Salio lako la M-Pesa halitoshi kwa malipo haya. Hakuna pesa iliyotozwa.',
  [PAYMENT_MESSAGES.failed]: 'M-Pesa haikuweza kukamilisha malipo. Hakuna pesa iliyotozwa.',
  [PAYMENT_MESSAGES.expired]:
    'Hatukupata jibu kutoka M-Pesa kwa wakati. Ikiwa pesa zilitoka kwenye akaunti yako, wasiliana nasi ukiwa na ujumbe wa M-Pesa.',
  [PAYMENT_MESSAGES.providerDown]: 'M-Pesa haipatikani kwa sasa. Tafadhali jaribu tena baada ya dakika chache.',
  [PAYMENT_MESSAGES.notFound]: 'Malipo hayakupatikana',
  [PAYMENT_MESSAGES.alreadyWaiting]:
    'Kuna malipo yanayosubiri PIN yako ya M-Pesa. Yamalize au uyaghairi kwenye simu yako kwanza.',
  [PAYMENT_MESSAGES.sellersOnly]: 'Wauzaji pekee ndio hulipia kifurushi',
  [PAYMENT_MESSAGES.signIn]: 'Tafadhali ingia ili kulipia kifurushi chako',

  [MESSAGES.tagline]: 'Pata huduma bora karibu nawe',
  [MESSAGES.footerDescription]: 'Mahali pamoja pa huduma za urembo, mitindo, afya na maisha kote Kenya',
  [MESSAGES.emptyCategory]: 'Bado hakuna huduma katika aina hii.',
  [MESSAGES.landingLoadFailed]: 'Imeshindikana kupakia huduma. Tafadhali jaribu tena baadaye.',
  [MESSAGES.listLoadFailed]: 'Imeshindikana kupakia huduma. Tafadhali jaribu tena.',
  [MESSAGES.searchLoadFailed]: 'Imeshindikana kupakia matokeo ya utafutaji. Tafadhali jaribu tena.',
  [MESSAGES.noSearchQuery]: 'Hukuandika unachotafuta.',
  [MESSAGES.noLocation]: 'Hukutaja mahali.',
  [MESSAGES.noSubcategory]: 'Hukutaja kundi.',
  [MESSAGES.noServicesFound]: 'Hakuna huduma zilizopatikana',
  [MESSAGES.serviceNotFound]: 'Huduma Haikupatikana',
  [MESSAGES.notFoundText]:
    'Samahani, hatukuweza kupata ukurasa unaoutafuta. Huenda umeondolewa, umebadilishwa jina, au haupatikani kwa muda.',

  [FAVOURITE_MESSAGES.saved]: 'Imehifadhiwa kwenye vipendwa vyako',
  [FAVOURITE_MESSAGES.removed]: 'Imeondolewa kwenye vipendwa vyako',
  [FAVOURITE_MESSAGES.signIn]: 'Tafadhali ingia ili kuhifadhi vipendwa',
  [REVIEW_MESSAGES.stars]: 'Tafadhali chagua nyota 1 hadi 5',
  [REVIEW_MESSAGES.textTooLong]: `Maoni yasizidi herufi ${REVIEW_TEXT_MAX}`,
  [REVIEW_MESSAGES.replyTooLong]: `Jibu lisizidi herufi ${REPLY_TEXT_MAX}`,
  [REVIEW_MESSAGES.replyEmpty]: 'Tafadhali andika jibu lako',
  [REVIEW_MESSAGES.reviewNotFound]: 'Maoni hayakupatikana',
  [REVIEW_MESSAGES.notCompleted]: 'Ni miadi iliyokamilika tu inayoweza kupewa maoni',
  [REVIEW_MESSAGES.alreadyReviewed]: 'Miadi hii imeshapewa maoni',
  [REVIEW_MESSAGES.tooLate]: `Maoni yanaweza kuandikwa hadi siku ${REVIEW_WINDOW_DAYS} baada ya huduma kukamilika`,
  [REVIEW_MESSAGES.editTooLate]: `Maoni yanaweza kubadilishwa kwa siku ${REVIEW_EDIT_DAYS} baada ya kuandikwa`,
  [REVIEW_MESSAGES.notYours]: 'Ni aliyeweka miadi tu anayeweza kutoa maoni kuhusu huduma hii',
  [REVIEW_MESSAGES.replyNotYours]: 'Ni mtoa huduma aliyepewa maoni tu anayeweza kujibu',
  [REVIEW_MESSAGES.alreadyReplied]: 'Tayari umejibu maoni haya',
  [REVIEW_MESSAGES.reported]: 'Asante. Msimamizi ataangalia maoni haya.',
  [REVIEW_MESSAGES.replied]: 'Jibu lako limechapishwa',
  [REVIEW_MESSAGES.alreadyReported]: 'Tayari umeripoti maoni haya',
  [REVIEW_MESSAGES.saved]: 'Asante kwa maoni yako!',
  [REVIEW_MESSAGES.signInToReport]: 'Tafadhali ingia ili kuripoti maoni',
  [SCRIPT_NOTICES.signInToPost]: 'Tafadhali ingia ili kuweka huduma',
  [SCRIPT_NOTICES.sellersOnly]: 'Wauzaji pekee ndio wanaweza kuweka huduma',
  [SCRIPT_NOTICES.invalidUser]: 'Taarifa za mtumiaji si sahihi',
  [CONFIRM_CANCEL]: 'Ughairi miadi hii?',
  [CONFIRM_DECLINE]: 'Ukatae miadi hii?',
  Done: 'Imekamilika',

  [ACCOUNT_PANEL_TEXT.settings]: 'Mipangilio ya akaunti',
  [ACCOUNT_PANEL_TEXT.profile]: 'Wasifu',
  [ACCOUNT_PANEL_TEXT.password]: 'Nenosiri',
  [ACCOUNT_PANEL_TEXT.profileSaved]: 'Wasifu umehifadhiwa',
  [ACCOUNT_PANEL_TEXT.profileFailed]: 'Imeshindikana kuhifadhi wasifu wako. Tafadhali jaribu tena.',
  [ACCOUNT_PANEL_TEXT.firstName]: 'Jina la kwanza',
  [ACCOUNT_PANEL_TEXT.lastName]: 'Jina la mwisho',
  [ACCOUNT_PANEL_TEXT.email]: 'Barua pepe',
  [ACCOUNT_PANEL_TEXT.phone]: 'Nambari ya simu',
  [ACCOUNT_PANEL_TEXT.saving]: 'Inahifadhi...',
  [ACCOUNT_PANEL_TEXT.saveProfile]: 'Hifadhi wasifu',
  [ACCOUNT_PANEL_TEXT.passwordFailed]: 'Imeshindikana kubadilisha nenosiri lako. Tafadhali jaribu tena.',
  [ACCOUNT_PANEL_TEXT.currentPassword]: 'Nenosiri la sasa',
  [ACCOUNT_PANEL_TEXT.newPassword]: 'Nenosiri jipya',
  [ACCOUNT_PANEL_TEXT.confirmNewPassword]: 'Thibitisha nenosiri jipya',
  [ACCOUNT_PANEL_TEXT.changePassword]: 'Badilisha nenosiri',
  [ACCOUNT_PANEL_TEXT.remove]: 'Ondoa',
  [ACCOUNT_PANEL_TEXT.removing]: 'Inaondoa...',
  [ACCOUNT_PANEL_TEXT.removeConfirm]: 'Uondoe "{name}"? Litatoweka kwenye Mabinti mara moja.',
  [ACCOUNT_PANEL_TEXT.removed]: '"{name}" limeondolewa',
  [CHANNEL_LABELS.email]: 'Barua pepe',
  [CHANNEL_LABELS.sms]: 'SMS (ujumbe mfupi)',
  [NOTIFICATION_MESSAGES.saved]: 'Machaguo yako ya arifa yamehifadhiwa.',
  [NOTIFICATION_MESSAGES.stopAsk]: 'Uache kupokea ujumbe huu?',
  [NOTIFICATION_MESSAGES.stopped]:
    'Sawa: hatutatuma tena ujumbe wa aina hii kwa anwani hii. Unaweza kuuwasha tena katika Akaunti Yangu.',
  [NOTIFICATION_MESSAGES.unknownStop]: 'Kiungo hiki cha kusitisha si sahihi.',

  [PURPOSE_LABELS.package]: 'Kifurushi',
  [PURPOSE_LABELS.renewal]: 'Usasishaji',
  [PURPOSE_LABELS.upgrade]: 'Kupandisha',
  [PURPOSE_LABELS.deposit]: 'Amana',
  [PAYMENT_STATUS_LABELS.pending]: 'Inasubiri M-Pesa',
  [PAYMENT_STATUS_LABELS.paid]: 'Imelipwa',
  [PAYMENT_STATUS_LABELS.failed]: 'Imeshindikana',
  [PAYMENT_SCREEN_TEXT.upgradeTo]: 'Kupandisha hadi',
  [PAYMENT_SCREEN_TEXT.renewalOf]: 'Usasishaji wa',
  [PAYMENT_SCREEN_TEXT.package]: 'Kifurushi:',
  [PAYMENT_SCREEN_TEXT.from]: '{amount} kutoka {phone}',
  [PAYMENT_SCREEN_TEXT.receipt]: 'Risiti ya M-Pesa',
  [PAYMENT_SCREEN_TEXT.receiptLater]: 'Itaonekana hapa M-Pesa ikishaituma.',
  [PAYMENT_SCREEN_TEXT.refresh]: 'Onyesha hali ya sasa',
  [PAYMENT_SCREEN_TEXT.post]: 'Weka Huduma',
  [PAYMENT_SCREEN_TEXT.retry]: 'Jaribu tena',
  '1 photo per listing': 'Picha 1 kwa kila tangazo',
  '2 photos per listing': 'Picha 2 kwa kila tangazo',
  '3 photos per listing': 'Picha 3 kwa kila tangazo',
  '1 video per listing': 'Video 1 kwa kila tangazo',
  'Featured listing': 'Tangazo maalum',
  'Book Appointment feature': 'Huduma ya kuweka miadi',

  [LISTING_MESSAGES.name]: 'Jina la huduma liwe na herufi 5 au zaidi',
  [LISTING_MESSAGES.minPrice]: 'Bei ya chini iwe angalau Ksh 100',
  [LISTING_MESSAGES.maxPrice]: 'Bei ya juu iwe angalau Ksh 100',
  [LISTING_MESSAGES.maxBelowMin]: 'Bei ya juu haiwezi kuwa chini ya bei ya chini',
  [LISTING_MESSAGES.location]: 'Mahali panahitajika',
  [LISTING_MESSAGES.phone]: 'Nambari ya simu iwe na tarakimu 10 au zaidi',
  [LISTING_MESSAGES.category]: 'Tafadhali chagua aina',
  [LISTING_MESSAGES.subcategory]: 'Tafadhali chagua kundi',
  [LISTING_MESSAGES.description]: 'Maelezo yawe na herufi 30 au zaidi',
  [LISTING_MESSAGES.noMedia]: 'Tafadhali pakia angalau picha au video moja',
  [LISTING_MESSAGES.posted]: 'Huduma imewekwa!',
  [LISTING_MESSAGES.failed]: 'Imeshindikana kuweka huduma',
  [LISTING_MESSAGES.noToken]: 'Hakuna tokeni ya kuingia iliyopatikana',
  [LISTING_MESSAGES.notYours]: 'Unaweza kubadilisha matangazo yako tu',
  [OPTION_MESSAGES.name]: 'Kila chaguo kiwe na jina la herufi 2 hadi 80',
  [OPTION_MESSAGES.price]: 'Bei ya kila chaguo iwe angalau Ksh 100',
  [OPTION_MESSAGES.duration]: 'Kila chaguo huchukua dakika 15 hadi saa 10, kwa hatua za dakika 15',
  [OPTION_MESSAGES.count]: 'Huduma ina machaguo 1 hadi 10',

  [CONTACT_MESSAGES.name]: 'Jina liwe na herufi 2 au zaidi',
  [CONTACT_MESSAGES.subject]: 'Kichwa kiwe na herufi 5 au zaidi',
  [CONTACT_MESSAGES.message]: 'Ujumbe uwe na herufi 10 au zaidi',
  [CONTACT_MESSAGES.sent]: 'Ujumbe umetumwa! Tutakujibu hivi karibuni.',
  [CONTACT_MESSAGES.failed]: 'Imeshindikana kutuma ujumbe. Tafadhali jaribu tena.',
  [RESET_MESSAGES.requested]:
    'Ikiwa kuna akaunti yenye barua pepe hiyo, tumetuma kiungo cha kubadilisha nenosiri. Kinafanya kazi kwa saa moja.',
  [RESET_MESSAGES.changed]: 'Nenosiri lako limebadilishwa. Tafadhali ingia kwa nenosiri lako jipya.',

  [MODERATION_MESSAGES.suspended]: 'Akaunti hii imesimamishwa. Wasiliana nasi ikiwa unadhani ni kosa.',
  'Not found': 'Haikupatikana',
  'the client': 'mteja',
  'Name is too long': 'Jina ni refu mno',
  'Password changed. Other devices have been signed out.':
    'Nenosiri limebadilishwa. Vifaa vingine vimetolewa kwenye akaunti.',
  'the provider': 'mtoa huduma',
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
    /^Check your phone: enter your M-Pesa PIN to pay (Ksh [\d,]+) for the (\w+) package\.$/,
    (amount, name) => `Angalia simu yako: weka PIN yako ya M-Pesa ili kulipa ${amount} kwa kifurushi cha ${name}.`,
  ],
  [
    /^Your (\w+) package allows only (\d+) (photo|video)s?$/,
    (name, count, what) => `Kifurushi chako cha ${name} kinaruhusu ${what === 'photo' ? 'picha' : 'video'} ${count} tu`,
  ],
  [/^File (.+) is not a supported format$/, (name) => `Faili ${name} si la aina inayokubalika`],
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
