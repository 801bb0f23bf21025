/**
 * The WhatsApp webhook's messages (issue 44). Webhooks arrive at least once, late and out of
 * order: each message is stored under its wamid with the job that answers it, in one transaction,
 * so a repeat finds the row and does nothing. The webhook is answered at once; the job runs next.
 */
import { enqueue } from '#functions/jobs/queue-repository';
import type { Platform } from '#functions/platform/platform';
import { storeInbound } from '#functions/ussd/repository';
import { WA_INBOUND_JOB, type WaInbound } from './conversation';

/** A change's `value` as the Cloud API sends it, read loosely: only what is used here. */
export interface WebhookValue {
  metadata?: { phone_number_id?: string };
  contacts?: Array<{ wa_id?: string; user_id?: string }>;
  messages?: Array<{
    id?: string;
    from?: string;
    timestamp?: string;
    type?: string;
    text?: { body?: string };
    interactive?: { list_reply?: { id?: string }; button_reply?: { id?: string } };
    /** A template's quick-reply button. */
    button?: { payload?: string; text?: string };
  }>;
}

const clip = (text: unknown, max: number) => (typeof text === 'string' ? text.slice(0, max) : undefined);

/** The messages of one change that the menu can answer: text, taps and template buttons. */
export function inboundOf(value: WebhookValue, now: number): WaInbound[] {
  return (value.messages ?? []).flatMap((message): WaInbound[] => {
    const wamid = clip(message.id, 200);
    const waId = clip(message.from, 20);
    if (!wamid || !waId || !/^\d{8,15}$/.test(waId)) return [];
    const contact = value.contacts?.find((c) => c.wa_id === waId);
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
      const first = await storeInbound(tx, {
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
