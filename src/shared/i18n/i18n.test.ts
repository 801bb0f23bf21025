import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '#shared/categories';
import { en } from './en';
import { sw } from './sw';
import { formatKsh, formatPriceRange, formatDay, formatMoment, formatTime, swahiliTime } from './format';
import { localePath, negotiateLocale, splitLocale } from './locales';
import { fileTooLarge, heicPhoto, unsupportedFile } from '#shared/listings';
import { argumentsOf, formatMessage, translator } from './translate';
import { ACCOUNT_MESSAGES } from '#shared/account-messages';
import { ACCOUNT_PANEL_TEXT } from '#shared/account-texts';
import { AVAILABILITY_MESSAGES, AVAILABILITY_TEXT } from '#shared/availability-texts';
import { BOOKING_ACTIONS } from '#shared/booking-actions';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { HISTORY_LABELS, STATUS_LABELS } from '#shared/booking-status';
import { CONTACT_MESSAGES } from '#shared/contact';
import { DEPOSIT_MESSAGES, DEPOSIT_STATE_LABELS } from '#shared/deposits';
import { FAVOURITE_MESSAGES } from '#shared/favourites';
import { OPTION_MESSAGES } from '#shared/listing-options';
import { LISTING_MESSAGES } from '#shared/listings';
import { MESSAGES, SOMETHING_WENT_WRONG } from '#shared/messages';
import { MODERATION_MESSAGES } from '#shared/moderation';
import { CHANNEL_LABELS, NOTIFICATION_MESSAGES } from '#shared/notifications';
import { SELLER_PACKAGES } from '#shared/packages';
import { PAYMENT_SCREEN_TEXT } from '#shared/payment-texts';
import { PAYMENT_MESSAGES } from '#shared/payments';
import { PURPOSE_LABELS, STATUS_LABELS as PAYMENT_STATUS_LABELS } from '#shared/payment-labels';
import { PHONE_MESSAGES } from '#shared/phone-messages';
import { RESET_MESSAGES } from '#shared/reset-messages';
import { REVIEW_MESSAGES, REVIEW_NOTICES } from '#shared/review-messages';
import { CONFIRM_DECLINE, SCRIPT_NOTICES } from '#shared/script-texts';
import { dialogWords, scriptWords } from './script-words';
import { categoryTitle, subcategoryTitle } from './catalogue-names';
import { tooManyAttempts } from '#shared/accounts';

/** Every message set, by name: what the code passes around are their keys. */
const MESSAGE_SETS: Record<string, string[]> = Object.fromEntries(
  Object.entries({
    ACCOUNT_MESSAGES,
    ACCOUNT_PANEL_TEXT,
    AVAILABILITY_MESSAGES,
    AVAILABILITY_TEXT,
    BOOKING_MESSAGES,
    HISTORY_LABELS,
    STATUS_LABELS,
    CONTACT_MESSAGES,
    DEPOSIT_MESSAGES,
    DEPOSIT_STATE_LABELS,
    FAVOURITE_MESSAGES,
    OPTION_MESSAGES,
    LISTING_MESSAGES,
    MESSAGES,
    MODERATION_MESSAGES,
    CHANNEL_LABELS,
    NOTIFICATION_MESSAGES,
    PAYMENT_SCREEN_TEXT,
    PAYMENT_MESSAGES,
    PURPOSE_LABELS,
    PAYMENT_STATUS_LABELS,
    PHONE_MESSAGES,
    RESET_MESSAGES,
    REVIEW_MESSAGES,
    REVIEW_NOTICES,
    SCRIPT_NOTICES,
  })
    .map(([name, set]) => [name, Object.values(set) as string[]])
    .concat([
      ['BOOKING_ACTIONS', Object.values(BOOKING_ACTIONS).flatMap((action) => [action.label, action.done])],
      ['SELLER_PACKAGES', SELLER_PACKAGES.flatMap((pkg) => pkg.features)],
      ['singles', [CONFIRM_DECLINE, SOMETHING_WENT_WRONG]],
    ]),
);

describe('the catalogues', () => {
  it('have exactly the same keys in English and Kiswahili', () => {
    const english = Object.keys(en).sort();
    const swahili = Object.keys(sw).sort();
    expect(english.filter((key) => !(key in sw))).toEqual([]);
    expect(swahili.filter((key) => !(key in en))).toEqual([]);
    expect(swahili).toEqual(english);
    for (const key of swahili) expect(sw[key as keyof typeof sw].trim(), key).not.toBe('');
  });

  it('parse as ICU MessageFormat and take the same arguments in both languages', () => {
    for (const key of Object.keys(en) as Array<keyof typeof en>)
      expect(argumentsOf('sw', key), key).toEqual(argumentsOf('en', key));
  });

  it('are the only place a message set says anything: its values are catalogue keys', () => {
    const notKeys = Object.entries(MESSAGE_SETS).flatMap(([name, values]) =>
      values.filter((value) => !Object.hasOwn(en, value)).map((value) => `${name}: ${value}`),
    );
    expect(notKeys).toEqual([]);
  });

  it('hand scripts and islands only texts they can fill themselves (simple {arguments})', () => {
    for (const locale of ['en', 'sw'] as const) {
      const words = { ...scriptWords(locale), ...dialogWords(locale) };
      const complex = Object.entries(words).filter(([, text]) => /\{\w+,/.test(text));
      expect(complex, locale).toEqual([]);
    }
  });

  it('name every category and subcategory in both languages', () => {
    for (const locale of ['en', 'sw'] as const) {
      const t = translator(locale);
      for (const category of CATEGORIES) {
        expect(categoryTitle(t, category)).toBeTruthy();
        for (const sub of category.subcategories) expect(subcategoryTitle(t, category.id, sub.slug)).toBeTruthy();
      }
    }
    // English keeps the category tree's own titles.
    const t = translator('en');
    for (const category of CATEGORIES) {
      expect(categoryTitle(t, category)).toBe(category.title);
      for (const sub of category.subcategories) expect(subcategoryTitle(t, category.id, sub.slug)).toBe(sub.title);
    }
  });

  it('says a message with figures in each language, from its key and values', () => {
    const { key, params } = tooManyAttempts(180);
    expect(formatMessage('en', key, params)).toBe('Too many attempts. Please wait 3 minutes and try again.');
    expect(formatMessage('sw', key, params)).toBe(
      'Majaribio ni mengi mno. Tafadhali subiri dakika 3 kisha ujaribu tena.',
    );
    expect(formatMessage('en', 'api.tooManyAttempts', { unit: 'second', count: 1 })).toBe(
      'Too many attempts. Please wait 1 second and try again.',
    );
    expect(formatMessage('en', 'api.notAnUpgrade', { wanted: 'Basic', current: 'Premium' })).toBe(
      'The Basic package is not an upgrade from Premium',
    );
    expect(formatMessage('sw', 'api.notAnUpgrade', { wanted: 'Basic', current: 'Premium' })).toBe(
      'Kifurushi cha Basic si daraja la juu kuliko cha Premium',
    );
    expect(formatMessage('en', 'api.createdNotPaid', { reason: { key: 'paymentMessages.invalidPhone' } })).toMatch(
      /^Your account was created\. .+ Sign in to pay from My Account\.$/,
    );
  });
});

describe('plural forms', () => {
  it('follow each language through ICU MessageFormat', () => {
    const english = translator('en');
    expect(english('stars.label', { count: 1, rating: '5.0' })).toBe('Rated 5.0 out of 5 from 1 review');
    expect(english('stars.label', { count: 1200, rating: '4.5' })).toBe('Rated 4.5 out of 5 from 1,200 reviews');
    expect(translator('sw')('stars.label', { count: 3, rating: '4.0' })).toBe(
      'Nyota 4.0 kati ya 5, kutoka kwa maoni 3',
    );
    expect(english('api.tooManyPhotos', { name: 'Basic', count: 1 })).toBe('Your Basic package allows only 1 photo');
  });
});

describe('the listing form’s file checks', () => {
  it('say in each language what the API says for the same file', () => {
    const sw = translator('sw');
    expect(sw('media.tooLarge.image', { name: 'nywele.jpg' })).toBe(
      'Faili nywele.jpg ni kubwa mno: picha zisizidi MB 5',
    );
    const { key, params } = fileTooLarge('a.mp4', 'video');
    expect(sw(key, params)).toBe('Faili a.mp4 ni kubwa mno: video zisizidi MB 50');
    expect(sw(heicPhoto('IMG_1.HEIC').key, heicPhoto('IMG_1.HEIC').params)).toMatch(/^IMG_1\.HEIC ni picha ya HEIC/);
    expect(sw('media.unsupported', { name: 'cv.pdf' })).toBe('Faili cv.pdf si la aina inayokubalika');
    expect(translator('en')(unsupportedFile('cv.pdf').key, unsupportedFile('cv.pdf').params)).toBe(
      'File cv.pdf is not a supported format',
    );
    expect(sw('api.photoTooLarge', { size: '9000×6000' })).toBe(
      'Picha hii ina pikseli 9000×6000; picha zisizidi megapikseli 40. Tafadhali ipunguze ukubwa kisha ujaribu tena.',
    );
    expect(sw.say('form.atMost|{"max":120}')).toBe('Herufi zisizidi 120, tafadhali');
    expect(sw.say('A text the API already said')).toBe('A text the API already said');
  });
});

describe('formats', () => {
  it('write prices one way, with thousands separators', () => {
    expect(formatKsh('en', 1500)).toBe('Ksh 1,500');
    expect(formatKsh('sw', 1500)).toBe('Ksh 1,500');
    expect(formatPriceRange('en', 1300, 14300)).toBe('Ksh 1,300 - 14,300');
    expect(formatPriceRange('sw', null, 800)).toBe('Ksh 0 - 800');
  });

  it('tell Swahili time, counted from 7 in the morning', () => {
    expect(swahiliTime(9 * 60)).toBe('saa 3:00 asubuhi');
    expect(swahiliTime(7 * 60)).toBe('saa 1:00 asubuhi');
    expect(swahiliTime(6 * 60)).toBe('saa 12:00 asubuhi');
    expect(swahiliTime(12 * 60 + 30)).toBe('saa 6:30 mchana');
    expect(swahiliTime(17 * 60)).toBe('saa 11:00 jioni');
    expect(swahiliTime(19 * 60 + 30)).toBe('saa 1:30 usiku');
    expect(swahiliTime(5 * 60)).toBe('saa 11:00 alfajiri');
    expect(formatTime('en', 9 * 60)).toBe('9:00 AM');
    expect(formatTime('en', 13 * 60 + 30)).toBe('1:30 PM');
  });

  it('name days in each language', () => {
    expect(formatDay('sw', '2026-11-28')).toBe('Jumamosi, 28 Novemba 2026');
    expect(formatDay('en', '2026-11-28')).toBe('Saturday, 28 November 2026');
  });

  it('write a moment in Nairobi time, and in Kiswahili with Swahili time, never a 24-hour clock', () => {
    // 19:30 in Nairobi (16:30 UTC), whatever zone the process runs in.
    const evening = Date.UTC(2026, 10, 28, 16, 30);
    expect(formatMoment('en', evening)).toBe('28 Nov 2026, 19:30');
    expect(formatMoment('sw', evening)).toMatch(/^28 Nov 2026, saa 1:30 usiku$/);
    expect(formatMoment('sw', evening, { year: false })).toMatch(/^28 Nov, saa 1:30 usiku$/);
    expect(formatMoment('sw', evening)).not.toMatch(/\b19:30\b/);
  });
});

describe('addresses and Accept-Language', () => {
  it('put Kiswahili under /sw/ with the same path', () => {
    expect(splitLocale('/sw/service/12')).toEqual({ locale: 'sw', path: '/service/12' });
    expect(splitLocale('/sw')).toEqual({ locale: 'sw', path: '/' });
    expect(splitLocale('/swimming')).toEqual({ locale: 'en', path: '/swimming' });
    expect(localePath('sw', '/')).toBe('/sw');
    expect(localePath('en', '/about')).toBe('/about');
  });

  it('picks the language the browser prefers among ours', () => {
    expect(negotiateLocale('sw-KE,sw;q=0.9,en;q=0.8')).toBe('sw');
    expect(negotiateLocale('en-GB,en;q=0.9,sw;q=0.5')).toBe('en');
    expect(negotiateLocale('fr-FR,sw;q=0.4')).toBe('sw');
    expect(negotiateLocale('fr, de')).toBeNull();
    expect(negotiateLocale('sw;q=0')).toBeNull();
    expect(negotiateLocale(undefined)).toBeNull();
  });
});
