/**
 * The booking conversation's steps drawn as WhatsApp messages: the same steps and the same
 * answers as USSD (functions/conversation/menu.ts), shown as reply buttons and list rows. Each row and
 * button id is `v{version}:{answers}`: the conversation's state version when it was sent, and the
 * answers the menu takes for it, so a tap on an older message can be told apart and refused.
 */
import { CATEGORIES } from '#shared/categories';
import { PICKER_TOWNS } from '#shared/locations';
import { formatSlot } from '#shared/i18n/format';
import type { Locale } from '#shared/i18n/locales';
import type { MessageKey } from '#shared/i18n/en';
import { translator } from '#shared/i18n/translate';
import { WA_LIMITS, WaMessageSchema, type WaMessage } from '#shared/whatsapp/messages';
import type { Closing } from '#functions/conversation/outcome';
import {
  AREA_PAGE,
  MORE,
  NOTIFY,
  WAIT_DAYS,
  areaLabel,
  dayLabel,
  daysPage,
  pageOf,
  priceOf,
  whenOf,
  type Step,
} from '#functions/conversation/steps';

interface Choice {
  answer: string;
  title: string;
  description?: string;
}

/** Shortened to `max` characters, with an ellipsis when cut. */
export const fit = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

export const tapId = (version: number, answer: string) => `v${version}:${answer}`;
/** The version and the answers a tapped id carries, or null for an id we did not make. */
export function readTap(id: string): { version: number; answers: string[] } | null {
  const parts = /^v(\d{1,9}):(\d{1,2}(?:\*\d{1,2}){0,3})$/.exec(id);
  return parts ? { version: Number(parts[1]), answers: parts[2]!.split('*') } : null;
}

/** What a message offers to tap: each choice's id and title. */
export function choicesOf(message: WaMessage): Array<{ id: string; title: string }> {
  if (message.type !== 'interactive') return [];
  const { action } = message.interactive;
  if ('buttons' in action) return action.buttons.map((button) => button.reply);
  return action.sections.flatMap((section) => section.rows.map((row) => ({ id: row.id, title: row.title })));
}

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The choice a typed text names: a person who types "Miadi yangu" or "Cancel" rather than tapping
 * means the button of that name. The whole title, or its first words (at least four letters).
 */
export function typedChoice(message: WaMessage, typed: string): string | null {
  const words = plain(typed);
  if (words.length < 3) return null;
  const found = choicesOf(message).filter(({ title }) => {
    const named = plain(title);
    return named === words || (words.length >= 4 && named.startsWith(`${words} `));
  });
  return found.length === 1 ? found[0]!.id : null;
}

export const textMessage = (body: string): WaMessage => ({ type: 'text', text: { body: fit(body, WA_LIMITS.text) } });

/** The conversation's last words as a text, with its link (a map) below them. */
export const closingMessage = (locale: Locale, closing: Closing): WaMessage =>
  textMessage([translator(locale)(closing.key, closing.params), closing.link].filter(Boolean).join('\n'));

function buttons(version: number, body: string, choices: Choice[]): WaMessage {
  return {
    type: 'interactive',
    interactive: {
      type: 'button',
      body: { text: fit(body, WA_LIMITS.body) },
      action: {
        buttons: choices.slice(0, WA_LIMITS.buttons).map((choice) => ({
          type: 'reply' as const,
          reply: { id: tapId(version, choice.answer), title: fit(choice.title, WA_LIMITS.button) },
        })),
      },
    },
  };
}

function list(version: number, body: string, button: string, choices: Choice[]): WaMessage {
  return {
    type: 'interactive',
    interactive: {
      type: 'list',
      body: { text: fit(body, WA_LIMITS.body) },
      action: {
        button: fit(button, WA_LIMITS.button),
        sections: [
          {
            rows: choices.slice(0, WA_LIMITS.rows).map((choice) => ({
              id: tapId(version, choice.answer),
              title: fit(choice.title, WA_LIMITS.rowTitle),
              ...(choice.description ? { description: fit(choice.description, WA_LIMITS.rowDescription) } : {}),
            })),
          },
        ],
      },
    },
  };
}

const numbered = (titles: string[], descriptions: string[] = []): Choice[] =>
  titles.map((title, index) => ({
    answer: String(index + 1),
    // A long name keeps its whole self below the shortened title.
    title,
    description: descriptions[index] ?? (title.length > WA_LIMITS.rowTitle ? title : undefined),
  }));

/** The step as the message that asks for its answer. */
export function render(step: Step, locale: Locale, version: number, notice?: MessageKey): WaMessage {
  const t = translator(locale);
  const say = (key: MessageKey, params?: Record<string, string | number>) =>
    [notice ? t(notice) : '', t(key, params)].filter(Boolean).join('\n\n');
  const back: Choice = { answer: '0', title: t('wa.back') };
  const home: Choice = { answer: '00', title: t('wa.home') };
  const more = (has: boolean): Choice[] => (has ? [{ answer: MORE, title: t('ussd.more') }] : []);
  const pick = (key: MessageKey, choices: Choice[], params?: Record<string, string | number>) =>
    list(version, say(key, params), t('wa.choose'), [...choices, back]);
  switch (step.at) {
    case 'home':
      return buttons(version, notice ? t(notice) : t('wa.welcome'), [
        { answer: '1', title: t('ussd.book') },
        { answer: '2', title: t('ussd.mine') },
        { answer: '3', title: t('ussd.help') },
      ]);
    case 'category':
      return pick('ussd.chooseCategory', numbered(CATEGORIES.map((c) => t(`ussd.category.${c.id}` as MessageKey))));
    case 'town':
      return pick('ussd.chooseTown', numbered([...PICKER_TOWNS, t('ussd.anywhere')]));
    case 'services':
      return step.shown.length === 0
        ? buttons(version, say('ussd.none'), [back, home])
        : pick('ussd.chooseService', [...numbered(step.shown.map((s) => s.name)), ...more(step.more)]);
    case 'option':
      return pick(
        'wa.chooseOption',
        numbered(
          step.shown.map((o) => o.name),
          step.shown.map((o) => `${o.name}, ${t('ussd.price', { price: o.price })}`),
        ),
        { service: step.draft.serviceName },
      );
    case 'member':
      return list(version, `${step.draft.serviceName}\n\n${say('ussd.chooseMember')}`, t('wa.choose'), [
        ...numbered([t('ussd.anyone'), ...step.shown.map((m) => m.name)]),
        back,
      ]);
    case 'where':
      return buttons(version, `${step.draft.serviceName}\n\n${say('ussd.where')}`, [
        { answer: '1', title: t('ussd.atTheirPlace') },
        { answer: '2', title: t('ussd.atMyPlace') },
        back,
      ]);
    case 'area': {
      const { shown, more: has } = pageOf(step.offer.areas, step.page, AREA_PAGE);
      return pick('ussd.chooseArea', [
        ...numbered(
          shown.map((area) => area.name),
          shown.map(areaLabel(t)),
        ),
        ...more(has),
      ]);
    }
    case 'address':
      return textMessage(say('ussd.askAddress'));
    case 'day': {
      const { shown, more: has } = daysPage(step);
      const day = (date: string) => dayLabel(locale, date);
      // What is being booked, above the days: a chat opened by "BOOK {id}" starts here.
      const about = `${step.draft.serviceName}\n\n`;
      // Joining the waitlist instead, unless a booking is being moved (decision 046).
      const notify: Choice[] = step.draft.moving === undefined ? [{ answer: NOTIFY, title: t('wa.notifyMe') }] : [];
      return shown.length === 0
        ? buttons(version, `${about}${say('ussd.noDays')}`, [...notify, back, home])
        : list(version, `${about}${say('ussd.chooseDay')}`, t('wa.choose'), [
            ...numbered(shown.map(day)),
            ...more(has),
            ...notify,
            back,
          ]);
    }
    case 'wait':
      return buttons(version, `${step.draft.serviceName}\n\n${say('ussd.waitAsk', { days: WAIT_DAYS })}`, [
        { answer: '1', title: t('ussd.confirm') },
        back,
      ]);
    case 'time': {
      const { shown, more: has } = pageOf(step.times, step.page);
      return pick('ussd.chooseTime', [...numbered(shown.map((time) => formatSlot(locale, time))), ...more(has)]);
    }
    case 'name':
      return textMessage(say('ussd.askName'));
    case 'mpesa':
      return textMessage(say('wa.askMpesa'));
    case 'payer':
      return buttons(version, say('wa.payer', { amount: step.draft.deposit ?? 0 }), [
        { answer: '1', title: t('wa.thisNumber') },
        { answer: '2', title: t('wa.anotherNumber') },
        back,
      ]);
    case 'confirm': {
      const { draft } = step;
      const choices = [
        { answer: '1', title: t('ussd.confirm') },
        { answer: '0', title: t('wa.change') },
        { answer: '00', title: t('wa.stop') },
      ];
      if (draft.moving !== undefined)
        return buttons(
          version,
          say('ussd.moveTo', { id: draft.moving, when: whenOf(locale, draft.date!, draft.time!) }),
          choices,
        );
      const summary = [
        notice ? t(notice) : '',
        `${draft.serviceName}: ${draft.optionName ?? ''}`,
        `${whenOf(locale, draft.date!, draft.time!)}, ${priceOf(t, draft)}`,
        draft.home ? `${t('ussd.atMyPlace')}: ${draft.home.address}, ${draft.home.area}` : '',
        draft.deposit ? t('ussd.deposit', { amount: draft.deposit }) : t('ussd.rule'),
      ];
      return buttons(version, summary.filter(Boolean).join('\n'), choices);
    }
    case 'mine':
      return step.shown.length === 0
        ? buttons(version, say('ussd.noBookings'), [home])
        : list(
            version,
            say('ussd.mine'),
            t('wa.choose'),
            step.shown.map((b, index) => ({
              answer: String(index + 1),
              title: `#${b.id} ${b.name}`,
              description: `${b.name}, ${whenOf(locale, b.date, b.time)}`,
            })),
          );
    case 'booking':
      return buttons(
        version,
        say('wa.booking', {
          id: step.booking.id,
          service: step.booking.name,
          when: whenOf(locale, step.booking.date, step.booking.time),
        }),
        [
          { answer: '1', title: t('ussd.cancel') },
          { answer: '2', title: t('ussd.changeTime') },
          { answer: '3', title: t('ussd.directions') },
        ],
      );
    case 'help':
      return buttons(version, say('wa.helpText'), [{ answer: '00*4', title: 'Lugha/Language' }, home]);
    case 'language':
      return buttons(version, 'Lugha/Language', [
        { answer: '1', title: 'English' },
        { answer: '2', title: 'Kiswahili' },
      ]);
    case 'resume':
      return buttons(version, `${step.service}\n\n${t('ussd.resume')}`, [
        { answer: '1', title: t('ussd.startAgain') },
        { answer: '2', title: t('ussd.yes') },
      ]);
  }
}

/** Checks a message against Meta's limits before it is queued: one that breaks them is our bug. */
export const checked = (message: WaMessage): WaMessage => WaMessageSchema.parse(message);
