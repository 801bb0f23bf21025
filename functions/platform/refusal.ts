import type { MessageKey } from '#shared/i18n/en';
import type { Params } from '#shared/i18n/fill';
import { keyed } from '#shared/i18n/issue';
import { formatMessage, type Message } from '#shared/i18n/translate';

/** What a refusal is, whatever the channel: each turns it into its own answer. */
export type RefusalKind =
  | 'invalid'
  | 'sign-in'
  | 'not-allowed'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported'
  | 'too-many'
  | 'unavailable';

/**
 * A service's refusal (decision 036): of what kind, and why, as a catalogue message. The web API
 * answers it with the kind's status and `{ code, params, message }` in the caller's language
 * (api/refusal-status.ts, `said`); a page form turns it into a notice; the phone channels into a
 * screen. Nothing in a service speaks HTTP.
 */
export class Refusal extends Error {
  readonly key: MessageKey;
  readonly params: Message['params'];

  constructor(
    readonly kind: RefusalKind,
    message: MessageKey | Message,
    /** What the answer carries besides (how long to wait before asking again). */
    readonly headers: Record<string, string> = {},
  ) {
    const { key, params } = typeof message === 'string' ? { key: message, params: undefined } : message;
    // In English for logs and tests; every channel answers in the person's language.
    super(formatMessage('en', key, params));
    this.name = 'Refusal';
    this.key = key;
    this.params = params;
  }

  /** The message as one string a page says later (`t.say`): its key, with its values written in. */
  get keyed(): string {
    return this.params ? keyed(this.key, this.params as Params) : this.key;
  }
}
