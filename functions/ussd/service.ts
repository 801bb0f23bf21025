/**
 * One USSD hop from Africa's Talking (decision 029). The hop is stored under its
 * provider id (the session, the caller's number and every answer so far) in the same transaction as the session's new
 * state and the reply, so the same hop again is answered byte for byte and does nothing again.
 * Whatever fails, the person gets an apology in their language and the gateway a 200.
 */
import type { Platform } from '#functions/platform/platform';
import { log } from '#functions/platform/log';
import { normalisePhone } from '#shared/phone';
import { translator } from '#shared/i18n/translate';
import type { Locale } from '#shared/i18n/locales';
import { screen } from '#shared/ussd/screen';
import { begin } from '#functions/conversation/menu';
import type { MenuState, Outcome } from '#functions/conversation/outcome';
import { answerAll, carryOut } from '#functions/conversation/effects';
import type { Step } from '#functions/conversation/steps';
import { menuPort } from '#functions/conversation/data';
import { identityOf, localeOfPhone } from '#functions/conversation/public';
import { ussdScreen } from './screens';
import * as repo from './repository';
import { replyGivenTo, takeOnce } from '#functions/notify/inbound';

export interface Hop {
  sessionId: string;
  serviceCode: string;
  phoneNumber: string;
  networkCode: string;
  text: string;
}

/** Safaricom Kenya's mobile network code: the network M-Pesa prompts reach. */
const SAFARICOM = '63902';
/** How long a session that dropped half-way through a booking is offered to continue. */
const RESUME_MS = 10 * 60_000;
const sorry = (locale: Locale) => screen('END', translator(locale)('ussd.sorry'));

/** The booking a dropped session was half-way through, if any: its trail up to the step it reached. */
function unfinishedOf(session: repo.SessionRow | undefined) {
  const trail = (session?.state as MenuState | undefined)?.trail ?? [];
  const last = trail[trail.length - 1];
  if (!last || !('draft' in last)) return null;
  return { service: last.draft.serviceName, trail: trail as Step[] };
}

async function run(platform: Platform, hop: Hop, providerId: string, now: number): Promise<string> {
  const { db } = platform;
  const phone = await normalisePhone(hop.phoneNumber);
  if (!phone) return sorry('en');
  const identity = await identityOf(db, phone, now);
  const session = await repo.findSession(db, hop.sessionId);
  if (session && (session.identityId !== identity.id || session.serviceCode !== hop.serviceCode))
    return sorry(identity.locale);
  const answers = hop.text === '' ? [] : hop.text.split('*');
  const port = menuPort(
    platform,
    identity,
    { locale: identity.locale, ref: providerId, safaricom: hop.networkCode === SAFARICOM, channel: 'ussd' },
    now,
  );
  let outcome: Outcome;
  let dropped: repo.SessionRow | undefined;
  let taken: number;
  if (session) {
    outcome = { state: session.state as unknown as MenuState, effects: [] };
    taken = session.answers;
  } else {
    const dialled = answers[0] ?? null;
    dropped = dialled === null ? await repo.droppedSession(db, identity.id, now - RESUME_MS) : undefined;
    outcome = await begin(port, identity.locale, dialled, unfinishedOf(dropped));
    taken = dialled === null ? 0 : 1;
  }
  // A session's hop with no new answer is answered as an empty one (the step again, with why).
  const given = answers.slice(taken);
  outcome = await answerAll(port, outcome, session && !given.length ? [''] : given);
  const reply = ussdScreen(outcome);
  const stored = await db.transaction(async (tx) => {
    if (!(await takeOnce(tx, { channel: 'ussd', providerId, identityId: identity.id, reply, receivedAt: now })))
      return false;
    await repo.saveSession(tx, {
      sessionId: hop.sessionId,
      identityId: identity.id,
      serviceCode: hop.serviceCode,
      state: outcome.state as unknown as Record<string, unknown>,
      answers: answers.length,
      endedAt: outcome.closing ? now : null,
      updatedAt: now,
    });
    // A dropped booking is offered once: this session carries it on, or it is left.
    if (dropped) await repo.saveSession(tx, { ...dropped, endedAt: now });
    await carryOut(tx, outcome.effects, { identityId: identity.id, phone }, now);
    return true;
  });
  return stored ? reply : ((await replyGivenTo(db, 'ussd', providerId)) ?? reply);
}

/**
 * A hop's id: its session, the caller's number and every answer so far. Another number sending
 * the same session id and text is a different hop, answered afresh (and refused: the session is
 * not theirs), never with the first caller's screen.
 */
export const hopId = (hop: Pick<Hop, 'sessionId' | 'phoneNumber' | 'text'>) =>
  `${hop.sessionId}|${hop.phoneNumber}|${hop.text}`;

export async function ussdHop(platform: Platform, hop: Hop, now = Date.now()): Promise<string> {
  const providerId = hopId(hop);
  try {
    const earlier = await replyGivenTo(platform.db, 'ussd', providerId);
    return earlier ?? (await run(platform, hop, providerId, now));
  } catch (error) {
    log.error('ussd hop failed', { error: error instanceof Error ? error.message : String(error) });
    // In the person's language when the database can still say it.
    const phone = await normalisePhone(hop.phoneNumber).catch(() => null);
    const locale = phone ? await localeOfPhone(platform.db, phone).catch(() => undefined) : undefined;
    return sorry(locale ?? 'en');
  }
}
