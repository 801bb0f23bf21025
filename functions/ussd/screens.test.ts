import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isGsm7 } from '#shared/gsm7';
import { translator } from '#shared/i18n/translate';
import { screen, USSD_MAX } from '#shared/ussd/screen';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { createTestPlatform } from '../../tests/support/test-platform';
import { draw, type Draft, type Step } from './menu-steps';

/**
 * Every screen the menu can draw, in both languages, filled with the longest names the sample
 * catalogue holds (and some longer): at most 182 characters, GSM-7 only (issue 43).
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
    const upcoming = { serviceId: 1, optionId: null, optionName: null, memberId: null };
    const steps: Step[] = [
      { at: 'home' },
      { at: 'category' },
      { at: 'town', category: 'hair' },
      { at: 'services', category: 'hair', town: null, page: 0, shown: listed, more: true },
      { at: 'services', category: 'hair', town: 'Nairobi', page: 0, shown: [], more: false },
      { at: 'option', draft, shown: options.map((name, id) => ({ id, name, price: 99_999, deposit: 5_000 })) },
      { at: 'member', draft, shown: members.map((name, id) => ({ id: String(id), name })) },
      { at: 'day', draft, page: 0, days },
      { at: 'day', draft, page: 0, days: [] },
      { at: 'time', draft, page: 0, times },
      { at: 'name', draft },
      { at: 'confirm', draft },
      { at: 'confirm', draft: { ...draft, deposit: null } },
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
    const drawn: string[] = [];
    for (const locale of ['en', 'sw'] as const) {
      const t = translator(locale);
      for (const step of steps) {
        drawn.push(draw(step, locale));
        drawn.push(draw(step, locale, 'ussd.invalid'));
      }
      drawn.push(screen('END', t('ussd.booked', { id: 9_999_999 })));
      drawn.push(screen('END', t('ussd.bookedDeposit', { id: 9_999_999, amount: 62_500 })));
      drawn.push(screen('END', t('ussd.cancelled', { id: 9_999_999 })));
      drawn.push(screen('END', t('ussd.tooLate', { id: 9_999_999 })));
      drawn.push(screen('END', t('ussd.sorry')));
    }
    const wrong = drawn.filter((text) => text.length > USSD_MAX || !isGsm7(text) || !/^(CON|END) \S/.test(text));
    expect(wrong).toEqual([]);
    // Each numbered choice keeps its number, however its name was shortened.
    expect(draw(steps[3]!, 'sw')).toMatch(/\n1 .+\n2 .+(\n[3-7] .+)+\n8 .+\n9 Zaidi\n0 Rudi 00 Mwanzo$/);
  });
});
