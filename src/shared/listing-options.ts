/**
 * A listing's price options (decision 014): each with a name, a price and a duration. Kept apart
 * from the post form's schema so pages that do not edit options do not download it.
 */
import * as z from 'zod/mini';
import { DURATION_MAX_MINUTES, DURATION_STEP_MINUTES } from './booking-settings';
import { price, text } from './listings';

export const OPTION_MESSAGES = {
  name: 'optionMessages.name',
  price: 'optionMessages.price',
  duration: 'optionMessages.duration',
  count: 'optionMessages.count',
} as const;
export const MAX_OPTIONS = 10;

/** One price option: a name, whole shillings, and how long it takes (decision 014). */
export const OptionSchema = z.object({
  name: text(2, 80, OPTION_MESSAGES.name),
  price: price(OPTION_MESSAGES.price),
  durationMinutes: z.pipe(
    z.union([z.number(OPTION_MESSAGES.duration), z.string(OPTION_MESSAGES.duration)]),
    z.pipe(
      z.transform((value: number | string) => Number(value)),
      z
        .int(OPTION_MESSAGES.duration)
        .check(
          z.minimum(DURATION_STEP_MINUTES, OPTION_MESSAGES.duration),
          z.maximum(DURATION_MAX_MINUTES, OPTION_MESSAGES.duration),
          z.multipleOf(DURATION_STEP_MINUTES, OPTION_MESSAGES.duration),
        ),
    ),
  ),
});
export type ListingOption = z.infer<typeof OptionSchema>;

/** A listing's options, as JSON or (in a multipart form) a JSON string. */
export const OptionsSchema = z.pipe(
  z.union([z.string(OPTION_MESSAGES.count), z.array(z.unknown(), OPTION_MESSAGES.count)]),
  z.pipe(
    z.transform((value: string | unknown[]): unknown => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return null;
      }
    }),
    z
      .array(OptionSchema, OPTION_MESSAGES.count)
      .check(z.minLength(1, OPTION_MESSAGES.count), z.maxLength(MAX_OPTIONS, OPTION_MESSAGES.count)),
  ),
);
