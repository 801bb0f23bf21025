/**
 * The booking conversation drawn as USSD screens: each step a `CON` screen with the way back
 * and home below its choices, and the last words an `END` screen (functions/conversation/menu.ts
 * says which; this file only draws).
 */
import { CATEGORIES } from '#shared/categories';
import { PICKER_TOWNS } from '#shared/locations';
import { formatNumber } from '#shared/i18n/format';
import { translator, type Translate } from '#shared/i18n/translate';
import type { Locale } from '#shared/i18n/locales';
import type { MessageKey } from '#shared/i18n/en';
import { fitsWhole, screen, type Choice, type Line } from '#shared/ussd/screen';
import { current, type Outcome } from '#functions/conversation/outcome';
import {
  AREA_PAGE,
  MORE,
  NOTIFY,
  WAIT_DAYS,
  areaLabel,
  ksh,
  priceOf,
  dayLabel,
  listTime,
  daysPage,
  pageOf,
  whenOf,
  type Draft,
  type Step,
} from '#functions/conversation/steps';

/** Upcoming bookings a USSD screen lists: the soonest three (a chat lists more). */
const MINE_ROWS = 3;

/** Numbered choices; names (`name`) may be shortened to fit, nothing else is. */
const numbered = (labels: string[], name = false): Choice[] =>
  labels.map((label, index) => ({ key: String(index + 1), label, name }));
const withMore = (choices: Choice[], more: boolean, t: Translate) =>
  more ? [...choices, { key: MORE, label: t('ussd.more') }] : choices;

const HOME: MessageKey[] = ['ussd.book', 'ussd.mine', 'ussd.help', 'ussd.language'];

/** The step's screen: always CON, with the way back and home below the choices. */
export function draw(step: Step, locale: Locale, notice?: MessageKey): string {
  const t = translator(locale);
  // A notice ("Choose one of the numbers") takes the title's place: the screen keeps its room.
  const title = (key: MessageKey, params?: Record<string, string | number>) => (notice ? t(notice) : t(key, params));
  /** The listing being booked, named above the question (shortened to fit). */
  const about = (draft: Draft, key: MessageKey, params?: Record<string, string | number>): Line[] => [
    { name: draft.serviceName },
    title(key, params),
  ];
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
            withMore(
              numbered(
                step.shown.map((s) => s.name),
                true,
              ),
              step.more,
              t,
            ),
            nav,
          );
    case 'option': {
      // Each option with its price where they all fit whole; otherwise the names alone (the
      // confirm screen says the price), never a price cut short.
      const heading = [...(notice ? [t(notice)] : []), { name: step.draft.serviceName }];
      const priced = numbered(step.shown.map((option) => `${option.name}, ${ksh(t, option.price)}`));
      return fitsWhole('CON', heading, priced, nav)
        ? screen('CON', heading, priced, nav)
        : screen(
            'CON',
            heading,
            numbered(
              step.shown.map((option) => option.name),
              true,
            ),
            nav,
          );
    }
    case 'member':
      return screen(
        'CON',
        about(step.draft, 'ussd.chooseMember'),
        numbered([t('ussd.anyone'), ...step.shown.map((m) => m.name)]).map((choice, index) => ({
          ...choice,
          name: index > 0,
        })),
        nav,
      );
    case 'where':
      return screen(
        'CON',
        about(step.draft, 'ussd.where'),
        numbered([t('ussd.atTheirPlace'), t('ussd.atMyPlace')]),
        nav,
      );
    case 'area': {
      const { shown, more } = pageOf(step.offer.areas, step.page, AREA_PAGE);
      return screen('CON', title('ussd.chooseArea'), withMore(numbered(shown.map(areaLabel(t))), more, t), nav);
    }
    case 'address':
      return screen('CON', title('ussd.askAddress'), [], nav);
    case 'day': {
      const { shown, more } = daysPage(step);
      // Joining the waitlist instead, unless a booking is being moved (decision 046).
      const notify = step.draft.moving === undefined ? [{ key: NOTIFY, label: t('ussd.notifyMe') }] : [];
      return shown.length === 0
        ? screen('CON', about(step.draft, 'ussd.noDays'), notify, nav)
        : screen(
            'CON',
            about(step.draft, 'ussd.chooseDay'),
            [...withMore(numbered(shown.map((d) => dayLabel(locale, d))), more, t), ...notify],
            nav,
          );
    }
    case 'wait':
      return screen(
        'CON',
        about(step.draft, 'ussd.waitAsk', { days: WAIT_DAYS }),
        [{ key: '1', label: t('ussd.confirm') }],
        nav,
      );
    case 'time': {
      const { shown, more } = pageOf(step.times, step.page);
      return screen(
        'CON',
        title('ussd.chooseTime'),
        withMore(numbered(shown.map((time) => listTime(locale, time))), more, t),
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
      // Only the names' line is ever shortened (a notice takes its place): the time, the price and
      // the deposit's rule stay whole.
      const lines: Line[] = [
        notice
          ? t(notice)
          : { name: draft.optionName ? `${draft.serviceName}: ${draft.optionName}` : draft.serviceName },
        `${whenOf(locale, draft.date!, draft.time!)}, ${priceOf(t, draft)}`,
        draft.deposit ? t('ussd.deposit', { amount: formatNumber(locale, draft.deposit) }) : t('ussd.rule'),
      ];
      return screen('CON', lines, [{ key: '1', label: t('ussd.confirm') }], nav);
    }
    case 'mpesa':
      return screen('CON', title('ussd.askMpesa'), [], nav);
    case 'payer':
      return screen(
        'CON',
        title('wa.payer', { amount: formatNumber(locale, step.draft.deposit ?? 0) }),
        numbered([t('wa.thisNumber'), t('wa.anotherNumber')]),
        nav,
      );
    case 'mine':
      return step.shown.length === 0
        ? screen('CON', title('ussd.noBookings'), [], nav)
        : screen(
            'CON',
            title('ussd.mine'),
            // The reference and when, whole: the booking's own screen names it.
            numbered(
              step.shown
                .slice(0, MINE_ROWS)
                .map((b) => `#${b.id} ${dayLabel(locale, b.date)} ${listTime(locale, b.time)}`),
            ),
            nav,
          );
    case 'booking':
      return screen(
        'CON',
        [`#${step.booking.id} ${whenOf(locale, step.booking.date, step.booking.time)}`, { name: step.booking.name }],
        numbered([t('ussd.cancel'), t('ussd.changeTime'), t('ussd.directions')]),
        nav,
      );
    case 'help':
      return screen('CON', t('ussd.helpText'), [], nav);
    case 'language':
      return screen('CON', 'Lugha/Language', numbered(['English', 'Kiswahili']), nav);
    case 'resume':
      // Starting again first: a 1 pressed by habit never carries on an old booking by accident.
      return screen('CON', [{ name: step.service }, t('ussd.resume')], numbered([t('ussd.startAgain'), t('ussd.yes')]));
  }
}

/** What the person sees of an outcome: the step's screen, or the last words (END). */
export function ussdScreen(outcome: Outcome): string {
  const { state, closing } = outcome;
  if (!closing) return draw(current(state), state.locale, outcome.notice);
  return screen('END', translator(state.locale)(closing.key, closing.params));
}
