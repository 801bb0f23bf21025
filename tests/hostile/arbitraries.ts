import fc from 'fast-check';
import { FTS_SYNTAX, PROTOTYPE_WORDS, asQueryValue } from '../support/hostile-values';

/**
 * Hostile values for property-based fuzzing (fast-check): what a careless client or an attacker
 * puts in a path, a query string, a form or a JSON body.
 */
export const hostileText = fc.oneof(
  fc.constantFrom(...PROTOTYPE_WORDS),
  fc.constantFrom(...FTS_SYNTAX),
  // Any code unit at all: control characters, lone surrogates, right-to-left marks.
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({
    unit: fc.constantFrom('\u0000', '\r', '\n', '\t', '\u202e', '\u2028', '\ud800', '\udfff', '%'),
    maxLength: 12,
  }),
  fc.constantFrom('-1', '0', '1e309', 'NaN', 'Infinity', '9007199254740993', '0x10', '1.5', '', ' '),
  fc.constantFrom(
    '2026-02-30',
    '9999-99-99',
    '25:61',
    '13:00 PM',
    'javascript:alert(1)',
    '//evil.example',
    '../../etc/passwd',
  ),
  fc.integer({ min: 1_000, max: 70_000 }).map((length) => 'x'.repeat(length)),
);

/** A key of an object or a form: a field's own name, or a hostile one. */
const hostileKey = (fields: readonly string[]) =>
  fc.oneof(fc.constantFrom(...(fields.length ? fields : ['x'])), fc.constantFrom(...PROTOTYPE_WORDS), hostileText);

/** Any JSON value, nested, with hostile strings and keys. */
export const hostileJsonValue = (fields: readonly string[]) =>
  fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      hostileText,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(hostileKey(fields), tie('value'), { maxKeys: 6 }),
    ),
  })).value;

/** A body as raw text: JSON with hostile content, a form, deep nesting, or something malformed. */
export const hostileBody = (fields: readonly string[]) =>
  fc.oneof(
    fc
      .dictionary(hostileKey(fields), hostileJsonValue(fields), { maxKeys: 8 })
      .map((value) => ({ type: 'application/json', text: JSON.stringify(value) })),
    fc
      .integer({ min: 50, max: 20_000 })
      .map((depth) => ({ type: 'application/json', text: '['.repeat(depth) + ']'.repeat(depth) })),
    fc
      .integer({ min: 50, max: 5_000 })
      .map((depth) => ({ type: 'application/json', text: '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) })),
    fc.constantFrom('{', '{"a":', 'null', '[]', '"x"', '\u0000', '{"__proto__":{"admin":true}}').map((text) => ({
      type: 'application/json',
      text,
    })),
    fc.array(fc.tuple(hostileKey(fields), hostileText), { maxLength: 8 }).map((pairs) => {
      const form = new URLSearchParams();
      for (const [key, value] of pairs) form.append(key.toWellFormed(), value.toWellFormed());
      return { type: 'application/x-www-form-urlencoded', text: form.toString() };
    }),
  );

/** A query string of hostile pairs, percent-encoded as a client would send them. */
export const hostileQuery = (fields: readonly string[]) =>
  fc
    .array(fc.tuple(hostileKey(fields), hostileText), { maxLength: 5 })
    .map((pairs) => pairs.map(([key, value]) => `${asQueryValue(key)}=${asQueryValue(value)}`).join('&'));

/** Field names the API's inputs use: a generated body mixes them with hostile ones. */
export const FIELD_NAMES = [
  'email',
  'password',
  'userName',
  'phoneNumber',
  'accountType',
  'packageId',
  'paymentPhone',
  'rememberMe',
  'serviceId',
  'optionId',
  'date',
  'time',
  'name',
  'message',
  'rating',
  'quality',
  'value',
  'punctuality',
  'text',
  'key',
  'reason',
  'phone',
  'purpose',
  'checkoutRequestId',
  'handoverToken',
  'query',
  'q',
  'location',
  'category',
  'subcategory',
  'page',
  'limit',
  'cursor',
  'sort',
  'option',
  'subject',
  'firstName',
  'lastName',
  'currentPassword',
  'newPassword',
  'token',
  'status',
  'week',
  'role',
  'back',
  'return',
  'saved',
  'side',
  'when',
  'depositType',
  'depositValue',
  'options',
  'description',
  'minPrice',
  'maxPrice',
  'images',
  'video',
  'contentType',
  'size',
  'channel',
  'channels',
  'sms',
  'whatsapp',
  'lat',
  'lng',
  'near',
  'from',
  'to',
] as const;
