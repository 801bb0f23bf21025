/**
 * A listing's own booking rules (decision 042): the least notice, the time kept free before and
 * after each booking, and how many days ahead it can be booked. Each is a whole number in the
 * seller settings' range, or null to follow the seller's booking settings.
 */
import * as z from 'zod/mini';
import { SETTINGS_LIMITS } from './booking-settings';
import { keyed } from './i18n/issue';

export interface ListingRules {
  noticeMinutes: number | null;
  bufferBeforeMinutes: number | null;
  bufferAfterMinutes: number | null;
  horizonDays: number | null;
}

type Setting = 'notice' | 'before' | 'buffer' | 'horizon';

/** A rule as a form or JSON sends it: '' or null for the seller's own, else a whole number in range. */
const rule = (setting: Setting, { min, max }: { min: number; max: number }) => {
  const range = keyed('form.settingRange', { setting, min, max });
  return z.pipe(
    z.optional(z.nullable(z.union([z.number(), z.string()]))),
    z.pipe(
      z.transform((value: number | string | null | undefined) =>
        value === '' || value == null ? null : Number(value),
      ),
      z.nullable(z.int(range).check(z.minimum(min, range), z.maximum(max, range))),
    ),
  );
};

export const ListingRulesSchema = z.object({
  noticeMinutes: rule('notice', SETTINGS_LIMITS.noticeMinutes),
  bufferBeforeMinutes: rule('before', SETTINGS_LIMITS.bufferBeforeMinutes),
  bufferAfterMinutes: rule('buffer', SETTINGS_LIMITS.bufferMinutes),
  horizonDays: rule('horizon', SETTINGS_LIMITS.horizonDays),
});
