/**
 * One inbound WhatsApp message, processed by a job keyed by its wamid (decision 029):
 * the same booking conversation as USSD (functions/conversation/menu.ts) and the same port onto
 * the web's booking functions, its steps drawn as buttons and lists (render.ts). The message first claims the
 * conversation's next version; the new state, the reply (queued in the outbox) and the effects
 * (a name, a language, a deposit's prompt) commit in the job's transaction.
 */
import type { Database, Transaction } from '#functions/db/client';
import type { JobRow } from '#functions/jobs/queue';
import type { JobHandler } from '#functions/platform/platform';
import type { Platform } from '#functions/platform/platform';
import { queueMessage } from '#functions/notify/outbox';
import { actOnReply, settleReply, type Acted, type Asked } from '#functions/bookings/replies';
import { openPromptFor } from '#functions/bookings/public';
import { readReminderButton } from '#functions/bookings/reply-words';
import { readOfferButton } from '#functions/waitlist/offer-notice';
import { answerOfferButton } from '#functions/waitlist/replies';
import { accountLocale } from '#functions/notify/public';
import { answer, begin } from '#functions/conversation/menu';
import { current, type Effect, type MenuState, type Outcome } from '#functions/conversation/outcome';
import { menuPort } from '#functions/conversation/data';
import { answerAll, carryOut } from '#functions/conversation/effects';
import { identityOf, type IdentityRow } from '#functions/conversation/public';
import type { Locale } from '#shared/i18n/locales';
import { MPESA_NUMBER } from '#shared/payments';
import type { WaMessage } from '#shared/whatsapp/messages';
import { checked, closingMessage, readTap, render, textMessage, typedChoice } from './render';
import * as repo from './repository';

export const WA_INBOUND_JOB = 'whatsapp-inbound';
/** Free-form messages may go only within 24 hours of the person's last message. */
export const WINDOW_MS = 24 * 60 * 60_000;

/** One inbound message as the webhook stored it. */
export interface WaInbound {
  wamid: string;
  /** The sender's number without the plus. */
  waId: string;
  /** Their business-scoped user id, when Meta sends one. */
  userId?: string;
  /** When they sent it (the webhook's timestamp). */
  at: number;
  text?: string;
  /** The id of the row or button tapped. */
  tap?: string;
}

interface Stored extends MenuState {
  /** The last message ended the menu (booked, cancelled): the next one starts afresh. */
  ended?: boolean;
}

type Prepared =
  | { skipped: string }
  | { reminder: { asked: Asked | undefined; acted: Acted }; phone: string; reply: WaMessage }
  | { offer: number; phone: string; reply: WaMessage }
  | {
      waId: string;
      phone: string;
      identityId: number;
      version: number;
      state: Stored;
      reply: WaMessage;
      effects: Effect[];
    };

const GREETING = /^(hi|hello|hey|menu|start|habari|mambo|jambo|hujambo|sasa|niaje|salama|menyu|anza)\b/i;
const SWAHILI = /^(habari|mambo|jambo|hujambo|sasa|niaje|salama|menyu|anza|weka)\b/i;
/** "My bookings" typed at any step, in either language: the list, as its button gives it. */
const MINE = /^(my bookings|miadi yangu)[.!]?$/i;

/** The answers of the current message's button a typed text names ("Ghairi", "Cancel"), if one. */
function typedTap(stored: Stored, version: number, text: string): string[] | null {
  if (!text) return null;
  const id = typedChoice(render(current(stored), stored.locale, version), text);
  return id ? (readTap(id)?.answers ?? null) : null;
}

/** "BOOK 1234" / "WEKA 1234", the text a listing page's WhatsApp link starts with. */
const BOOK = /^(?:book|weka)\s+(\d{1,9})$/i;

/** The language: the number's own choice, then its linked account's, then the first words. */
async function localeOf(db: Database, identity: IdentityRow, text: string): Promise<Locale> {
  if (identity.locale === 'sw') return 'sw';
  const linked = identity.userId ? await accountLocale(db, identity.userId) : null;
  return linked ?? (SWAHILI.test(text) ? 'sw' : 'en');
}

/** Claims the conversation's next version for this message; its number, or null when taken meanwhile. */
async function claim(db: Database, message: WaInbound, identity: IdentityRow, now: number) {
  const conversation = await repo.conversationOf(db, message.waId);
  if (!conversation) {
    const made = await repo.startConversation(db, {
      waId: message.waId,
      userId: message.userId ?? null,
      identityId: identity.id,
      now,
    });
    return made ? { version: 1, before: null } : null;
  }
  const taken = await repo.claimVersion(db, message.waId, conversation.version, now);
  return taken ? { version: conversation.version + 1, before: conversation } : null;
}

async function prepare(job: JobRow, platform: Platform): Promise<Prepared> {
  const { db } = platform;
  const message = job.payload as unknown as WaInbound;
  const now = Date.now();
  if (now - message.at > WINDOW_MS) return { skipped: 'skipped: older than the 24-hour window' };
  const phone = `+${message.waId}`;
  // A reminder's Confirm or Cancel: acts on that booking, for the number the reminder went to.
  const button = message.tap === undefined ? null : readReminderButton(message.tap);
  if (button) {
    const asked = await openPromptFor(db, phone, button.bookingId, now);
    const { reply, acted } = await actOnReply(platform, phone, button.word, asked, now);
    return { reminder: { asked, acted }, phone, reply: textMessage(reply) };
  }
  // A waitlist offer's Take or Pass (decision 046), for the number it went to.
  const offered = message.tap === undefined ? null : readOfferButton(message.tap);
  if (offered) {
    const reply = await answerOfferButton(platform, phone, offered.offerId, offered.word, now);
    return { offer: offered.offerId, phone, reply: textMessage(reply) };
  }
  const identity = await identityOf(db, phone, now);
  const claimed = await claim(db, message, identity, now);
  if (!claimed) throw new Error('another message of this conversation is being answered');
  const { version, before } = claimed;
  const stored = before && 'trail' in before.state ? (before.state as unknown as Stored) : null;
  const text = message.text?.trim() ?? '';
  const locale = stored?.locale ?? (await localeOf(db, identity, text));
  const port = menuPort(
    platform,
    identity,
    { locale, ref: `wa:${message.wamid}`, safaricom: MPESA_NUMBER.test(phone), channel: 'whatsapp' },
    now,
  );
  const listing = BOOK.exec(text);
  // A button's words typed rather than tapped, on the message the person is looking at.
  const typed = message.tap === undefined && stored && !stored.ended ? typedTap(stored, before!.version, text) : null;
  let outcome: Outcome;
  if (listing) outcome = await begin(port, locale, listing[1]!, null);
  else if (message.tap !== undefined && stored) {
    const tap = readTap(message.tap);
    if (!tap || tap.version !== before!.version) {
      // A tap on a message sent before the last answer: never acted on, the current step shown.
      const now = stored.ended ? await begin(port, locale, null, null) : still(stored);
      outcome = { ...now, notice: 'wa.stale' };
    } else outcome = await answerAll(port, still(stored), tap.answers);
  } else if (typed) outcome = await answerAll(port, still(stored!), typed);
  else if (MINE.test(text)) outcome = await answerAll(port, await begin(port, locale, null, null), ['2']);
  else if (!stored || stored.ended || (message.text !== undefined && GREETING.test(text)))
    outcome = await begin(port, locale, null, null);
  else {
    const expectsText = ['name', 'mpesa', 'address'].includes(current(stored).at);
    outcome =
      expectsText || /^\d{1,2}$/.test(text)
        ? await answer(port, stored, text)
        : { ...still(stored), notice: 'wa.tapChoice' };
  }
  const reply = outcome.closing
    ? closingMessage(outcome.state.locale, outcome.closing)
    : render(current(outcome.state), outcome.state.locale, version, outcome.notice);
  return {
    waId: message.waId,
    phone,
    identityId: identity.id,
    version,
    state: { ...outcome.state, ended: outcome.closing !== undefined },
    reply: checked(reply),
    effects: outcome.effects,
  };
}

/** The state as it is, answered again. */
const still = (state: MenuState): Outcome => ({ state, effects: [] });

/** A line for the outbox viewer and the logs' counts: what the message says. */
const plainOf = (message: WaMessage) => (message.type === 'text' ? message.text.body : message.interactive.body.text);

export const whatsappInboundJob: JobHandler<Prepared> = Object.assign(
  async (tx: Transaction, _job: JobRow, platform: Platform, prepared: Prepared) => {
    if ('skipped' in prepared) return prepared.skipped;
    const now = Date.now();
    const answerWith = (reply: WaMessage) =>
      queueMessage(
        tx,
        platform.transports,
        {
          channel: 'whatsapp',
          kind: 'conversation',
          to: prepared.phone,
          subject: 'WhatsApp',
          text: plainOf(reply),
          whatsapp: reply,
          reply: true,
        },
        now,
      );
    if ('reminder' in prepared) {
      await settleReply(tx, prepared.reminder.asked, prepared.reminder.acted, now);
      await answerWith(prepared.reply);
      return `reminder answered: ${prepared.reminder.acted ?? 'nothing done'}`;
    }
    if ('offer' in prepared) {
      await answerWith(prepared.reply);
      return `offer ${prepared.offer} answered`;
    }
    if (!(await repo.saveState(tx, prepared.waId, prepared.version, { ...prepared.state }, now)))
      throw new Error('the conversation moved on');
    // A chat can show the deposit's prompt at once.
    await carryOut(tx, prepared.effects, { identityId: prepared.identityId, phone: prepared.phone }, now, 0);
    await answerWith(prepared.reply);
    return `answered at version ${prepared.version}`;
  },
  { prepare },
);
