/**
 * The USSD menu's steps (issue 43): what each holds, how it is entered (its data read once and
 * kept, so "3" means what the person saw) and how it is drawn. No HTTP and no database here: the
 * data comes through a UssdPort (functions/ussd/port.ts).
 */
import { CATEGORIES } from '#shared/categories';
import { PICKER_TOWNS } from '#shared/locations';
import { formatSlot } from '#shared/i18n/format';
import { translator, type Translate } from '#shared/i18n/translate';
import type { Locale } from '#shared/i18n/locales';
import type { MessageKey } from '#shared/i18n/en';
import { screen, type Choice } from '#shared/ussd/screen';

/** What is being booked, filled in step by step. */
export interface Draft {
  serviceId: number;
  serviceName: string;
  optionId?: number;
  optionName?: string;
  price?: number;
  deposit?: number | null;
  member?: string;
  date?: string;
  time?: string;
  /** The M-Pesa number for the deposit, asked when the line is not Safaricom's. */
  mpesa?: string;
  /** The booking this draft moves to a new time ("Change time" in My bookings), if any. */
  moving?: number;
}

/** One of the person's upcoming bookings, with what a new time for it needs. */
export type Upcoming = Listed & {
  date: string;
  time: string;
  serviceId: number | null;
  optionId: number | null;
  optionName: string | null;
  memberId: number | null;
};

export interface Listed {
  id: number;
  name: string;
}

export type Step =
  | { at: 'home' }
  | { at: 'category' }
  | { at: 'town'; category: string }
  | { at: 'services'; category: string; town: string | null; page: number; shown: Listed[]; more: boolean }
  | { at: 'option'; draft: Draft; shown: Array<Listed & { price: number; deposit: number | null }> }
  | { at: 'member'; draft: Draft; shown: Array<{ id: string; name: string; price?: number; deposit?: number | null }> }
  | { at: 'day'; draft: Draft; page: number; days: string[] }
  | { at: 'time'; draft: Draft; page: number; times: string[] }
  | { at: 'name'; draft: Draft }
  | { at: 'confirm'; draft: Draft }
  | { at: 'mpesa'; draft: Draft }
  | { at: 'payer'; draft: Draft }
  | { at: 'mine'; shown: Upcoming[] }
  | { at: 'booking'; booking: Upcoming }
  | { at: 'help' }
  | { at: 'language' }
  | { at: 'resume'; service: string; trail: Step[] };

/** Numbered choices per page: eight, and 9 for more. */
export const PAGE = 8;
export const MORE = '9';

/** One page of a list that is held whole (days, times). */
export const pageOf = <T>(all: T[], page: number) => ({
  shown: all.slice(page * PAGE, (page + 1) * PAGE),
  more: all.length > (page + 1) * PAGE,
});

const numbered = (labels: string[]): Choice[] => labels.map((label, index) => ({ key: String(index + 1), label }));
const withMore = (choices: Choice[], more: boolean, t: Translate) =>
  more ? [...choices, { key: MORE, label: t('ussd.more') }] : choices;

/** 'Mon 30 Nov' / 'Jumatatu 30 Nov'. */
export const dayLabel = (locale: Locale, date: string) =>
  new Intl.DateTimeFormat(locale === 'sw' ? 'sw-KE' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

export const whenOf = (locale: Locale, date: string, time: string) =>
  `${dayLabel(locale, date)} ${formatSlot(locale, time)}`;

const HOME: MessageKey[] = ['ussd.book', 'ussd.mine', 'ussd.help', 'ussd.language'];

/** The step's screen: always CON, with the way back and home below the choices. */
export function draw(step: Step, locale: Locale, notice?: MessageKey): string {
  const t = translator(locale);
  const title = (key: MessageKey, params?: Record<string, string | number>) =>
    [notice ? t(notice) : '', t(key, params)].filter(Boolean).join('\n');
  const nav = step.at === 'home' ? '' : t('ussd.nav');
  switch (step.at) {
    case 'home':
      return screen('CON', notice ? t(notice) : 'Mabinti', numbered(HOME.map((key) => t(key))));
    case 'category':
      return screen(
        'CON',
        title('ussd.chooseCategory'),
        numbered(CATEGORIES.map((c) => t(`ussd.category.${c.id}` as MessageKey))),
        nav,
      );
    case 'town':
      return screen('CON', title('ussd.chooseTown'), numbered([...PICKER_TOWNS, t('ussd.anywhere')]), nav);
    case 'services':
      return step.shown.length === 0
        ? screen('CON', title('ussd.none'), [], nav)
        : screen(
            'CON',
            title('ussd.chooseService'),
            withMore(numbered(step.shown.map((s) => s.name)), step.more, t),
            nav,
          );
    case 'option':
      return screen(
        'CON',
        `${notice ? `${t(notice)}\n` : ''}${step.draft.serviceName}`,
        numbered(step.shown.map((option) => `${option.name} ${t('ussd.price', { price: option.price })}`)),
        nav,
      );
    case 'member':
      return screen(
        'CON',
        title('ussd.chooseMember'),
        numbered([t('ussd.anyone'), ...step.shown.map((m) => m.name)]),
        nav,
      );
    case 'day': {
      const { shown, more } = pageOf(step.days, step.page);
      return shown.length === 0
        ? screen('CON', title('ussd.noDays'), [], nav)
        : screen(
            'CON',
            title('ussd.chooseDay'),
            withMore(numbered(shown.map((d) => dayLabel(locale, d))), more, t),
            nav,
          );
    }
    case 'time': {
      const { shown, more } = pageOf(step.times, step.page);
      return screen(
        'CON',
        title('ussd.chooseTime'),
        withMore(numbered(shown.map((time) => formatSlot(locale, time))), more, t),
        nav,
      );
    }
    case 'name':
      return screen('CON', title('ussd.askName'), [], nav);
    case 'confirm': {
      const { draft } = step;
      if (draft.moving !== undefined)
        return screen(
          'CON',
          title('ussd.moveTo', { id: draft.moving, when: whenOf(locale, draft.date!, draft.time!) }),
          [{ key: '1', label: t('ussd.confirm') }],
          nav,
        );
      const lines = [
        notice ? t(notice) : '',
        `${draft.serviceName}: ${draft.optionName ?? ''}`,
        `${whenOf(locale, draft.date!, draft.time!)}, ${t('ussd.price', { price: draft.price ?? 0 })}`,
        draft.deposit ? t('ussd.deposit', { amount: draft.deposit }) : t('ussd.rule'),
      ];
      return screen('CON', lines.filter(Boolean).join('\n'), [{ key: '1', label: t('ussd.confirm') }], nav);
    }
    case 'mpesa':
      return screen('CON', title('ussd.askMpesa'), [], nav);
    case 'payer':
      return screen(
        'CON',
        title('wa.payer', { amount: step.draft.deposit ?? 0 }),
        numbered([t('wa.thisNumber'), t('wa.anotherNumber')]),
        nav,
      );
    case 'mine':
      return step.shown.length === 0
        ? screen('CON', title('ussd.noBookings'), [], nav)
        : screen(
            'CON',
            title('ussd.mine'),
            numbered(step.shown.map((b) => `#${b.id} ${b.name} ${whenOf(locale, b.date, b.time)}`)),
            nav,
          );
    case 'booking':
      return screen(
        'CON',
        `#${step.booking.id} ${step.booking.name}\n${whenOf(locale, step.booking.date, step.booking.time)}`,
        numbered([t('ussd.cancel'), t('ussd.changeTime'), t('ussd.directions')]),
        nav,
      );
    case 'help':
      return screen('CON', t('ussd.helpText'), [], nav);
    case 'language':
      return screen('CON', 'Lugha/Language', numbered(['English', 'Kiswahili']), nav);
    case 'resume':
      return screen(
        'CON',
        t('ussd.resume', { service: step.service }),
        numbered([t('ussd.yes'), t('ussd.startAgain')]),
      );
  }
}
