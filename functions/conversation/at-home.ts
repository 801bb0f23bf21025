/**
 * The conversation's steps for a visit at the client's place (decision 043): where (theirs or
 * the provider's), the area from the short list the listing reaches, and the address with a
 * landmark, typed. They come before the days, since the travel time kept before a home visit
 * changes which times are free.
 */
import { depositAmount } from '#shared/deposits';
import { toGsm7 } from '#shared/gsm7';
import { HOME_ADDRESS_LENGTH } from '#shared/home-visits';
import { chosen, instead, show, type MenuState, type Outcome } from './outcome';
import { AREA_PAGE, MORE, pageOf, type Draft, type Step } from './steps';
import type { MenuPort } from './port';

/** The days of the draft, whatever came before. */
export const dayStep = async (port: MenuPort, state: MenuState, draft: Draft) =>
  show(state, { at: 'day', draft, page: 0, days: await port.days(draft) });

/** Before the days: where the visit is, when the listing comes to clients' places; else the days. */
export async function whereOrDay(port: MenuPort, state: MenuState, draft: Draft): Promise<Outcome> {
  const offer = await port.homeOffer(draft.serviceId);
  if (!offer) return dayStep(port, state, draft);
  return show(state, offer.only ? { at: 'area', draft, page: 0, offer } : { at: 'where', draft, offer });
}

type HomeStep = Extract<Step, { at: 'where' | 'area' | 'address' }>;

/** An answer to one of the home-visit steps; null when it names none of the choices. */
export async function answerWhere(
  port: MenuPort,
  state: MenuState,
  step: HomeStep,
  input: string,
): Promise<Outcome | null> {
  switch (step.at) {
    case 'where': {
      const n = chosen(input, 2);
      if (n === 0) return dayStep(port, state, step.draft);
      return n === 1 ? show(state, { at: 'area', draft: step.draft, page: 0, offer: step.offer }) : null;
    }
    case 'area': {
      const { shown, more } = pageOf(step.offer.areas, step.page, AREA_PAGE);
      if (input === MORE && more) return instead(state, { ...step, page: step.page + 1 });
      const n = chosen(input, shown.length);
      if (n === null) return null;
      const { name, fee } = shown[n]!;
      const { draft } = step;
      // The deposit is reckoned on the price with the trip, as the booking itself reckons it.
      const deposit = draft.deposit == null ? draft.deposit : depositAmount(step.offer.rule, (draft.price ?? 0) + fee);
      return show(state, {
        at: 'address',
        draft: { ...draft, deposit, atHome: true, home: { area: name, fee, address: '' } },
      });
    }
    case 'address': {
      const address = toGsm7(input).replace(/\s+/g, ' ').trim().slice(0, HOME_ADDRESS_LENGTH.max);
      if (address.length < HOME_ADDRESS_LENGTH.min || /^\d+$/.test(address))
        return show(state, step, 'ussd.addressShort');
      return dayStep(port, state, { ...step.draft, home: { ...step.draft.home!, address } });
    }
  }
}
