/**
 * The WhatsApp webhook's messages. Webhooks arrive at least once, late and out of
 * order: each message is stored under its wamid with the job that answers it, in one transaction,
 * so a repeat finds the row and does nothing. The webhook is answered at once; the job runs next.
 */
import { z } from 'zod';
import { enqueue } from '#functions/jobs/queue';
import type { Platform } from '#functions/platform/platform';
import { takeOnce } from '#functions/notify/inbound';
import { WA_INBOUND_JOB, type WaInbound } from './conversation';

/**
 * Items of a list the Cloud API sends, each read with `item`; a list that is not one, or an item
 * of another shape, is left out. A signed webhook of an unexpected shape is ignored, never a 500.
 */
const listOf = <T extends z.ZodType>(item: T) =>
  z
    .unknown()
    .optional()
    .transform((value) => (Array.isArray(value) ? value : []))
    .transform((items) =>
      items.flatMap((entry): Array<z.infer<T>> => {
        const read = item.safeParse(entry);
        return read.success ? [read.data] : [];
      }),
    );
const text = z.string().optional().catch(undefined);
const object = <T extends z.ZodRawShape>(shape: T) => z.object(shape).optional().catch(undefined);

const MessageSchema = z.object({
  id: text,
  from: text,
  timestamp: text,
  type: text,
  text: object({ body: text }),
  interactive: object({ list_reply: object({ id: text }), button_reply: object({ id: text }) }),
  /** A template's quick-reply button. */
  button: object({ payload: text, text: text }),
});

const StatusSchema = z.object({
  id: z.string(),
  status: z.string(),
  errors: listOf(z.object({ code: z.union([z.number(), z.string()]), title: text })),
});

/** A change's `value` as the Cloud API sends it, read loosely: only what is used here. */
const ValueSchema = z.object({
  metadata: object({ phone_number_id: text }),
  contacts: listOf(z.object({ wa_id: text, user_id: text })),
  messages: listOf(MessageSchema),
  statuses: listOf(StatusSchema),
});
export type WebhookValue = z.infer<typeof ValueSchema>;

/** The changes of a webhook's entries that carry a value of the shape above. */
const WebhookSchema = z.object({
  entry: listOf(z.object({ changes: listOf(z.object({ value: ValueSchema })) })),
});

export const changesOf = (json: unknown): WebhookValue[] => {
  const read = WebhookSchema.safeParse(json);
  return read.success ? read.data.entry.flatMap((entry) => entry.changes.map((change) => change.value)) : [];
};

const clip = (text: unknown, max: number) => (typeof text === 'string' ? text.slice(0, max) : undefined);

/** The messages of one change that the menu can answer: text, taps and template buttons. */
export function inboundOf(value: WebhookValue, now: number): WaInbound[] {
  return value.messages.flatMap((message): WaInbound[] => {
    const wamid = clip(message.id, 200);
    const waId = clip(message.from, 20);
    if (!wamid || !waId || !/^\d{8,15}$/.test(waId)) return [];
    const contact = value.contacts.find((c) => c.wa_id === waId);
    const sent = Number(message.timestamp) * 1000;
    const base = {
      wamid,
      waId,
      at: Number.isFinite(sent) && sent > 0 ? Math.min(sent, now) : now,
      ...(contact?.user_id ? { userId: clip(contact.user_id, 100) } : {}),
    };
    const tap = message.interactive?.list_reply?.id ?? message.interactive?.button_reply?.id ?? message.button?.payload;
    if (tap !== undefined) return [{ ...base, tap: clip(tap, 256) ?? '' }];
    if (message.type === 'text') return [{ ...base, text: clip(message.text?.body, 1000) ?? '' }];
    return [];
  });
}

/** Stores each message once with its job; how many were new. */
export async function takeInbound(platform: Platform, messages: WaInbound[], now = Date.now()) {
  let fresh = 0;
  for (const message of messages) {
    const stored = await platform.db.transaction(async (tx) => {
      const first = await takeOnce(tx, {
        channel: 'whatsapp',
        providerId: message.wamid,
        identityId: null,
        reply: '',
        receivedAt: now,
      });
      if (first)
        await enqueue(tx, {
          kind: WA_INBOUND_JOB,
          key: `${WA_INBOUND_JOB}:${message.wamid}`,
          payload: { ...message },
          runAt: now,
          maxAttempts: 5,
        });
      return first;
    });
    if (stored) fresh += 1;
  }
  return fresh;
}
