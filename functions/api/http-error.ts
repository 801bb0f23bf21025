import type { MessageKey } from '#shared/i18n/en';
import type { Params } from '#shared/i18n/fill';
import { keyed } from '#shared/i18n/issue';
import { formatMessage, type Message } from '#shared/i18n/translate';

/**
 * An error a handler or service raises on purpose: its status, and a catalogue message the API
 * answers as `{ code, params, message }` in the caller's language (`said`, decision 020).
 */
export class HttpError extends Error {
  readonly key: MessageKey;
  readonly params: Message['params'];

  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503,
    message: MessageKey | Message,
    readonly headers: Record<string, string> = {},
  ) {
    const { key, params } = typeof message === 'string' ? { key: message, params: undefined } : message;
    // In English for logs and tests; the API answers in the caller's language (said.ts).
    super(formatMessage('en', key, params));
    this.name = 'HttpError';
    this.key = key;
    this.params = params;
  }

  /** The message as one string a page says later (`t.say`): its key, with its values written in. */
  get keyed(): string {
    return this.params ? keyed(this.key, this.params as Params) : this.key;
  }
}
