/**
 * What one answer to the booking conversation comes to (menu.ts): the state after it, the step to
 * show or the closing words, and the effects a channel carries out with its reply.
 */
import type { Locale } from '#shared/i18n/locales';
import type { MessageKey } from '#shared/i18n/en';
import type { Step } from './steps';

export interface MenuState {
  locale: Locale;
  trail: Step[];
}

export type Effect =
  | { kind: 'name'; name: string }
  | { kind: 'locale'; locale: Locale }
  | { kind: 'deposit'; bookingId: number; amount: number; phone?: string };

/** The last words of a conversation that ends here (booked, cancelled, directions). */
export interface Closing {
  key: MessageKey;
  params: Record<string, string | number>;
  /** A link the words may carry where links can be followed (a map, on WhatsApp). */
  link?: string;
}

export interface Outcome {
  state: MenuState;
  /** Set when the conversation ends: the next message starts afresh. Else the current step is shown. */
  closing?: Closing;
  effects: Effect[];
  /** What the step says above its question (a refusal, a wrong answer). */
  notice?: MessageKey;
}

export const HOME: Step = { at: 'home' };
export const current = (state: MenuState) => state.trail[state.trail.length - 1] ?? HOME;
/** The number typed, 1-based, when it names one of `count` choices; else null. */
export const chosen = (input: string, count: number) => {
  const n = /^\d{1,2}$/.test(input) ? Number(input) : 0;
  return n >= 1 && n <= count ? n - 1 : null;
};

export const show = (state: MenuState, step: Step, notice?: MessageKey, effects: Effect[] = []): Outcome => {
  const trail = step === current(state) ? state.trail : [...state.trail, step];
  return { state: { ...state, trail }, effects, notice };
};
/** The current step drawn anew in place (its next page): `0` still goes back to the step before. */
export const instead = (state: MenuState, step: Step) => show({ ...state, trail: state.trail.slice(0, -1) }, step);
export const finish = (
  state: MenuState,
  key: MessageKey,
  params: Record<string, string | number>,
  effects: Effect[] = [],
  link?: string,
): Outcome => ({ state, closing: { key, params, ...(link ? { link } : {}) }, effects });
