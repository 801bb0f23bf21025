import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '#shared/categories';
import { en } from './en';
import { sw } from './sw';
import { formatKsh, formatPriceRange, formatDay, formatMoment, formatTime, swahiliTime } from './format';
import { SAME_IN_EVERY_LANGUAGE, localePath, negotiateLocale, splitLocale } from './locales';
import { TRANSLATED, hasSwahili, localizeMessage, messageInSwahili } from './sw-messages';
import { fileTooLarge, heicPhoto, unsupportedFile } from '#shared/listings';
import { translator } from './translate';
import { categoryTitle, subcategoryTitle } from './catalogue-names';
import { tooManyAttempts } from '#shared/accounts';

describe('the catalogues', () => {
  it('have exactly the same keys in English and Kiswahili', () => {
    const english = Object.keys(en).sort();
    const swahili = Object.keys(sw).sort();
    expect(english.filter((key) => !(key in sw))).toEqual([]);
    expect(swahili.filter((key) => !(key in en))).toEqual([]);
    expect(swahili).toEqual(english);
    for (const key of swahili) expect(sw[key as keyof typeof sw].trim(), key).not.toBe('');
  });

  it('keep the same {placeholders} in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as Array<keyof typeof en>) expect(names(sw[key]), key).toEqual(names(en[key]));
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

  it('has every text of the translated message sets in Kiswahili', () => {
    const missing = Object.values(TRANSLATED)
      .flatMap((set) => Object.values(set))
      .filter((text) => !hasSwahili(text) && !SAME_IN_EVERY_LANGUAGE.includes(text));
    expect(missing).toEqual([]);
    expect(localizeMessage('sw', tooManyAttempts(180))).toBe(
      'Majaribio ni mengi mno. Tafadhali subiri dakika 3 kisha ujaribu tena.',
    );
    expect(localizeMessage('en', tooManyAttempts(180))).toBe(tooManyAttempts(180));
    expect(localizeMessage('sw', 'A message nobody translated')).toBe('A message nobody translated');
  });
});

describe('plural forms', () => {
  it('follow each language through Intl.PluralRules', () => {
    const english = translator('en');
    expect(english.plural('stars.label', 1, { rating: '5.0' })).toBe('Rated 5.0 out of 5 from 1 review');
    expect(english.plural('stars.label', 1200, { rating: '4.5' })).toBe('Rated 4.5 out of 5 from 1,200 reviews');
    expect(translator('sw').plural('stars.label', 3, { rating: '4.0' })).toBe(
      'Imepewa nyota 4.0 kati ya 5 na tathmini 3',
    );
  });
});

describe('the listing form’s file checks', () => {
  it('say in each language what the API says for the same file', () => {
    const sw = translator('sw');
    expect(sw('media.tooLarge.image', { name: 'nywele.jpg' })).toBe(
      'Faili nywele.jpg ni kubwa mno: picha zisizidi MB 5',
    );
    expect(sw('media.tooLarge.video', { name: 'a.mp4' })).toBe(messageInSwahili(fileTooLarge('a.mp4', 'video')));
    expect(sw('media.heic', { name: 'IMG_1.HEIC' })).toBe(messageInSwahili(heicPhoto('IMG_1.HEIC')));
    expect(sw('media.unsupported', { name: 'cv.pdf' })).toBe('Faili cv.pdf si la aina inayokubalika');
    expect(translator('en')('media.unsupported', { name: 'cv.pdf' })).toBe(unsupportedFile('cv.pdf'));
    expect(
      messageInSwahili(
        'This photo is 9000×6000 pixels; photos can be at most 40 megapixels. Please resize it and try again.',
      ),
    ).toBe(
      'Picha hii ina pikseli 9000×6000; picha zisizidi megapikseli 40. Tafadhali ipunguze ukubwa kisha ujaribu tena.',
    );
    expect(messageInSwahili('At most 120 characters, please')).toBe('Herufi zisizidi 120, tafadhali');
    expect(messageInSwahili('The Basic package is not an upgrade from Premium')).toBe(
      'Kifurushi cha Basic si cha juu kuliko cha Premium',
    );
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
