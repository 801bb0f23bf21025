import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isGsm7, toGsm7 } from '#shared/gsm7';
import { translator } from '#shared/i18n/translate';
import type { MessageKey } from '#shared/i18n/en';
import { screen, USSD_MAX } from '#shared/ussd/screen';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { PLACES } from '#shared/gazetteer';
import { createTestPlatform } from '../../tests/support/test-platform';
import { AREA_PAGE, NOTIFY, type Draft, type Step } from '#functions/conversation/steps';
import { draw } from './screens';

/**
 * Every screen the menu can draw, in both languages, filled with the longest names the sample
 * catalogue holds (and some longer): at most 182 characters, GSM-7 only.
 */
const platform = createTestPlatform();
afterAll(() => platform.close());

/** The eight longest texts of a column of the sample catalogue. */
const longest = async (table: 'services' | 'service_options' | 'team_members') =>
  (
    await platform.db.all<{ name: string }>(
      sql`SELECT name FROM ${sql.identifier(table)} ORDER BY length(name) DESC LIMIT 8`,
    )
  ).map((row) => row.name);

describe('USSD screens', () => {
  it('fit 182 GSM-7 characters, every one, in English and Kiswahili', async () => {
    const names = [...(await longest('services')), 'Bridal “Glow” Makeup — Full Day… & Trial at Home in Kileleshwa'];
    const options = await longest('service_options');
    const members = await longest('team_members');
    const today = nairobiDateKey(Date.now());
    const days = Array.from({ length: 20 }, (_, i) => addDays(today, i));
    const times = ['8:00 AM', '8:30 AM', '9:00 AM', '10:30 AM', '12:00 PM', '1:30 PM', '4:00 PM', '6:30 PM', '7:00 PM'];
    const draft: Draft = {
      serviceId: 1,
      serviceName: names[names.length - 1]!,
      optionId: 1,
      optionName: options[0] ?? 'Full day',
      price: 125_000,
      deposit: 62_500,
      member: '1',
      date: days[5],
      time: '10:30 AM',
    };
    const listed = names.slice(0, 8).map((name, id) => ({ id: id + 100_000, name }));
    const upcoming = { serviceId: 1, optionId: null, optionName: null, memberId: null, atHome: true };
    // Every area of the gazetteer, each with the dearest trip a listing's terms allow.
    const offer = {
      only: false,
      place: 'Nairobi',
      rule: null,
      from: null,
      terms: {
        homeVisits: 'also' as const,
        homeRadiusKm: 50,
        travelFee: 10_000,
        travelFeePerKm: null,
        travelFreeKm: null,
        travelMinutes: 120,
      },
      areas: PLACES.map((place) => ({ key: place.key, name: place.name, fee: 10_000 })),
    };
    const home = { area: 'Nairobi CBD', fee: 10_000, address: 'Ngong Road, house 12, green gate by Shell' };
    const areaPages = Array.from({ length: Math.ceil(PLACES.length / AREA_PAGE) }, (_, page) => page);
    const steps: Step[] = [
      { at: 'home' },
      { at: 'category' },
      { at: 'town', category: 'hair' },
      { at: 'services', category: 'hair', town: null, page: 0, shown: listed, more: true },
      { at: 'services', category: 'hair', town: 'Nairobi', page: 0, shown: [], more: false },
      { at: 'option', draft, shown: options.map((name, id) => ({ id, name, price: 99_999, deposit: 5_000 })) },
      { at: 'member', draft, shown: members.map((name, id) => ({ id: String(id), name })) },
      { at: 'where', draft, offer },
      ...areaPages.map((page) => ({ at: 'area', draft, page, offer }) as const),
      { at: 'address', draft },
      { at: 'day', draft, page: 0, days },
      { at: 'day', draft, page: 0, days: [] },
      { at: 'time', draft, page: 0, times },
      { at: 'name', draft },
      { at: 'wait', draft },
      { at: 'confirm', draft },
      { at: 'confirm', draft: { ...draft, deposit: null } },
      { at: 'confirm', draft: { ...draft, atHome: true, home } },
      { at: 'mpesa', draft },
      { at: 'payer', draft },
      {
        at: 'mine',
        shown: listed.map((item) => ({ ...item, ...upcoming, date: days[3]!, time: '12:00 PM' })),
      },
      { at: 'mine', shown: [] },
      { at: 'booking', booking: { ...listed[0]!, ...upcoming, date: days[3]!, time: '12:00 PM' } },
      { at: 'confirm', draft: { ...draft, moving: 123_456 } },
      { at: 'help' },
      { at: 'language' },
      { at: 'resume', service: draft.serviceName, trail: [] },
    ];
    const drawn: Array<{ locale: 'en' | 'sw'; step?: Step; text: string }> = [];
    for (const locale of ['en', 'sw'] as const) {
      const t = translator(locale);
      const ends = [
        t('ussd.booked', { id: 9_999_999 }),
        t('ussd.bookedDeposit', { id: 9_999_999, amount: '62,500' }),
        t('ussd.cancelled', { id: 9_999_999 }),
        t('ussd.tooLate', { id: 9_999_999 }),
        t('ussd.sorry'),
        t('ussd.waiting'),
      ];
      // Each step with no notice, a wrong key, and the notices the menu puts on it.
      const notices: Partial<Record<Step['at'], MessageKey[]>> = {
        home: ['ussd.listingGone'],
        day: ['ussd.dayFull'],
        time: ['ussd.taken', 'ussd.refused'],
        name: ['ussd.nameTooShort'],
        wait: ['ussd.alreadyWaiting', 'ussd.refused'],
        mpesa: ['ussd.badNumber'],
        address: ['ussd.addressShort'],
      };
      for (const step of steps)
        for (const notice of [undefined, 'ussd.invalid' as const, ...(notices[step.at] ?? [])])
          drawn.push({ locale, step, text: draw(step, locale, notice) });
      for (const end of ends) drawn.push({ locale, text: screen('END', end) });
      // An END screen is never shortened.
      for (const end of ends) expect(screen('END', end)).toBe(`END ${end}`);
    }
    const wrong = drawn.filter(({ text }) => text.length > USSD_MAX || !isGsm7(text) || !/^(CON|END) \S/.test(text));
    expect(wrong.map(({ text }) => text)).toEqual([]);

    // Only names are ever shortened (with "..."): every other line is whole.
    const named = [...names, ...options, ...members, `${draft.serviceName}: ${draft.optionName}`].map(toGsm7);
    const cut = drawn.flatMap(({ text }) =>
      text
        .split('\n')
        .filter((line) => line.includes('...'))
        .filter((line) => {
          const kept = line
            .replace(
              /^(CON |END )?(\d+ )?(#\d+ \S+ \d+ \S+ .+? (AM|PM|asubuhi|mchana|jioni|usiku|alfajiri) )?(Ksh [\d,]+ )?/,
              '',
            )
            .replace(/\.\.\.$/, '');
          return !named.some((name) => name.startsWith(kept));
        }),
    );
    expect(cut).toEqual([]);
    // Times keep their part of the day, days their date, the confirm screen its money and its word.
    for (const { locale, step, text } of drawn) {
      const t = translator(locale);
      const rows = text.split('\n').filter((line) => /^[1-8] /.test(line));
      if (step?.at === 'time') {
        const time =
          locale === 'sw' ? /^\d \d{1,2}:\d{2} (asubuhi|mchana|jioni|usiku|alfajiri)$/ : /^\d \d{1,2}:\d{2} (AM|PM)$/;
        expect(rows.filter((row) => !time.test(row))).toEqual([]);
        expect(rows.length).toBe(Math.min(6, times.length));
      }
      if (step?.at === 'area') expect(rows.filter((row) => !/^\d [A-Za-z ]+ \+Ksh 10,000$/.test(row))).toEqual([]);
      if (step?.at === 'day' && step.days.length > 0) {
        const days = rows.filter((row) => !row.startsWith(`${NOTIFY} `));
        expect(days.filter((row) => !/^\d \S{3} \d{1,2} \S{3,4}$/.test(row))).toEqual([]);
        // Joining the waitlist instead, whole, below the days (decision 046).
        expect(text).toContain(`\n${NOTIFY} ${t('ussd.notifyMe')}\n`);
        expect(text).toContain(t('ussd.chooseDay').slice(0, 0));
      }
      if (step?.at === 'confirm' && step.draft.moving === undefined) {
        expect(text).toContain(`\n1 ${t('ussd.confirm')}\n`);
        expect(text).toContain(step.draft.deposit ? t('ussd.deposit', { amount: '62,500' }) : t('ussd.rule'));
        if (step.draft.home) expect(text).toContain(t('ussd.travel', { price: 'Ksh 125,000', fee: '10,000' }));
      }
    }
    // A dial-through's first screen names what is being booked (shortened to fit).
    expect(draw({ at: 'day', draft, page: 0, days }, 'sw').split('\n')[0]).toMatch(/^CON Bridal "Glow" Makeup/);
    // Each numbered choice keeps its number, however its name was shortened.
    expect(draw(steps[3]!, 'sw')).toMatch(/\n1 .+\n2 .+(\n[3-7] .+)+\n8 .+\n9 Zaidi\n0 Rudi 00 Mwanzo$/);
  });
});
