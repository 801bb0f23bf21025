import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { $ZodType } from 'zod/v4/core';

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
