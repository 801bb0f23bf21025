/**
 * What every channel does with the conversation's outcomes: answers taken one after another, and
 * their effects carried out in the transaction that stores the reply.
 */
import type { Transaction } from '#functions/db/client';
import { queueDepositPrompt } from './deposit-prompt';
import { answer } from './menu';
import type { Effect, Outcome } from './outcome';
import type { MenuPort } from './port';
import { setIdentity } from './repository';

/** The answers one after another from `from`, until the conversation closes; every effect kept. */
export async function answerAll(port: MenuPort, from: Outcome, answers: string[]): Promise<Outcome> {
  let outcome = from;
  const effects = [...from.effects];
  for (const given of answers) {
    if (outcome.closing) break;
    outcome = await answer(port, outcome.state, given);
    effects.push(...outcome.effects);
  }
  return { ...outcome, effects };
}

/**
 * The effects, for the identity on `phone`: a name and a language kept, a deposit's prompt queued
 * (to the number given for it, else this one) `afterMs` from now (a USSD session must close first).
 */
export async function carryOut(
  tx: Transaction,
  effects: Effect[],
  who: { identityId: number; phone: string },
  now: number,
  afterMs?: number,
) {
  for (const effect of effects) {
    if (effect.kind === 'name') await setIdentity(tx, who.identityId, { name: effect.name });
    if (effect.kind === 'locale') await setIdentity(tx, who.identityId, { locale: effect.locale });
    if (effect.kind === 'deposit') {
      const prompt = { bookingId: effect.bookingId, identityId: who.identityId, phone: effect.phone ?? who.phone };
      await queueDepositPrompt(tx, prompt, now, afterMs);
    }
  }
}
