import * as z from 'zod/mini';

/**
 * One phone format (decision 010). Every phone field on both sides goes through `phoneField`:
 * it accepts 07…, 01…, 7…, +254…, 254…, spaces, dashes and the old '+07…' artefact, refuses what
 * is not a Kenyan or a valid international mobile, and yields E.164 ('+254712345678'), the only
 * form stored. Links and display are made from that stored form.
 */

/** The most characters a person could reasonably type for one number, spaces included. */
export const MAX_PHONE_LENGTH = 32;

const rules = () => import('./phone-rules');

/** Starts fetching the phone rules in the browser (on a phone field's focus), so a submit never waits. */
export function preparePhoneCheck(): void {
  void rules().catch(() => undefined);
}

/** The E.164 form of a typed number, or null when it is not a Kenyan or valid international mobile. */
export async function normalisePhone(text: string): Promise<string | null> {
  if (text.length > MAX_PHONE_LENGTH) return null;
  return (await rules()).toE164(text);
}

interface PhoneMessages {
  /** Not a mobile and under ten characters (the spec's minimum): the form's "at least" message. */
  short: string;
  /** Enough digits, but not a mobile number anywhere. */
  invalid: string;
  /** Nothing typed; `short` unless the form has its own. */
  empty?: string;
  /** Only numbers whose E.164 form matches (M-Pesa takes Kenyan mobiles only); others are `invalid`. */
  only?: RegExp;
}

/** A phone field for a shared schema: the typed text in, E.164 out, the form's own messages. */
export function phoneField({ short, invalid, empty = short, only }: PhoneMessages) {
  return z.pipe(
    z.string({ error: empty }).check(z.trim(), z.minLength(1, empty), z.maxLength(MAX_PHONE_LENGTH, invalid)),
    z.transform(async (value: string, ctx) => {
      const phone = await normalisePhone(value);
      if (phone && (!only || only.test(phone))) return phone;
      const message = value.length < 10 ? short : invalid;
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }),
  );
}

const KENYAN_MOBILE = /^\+254(\d{3})(\d{3})(\d{3})$/;

/** For Kenyan readers: '0712 345 678'. A number from elsewhere keeps its international form. */
export function localPhone(e164: string): string {
  const kenyan = KENYAN_MOBILE.exec(e164);
  return kenyan ? `0${kenyan[1]} ${kenyan[2]} ${kenyan[3]}` : e164;
}

/** For links and e-mails: '+254 712 345 678'. */
export function internationalPhone(e164: string): string {
  const kenyan = KENYAN_MOBILE.exec(e164);
  return kenyan ? `+254 ${kenyan[1]} ${kenyan[2]} ${kenyan[3]}` : e164;
}

/** A `tel:` link for a stored number. */
export const telLink = (e164: string) => `tel:${e164}`;

/** The chat link for a stored number: wa.me wants the international number in digits only. */
export function whatsappLink(e164: string, text?: string): string {
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${e164.replace(/\D/g, '')}${query}`;
}
