/**
 * `/dev/chat` (the demo only, with the outbox viewer): a WhatsApp chat in the browser.
 * Each message or tap is posted to the product's own webhook, shaped and signed as Meta sends
 * it, and the page shows the answers the product queued for that number (without a WhatsApp
 * token they stay in the outbox).
 */
import type { Platform } from '#functions/platform/platform';
import { whatsAppSignature } from '#functions/notify/reports';
import { normalisePhone } from '#shared/phone';
import { answersTo } from './repository';

type Sent = Awaited<ReturnType<typeof answersTo>>[number]['message'] | undefined;

/** What a message says: a text's body, or an interactive message's. */
const textOf = (message: Sent) =>
  message?.type === 'text' ? message.text.body : message?.type === 'interactive' ? message.interactive.body.text : '';

/** The rows or buttons of the last answer, which the page offers to tap. */
function choicesOf(message: Sent) {
  if (message?.type !== 'interactive') return [];
  const { interactive } = message;
  if (interactive.type === 'button') {
    return interactive.action.buttons.map((b) => ({ id: b.reply.id, title: b.reply.title, description: '' }));
  }
  return interactive.action.sections.flatMap((s) =>
    s.rows.map((r) => ({ id: r.id, title: r.title, description: r.description ?? '' })),
  );
}

/**
 * What the demo's person said or tapped, by the id of the answer it brought: kept in this
 * process's memory only (the demo's chat page, never production), the last few hundred turns.
 */
const turns = new Map<number, string>();
const TURNS_KEPT = 500;

/** The chat with a number, for the page: each answer, oldest first, after what the person said or tapped. */
export async function chatOf(platform: Platform, phone: string) {
  const answers = (await answersTo(platform.db, phone)).reverse();
  return {
    said: answers.map((answer) => ({ you: turns.get(answer.id) ?? null, text: textOf(answer.message) })),
    choices: choicesOf(answers.at(-1)?.message),
  };
}

export const devChatOn = (platform: Platform) =>
  platform.config.OUTBOX_VIEWER &&
  Boolean(platform.config.WHATSAPP_APP_SECRET && platform.config.WHATSAPP_PHONE_NUMBER_ID);

/** Says `text`, or taps the row or button `tap`, from `phone`; the number in E.164, or null. */
export async function chatAsClient(platform: Platform, turn: { phone: string; text?: string; tap?: string }) {
  const phone = await normalisePhone(turn.phone);
  const { WHATSAPP_APP_SECRET: secret, WHATSAPP_PHONE_NUMBER_ID: numberId } = platform.config;
  if (!phone || !secret || !numberId) return null;
  const waId = phone.slice(1);
  const said = turn.tap
    ? { type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: turn.tap.slice(0, 256) } } }
    : { type: 'text', text: { body: (turn.text ?? '').slice(0, 1000) } };
  const message = {
    id: `wamid.dev.${crypto.randomUUID()}`,
    from: waId,
    timestamp: String(Math.floor(Date.now() / 1000)),
    ...said,
  };
  const value = { messaging_product: 'whatsapp', metadata: { phone_number_id: numberId }, contacts: [{ wa_id: waId }] };
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: 'dev', changes: [{ field: 'messages', value: { ...value, messages: [message] } }] }],
  });
  const last = (await answersTo(platform.db, phone, 1))[0];
  const before = last?.id ?? 0;
  const shown = turn.tap ? (choicesOf(last?.message).find((choice) => choice.id === turn.tap)?.title ?? '') : turn.text;
  await fetch(`${platform.siteUrl}/api/notify/whatsapp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': await whatsAppSignature(secret, body) },
    body,
  });
  // The answer comes from the job the webhook started after answering: the page waits for it.
  let answered = before;
  for (let tries = 0; tries < 50 && answered === before; tries++) {
    answered = (await answersTo(platform.db, phone, 1))[0]?.id ?? 0;
    if (answered === before) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (answered !== before && shown) {
    turns.set(answered, shown);
    if (turns.size > TURNS_KEPT) turns.delete(turns.keys().next().value!);
  }
  return phone;
}
