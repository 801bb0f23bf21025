import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/**
 * The phone library and its mobile numbering plans (about 34 KB gzipped), loaded on demand by
 * `phone.ts` so no page pays for it before someone types a number. Kenya is the default region.
 */
export function toE164(text: string): string | null {
  // The spec's client-side cleaning once stored '+0712345678': a plus before a trunk zero.
  const written = text.trim().replace(/^\+\s*0/, '0');
  const parsed = parsePhoneNumberFromString(written, 'KE');
  return parsed?.isValid() ? parsed.number : null;
}
