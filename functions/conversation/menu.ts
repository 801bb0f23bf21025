/**
 * The booking conversation as one function: `(state, answer) → (state, closing, effects)`, the
 * same for USSD and WhatsApp and tested without HTTP. The state is the trail of steps taken, each
 * holding what its numbers meant when shown; `0` goes back a step and `00` home from anywhere. A
 * channel only draws the outcome (the current step, or the closing words) and carries out its
 * effects (a name to keep, a language, a deposit prompt) with its reply.
 */
import { CATEGORIES } from '#shared/categories';
import { PICKER_TOWNS } from '#shared/locations';
import { toGsm7 } from '#shared/gsm7';
import type { Locale } from '#shared/i18n/locales';
import type { MessageKey } from '#shared/i18n/en';
import { formatNumber } from '#shared/i18n/format';
import { MORE, NOTIFY, daysPage, pageOf, whenOf, type Draft, type Step } from './steps';
import type { MenuPort } from './port';
import { HOME, chosen, current, finish, instead, show, type MenuState, type Outcome } from './outcome';
import { dayStep, whereOrDay, answerWhere } from './at-home';

/** The step after a booking's option is known: who, when, or (a listing with one option) straight on. */
async function afterOption(port: MenuPort, state: MenuState, draft: Draft): Promise<Outcome> {
  const members = await port.members(draft.serviceId, draft.optionName!);
  if (members.length) return show(state, { at: 'member', draft, shown: members });
  return whereOrDay(port, state, draft);
}

async function openListing(port: MenuPort, state: MenuState, serviceId: number, serviceName: string) {
  const shown = await port.options(serviceId);
  const draft: Draft = { serviceId, serviceName };
  if (shown.length === 1) {
    const only = shown[0]!;
    return afterOption(port, state, {
      ...draft,
      optionId: only.id,
      optionName: only.name,
      price: only.price,
      deposit: only.deposit,
    });
  }
  return show(state, { at: 'option', draft, shown });
}

/** The first screen of a session: a listing's dial code, the booking left half-way, or home. */
export async function begin(
  port: MenuPort,
  locale: Locale,
  dialled: string | null,
  unfinished: { service: string; trail: Step[] } | null,
): Promise<Outcome> {
  const state: MenuState = { locale, trail: [HOME] };
  if (dialled !== null) {
    const listing = /^\d{1,9}$/.test(dialled) ? await port.listing(Number(dialled)) : null;
    if (!listing) return { ...show(state, HOME, 'ussd.listingGone') };
    return openListing(port, state, listing.id, listing.name);
  }
  if (unfinished) return show(state, { at: 'resume', ...unfinished });
  return show(state, HOME);
}

/** Books the draft: the closing words with its reference (and the deposit's prompt to come), or back to the times. */
async function bookNow(port: MenuPort, state: MenuState, draft: Draft): Promise<Outcome> {
  const booked = await port.book(draft, port.name ?? '');
  if ('refused' in booked) {
    const kept = state.trail.filter((s) => !['confirm', 'mpesa', 'name', 'time'].includes(s.at));
    return timesOf(port, { ...state, trail: kept }, draft, booked.refused);
  }
  const deposit = booked.deposit ?? 0;
  if (deposit <= 0) return finish(state, 'ussd.booked', { id: booked.id });
  return finish(state, 'ussd.bookedDeposit', { id: booked.id, amount: formatNumber(state.locale, deposit) }, [
    { kind: 'deposit', bookingId: booked.id, amount: deposit, phone: draft.mpesa },
  ]);
}

/** Moves a booking to the draft's time: the closing words, or back to the times with why not. */
async function moveNow(port: MenuPort, state: MenuState, draft: Draft): Promise<Outcome> {
  const moved = await port.move(draft.moving!, draft.date!, draft.time!);
  if (moved === true)
    return finish(state, 'ussd.moved', { id: draft.moving!, when: whenOf(state.locale, draft.date!, draft.time!) });
  const kept = state.trail.filter((s) => !['confirm', 'time'].includes(s.at));
  return timesOf(port, { ...state, trail: kept }, draft, moved.refused);
}

/**
 * The day's free times; a day that filled up since the days were listed (they are a hint kept a
 * few seconds) goes back to the days without it, saying so, never to an empty list of times.
 */
async function timesOf(port: MenuPort, state: MenuState, draft: Draft, notice?: MessageKey): Promise<Outcome> {
  const times = await port.times(draft as Draft & { date: string });
  if (times.length > 0) return show(state, { at: 'time', draft, page: 0, times }, notice);
  const days = (await port.days(draft)).filter((day) => day !== draft.date);
  const trail = state.trail.filter((s) => s.at !== 'day');
  return show({ ...state, trail }, { at: 'day', draft: { ...draft, date: undefined }, page: 0, days }, 'ussd.dayFull');
}

export async function answer(port: MenuPort, state: MenuState, raw: string): Promise<Outcome> {
  const input = raw.trim();
  const step = current(state);
  if (input === '00') return show({ ...state, trail: [HOME] }, HOME);
  if (input === '0' && state.trail.length > 1) {
    const back = { ...state, trail: state.trail.slice(0, -1) };
    return show(back, current(back));
  }
  const again = () => show(state, step, 'ussd.invalid');
  switch (step.at) {
    case 'home': {
      const next = ([{ at: 'category' }, null, { at: 'help' }, { at: 'language' }] as const)[chosen(input, 4) ?? -1];
      if (input === '2') return show(state, { at: 'mine', shown: await port.upcoming() });
      return next ? show(state, next) : again();
    }
    case 'category': {
      const n = chosen(input, CATEGORIES.length);
      return n === null ? again() : show(state, { at: 'town', category: CATEGORIES[n]!.id });
    }
    case 'town': {
      const n = chosen(input, PICKER_TOWNS.length + 1);
      if (n === null) return again();
      const town = PICKER_TOWNS[n] ?? null;
      const page = await port.services(step.category, town, 0);
      return show(state, {
        at: 'services',
        category: step.category,
        town,
        page: 0,
        shown: page.items,
        more: page.more,
      });
    }
    case 'services': {
      if (input === MORE && step.more) {
        const page = await port.services(step.category, step.town, step.page + 1);
        return show(state, { ...step, page: step.page + 1, shown: page.items, more: page.more });
      }
      const n = chosen(input, step.shown.length);
      return n === null ? again() : openListing(port, state, step.shown[n]!.id, step.shown[n]!.name);
    }
    case 'option': {
      const n = chosen(input, step.shown.length);
      if (n === null) return again();
      const option = step.shown[n]!;
      return afterOption(port, state, {
        ...step.draft,
        optionId: option.id,
        optionName: option.name,
        price: option.price,
        deposit: option.deposit,
      });
    }
    case 'member': {
      const n = chosen(input, step.shown.length + 1);
      if (n === null) return again();
      const member = n === 0 ? null : step.shown[n - 1]!;
      // A member's own price is what the client pays for them; anyone is booked at the listing's.
      const draft = member
        ? {
            ...step.draft,
            member: member.id,
            price: member.price ?? step.draft.price,
            deposit: member.deposit ?? step.draft.deposit,
          }
        : { ...step.draft, member: 'any' };
      return whereOrDay(port, state, draft);
    }
    case 'where':
    case 'area':
    case 'address':
      return (await answerWhere(port, state, step, input)) ?? again();
    case 'day': {
      if (input === NOTIFY && step.draft.moving === undefined) {
        const draft = { ...step.draft, waiting: true };
        return show(state, port.name ? { at: 'wait', draft } : { at: 'name', draft });
      }
      const { shown, more } = daysPage(step);
      if (input === MORE && more) return instead(state, { ...step, page: step.page + 1 });
      const n = chosen(input, shown.length);
      if (n === null) return again();
      const draft = { ...step.draft, date: shown[n]! };
      return timesOf(port, state, draft);
    }
    case 'time': {
      const { shown, more } = pageOf(step.times, step.page);
      if (input === MORE && more) return instead(state, { ...step, page: step.page + 1 });
      const n = chosen(input, shown.length);
      if (n === null) return again();
      const draft = { ...step.draft, time: shown[n]! };
      return show(state, port.name || draft.moving !== undefined ? { at: 'confirm', draft } : { at: 'name', draft });
    }
    case 'name': {
      const name = toGsm7(input).replace(/\s+/g, ' ').trim().slice(0, 60);
      if (name.length < 2 || /^\d+$/.test(name)) return show(state, step, 'ussd.nameTooShort');
      port.name = name;
      const next: Step = step.draft.waiting ? { at: 'wait', draft: step.draft } : { at: 'confirm', draft: step.draft };
      return show(state, next, undefined, [{ kind: 'name', name }]);
    }
    case 'confirm': {
      if (input !== '1') return again();
      if (step.draft.moving !== undefined) return moveNow(port, state, step.draft);
      const deposit = (step.draft.deposit ?? 0) > 0;
      if (deposit && !port.safaricom) return show(state, { at: 'mpesa', draft: step.draft });
      if (deposit && port.askPayer) return show(state, { at: 'payer', draft: step.draft });
      return bookNow(port, state, step.draft);
    }
    case 'wait': {
      if (input !== '1') return again();
      const joined = await port.wait(step.draft, port.name ?? '');
      if (joined !== true) return show(state, step, joined.refused);
      return finish(state, 'ussd.waiting', { service: step.draft.serviceName });
    }
    case 'payer': {
      const n = chosen(input, 2);
      if (n === null) return again();
      return n === 0 ? bookNow(port, state, step.draft) : show(state, { at: 'mpesa', draft: step.draft });
    }
    case 'mpesa': {
      const mpesa = await port.mpesaNumber(input);
      return mpesa ? bookNow(port, state, { ...step.draft, mpesa }) : show(state, step, 'ussd.badNumber');
    }
    case 'mine': {
      const n = chosen(input, step.shown.length);
      return n === null ? again() : show(state, { at: 'booking', booking: step.shown[n]! });
    }
    case 'booking': {
      const { booking } = step;
      const n = chosen(input, 3);
      if (n === 0) {
        const done = await port.cancel(booking.id);
        if (done && done.refund)
          return finish(state, 'ussd.cancelledRefund', {
            id: booking.id,
            amount: formatNumber(state.locale, done.refund),
          });
        return finish(state, done ? 'ussd.cancelled' : 'ussd.tooLate', { id: booking.id });
      }
      if (n === 1 && booking.serviceId !== null) {
        const draft: Draft = {
          serviceId: booking.serviceId,
          serviceName: booking.name,
          ...(booking.optionId !== null ? { optionId: booking.optionId } : {}),
          ...(booking.optionName !== null ? { optionName: booking.optionName } : {}),
          member: booking.memberId === null ? 'any' : String(booking.memberId),
          moving: booking.id,
          ...(booking.atHome ? { atHome: true } : {}),
        };
        return dayStep(port, state, draft);
      }
      if (n === 2) {
        const where = await port.place(booking.serviceId);
        if (!where) return show(state, step, 'ussd.noPlace');
        return finish(state, 'ussd.place', { service: booking.name, place: where.place }, [], where.map);
      }
      return again();
    }
    case 'language': {
      const n = chosen(input, 2);
      if (n === null) return again();
      const locale: Locale = n === 0 ? 'en' : 'sw';
      return show({ locale, trail: [HOME] }, HOME, undefined, [{ kind: 'locale', locale }]);
    }
    case 'resume': {
      const n = chosen(input, 2);
      if (n === null) return again();
      return n === 1
        ? show({ ...state, trail: step.trail.slice(0, -1) }, step.trail[step.trail.length - 1] ?? HOME)
        : show({ ...state, trail: [HOME] }, HOME);
    }
    case 'help':
      return again();
  }
}
