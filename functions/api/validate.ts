import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { safeParseAsync, type $ZodType } from 'zod/v4/core';
import { HttpError } from './http-error';

/**
 * zod validation for a request part that answers 400 with `{ message }`: the first problem,
 * in the words the schema gives (the spec's messages where it has them).
 */
export function valid<Target extends keyof ValidationTargets, Schema extends $ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      return c.json({ message: issue?.message ?? 'Invalid request' }, 400);
    }
    return undefined;
  });
}

/** The same check for a value a handler already holds: the parsed value, or 400 with the first problem. */
export async function parseOr400<Schema extends $ZodType>(
  schema: Schema,
  value: unknown,
  fallback = 'Invalid request',
) {
  const parsed = await safeParseAsync(schema, value);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? fallback);
  return parsed.data;
}
