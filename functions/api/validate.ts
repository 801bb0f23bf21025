import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { safeParseAsync, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import type { MessageKey } from '#shared/i18n/en';
import { messageOfIssue } from '#shared/i18n/issue';
import { isMessageKey, type Message } from '#shared/i18n/translate';
import { Refusal } from '#functions/platform/refusal';

/** A request's first problem as a message: the schema's key with the limit it broke, else 'api.invalidRequest'. */
export function issueMessage(issue: $ZodIssue | undefined, fallback: MessageKey = 'api.invalidRequest'): Message {
  const message = issue && messageOfIssue(issue as Parameters<typeof messageOfIssue>[0]);
  return message && isMessageKey(message.key) ? { key: message.key, params: message.params } : { key: fallback };
}

/** zod validation for a request part that answers 400 with its first problem (in the spec's words where it has them). */
export function valid<Target extends keyof ValidationTargets, Schema extends $ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw new Refusal('invalid', issueMessage(result.error.issues[0]));
    return undefined;
  });
}

/** The same check for a value a handler already holds: the parsed value, or 400 with the first problem. */
export async function parseOr400<Schema extends $ZodType>(
  schema: Schema,
  value: unknown,
  fallback: MessageKey = 'api.invalidRequest',
) {
  const parsed = await safeParseAsync(schema, value);
  if (!parsed.success) throw new Refusal('invalid', issueMessage(parsed.error.issues[0], fallback));
  return parsed.data;
}
