import { translator } from './i18n/translate';
import { describe, expect, it } from 'vitest';
import { RegisterSchema } from './accounts';
import { AppointmentSchema } from './bookings';
import { ContactSchema } from './contact';
import { ListingFieldsSchema } from './listings';
import { internationalPhone, localPhone, normalisePhone, phoneField, telLink, whatsappLink } from './phone';

/** Every form a person in Kenya types a mobile number in, and what is stored: E.164. */
const ACCEPTED: Array<[string, string]> = [
  ['0712345678', '+254712345678'],
  ['0712 345 678', '+254712345678'],
  ['0712-345-678', '+254712345678'],
  ['(0712) 345 678', '+254712345678'],
  ['0112345678', '+254112345678'],
  ['712345678', '+254712345678'],
  ['+254712345678', '+254712345678'],
  ['+254 712 345 678', '+254712345678'],
  ['254712345678', '+254712345678'],
  ['+254 0712 345 678', '+254712345678'],
  ['+0712345678', '+254712345678'],
  ['  0712 345 678  ', '+254712345678'],
  ['+255 712 345 678', '+255712345678'],
  ['+44 7911 123456', '+447911123456'],
  ['+1 415 555 2671', '+14155552671'],
];

const REFUSED = [
  '',
  '0712',
  '12345',
  'call me maybe!!',
  '020 123 4567', // a Nairobi landline: WhatsApp and reminders need a mobile
  '0812345678',
  '+254 712 345 678 999 99',
  '+44 20 7946 0958',
  '07123456789012345678901234567890123',
];

describe('the phone normaliser', () => {
  it.each(ACCEPTED)('accepts %j as %s', async (typed, stored) => {
    expect(await normalisePhone(typed)).toBe(stored);
  });

  it.each(REFUSED)('refuses %j', async (typed) => {
    expect(await normalisePhone(typed)).toBeNull();
  });

  it('shows Kenyan numbers the Kenyan way and every number in its stored form in links', () => {
    expect(localPhone('+254712345678')).toBe('0712 345 678');
    expect(internationalPhone('+254712345678')).toBe('+254 712 345 678');
    expect(localPhone('+447911123456')).toBe('+447911123456');
    expect(telLink('+254712345678')).toBe('tel:+254712345678');
    expect(whatsappLink('+254712345678')).toBe('https://wa.me/254712345678');
    expect(whatsappLink('+254712345678', 'Hi there')).toBe('https://wa.me/254712345678?text=Hi%20there');
  });
});

describe('every schema with a phone uses it, with its own messages', () => {
  const field = phoneField({ short: 'short', invalid: 'invalid', empty: 'empty' });
  it('says which problem it is', async () => {
    const issue = async (value: unknown) => (await field.safeParseAsync(value)).error?.issues[0]?.message;
    expect(await issue('')).toBe('empty');
    expect(await issue(undefined)).toBe('empty');
    expect(await issue('0712')).toBe('short');
    expect(await issue('0812 345 678')).toBe('invalid');
    expect((await field.safeParseAsync('0712 345 678')).data).toBe('+254712345678');
  });

  const cases = [
    {
      schema: RegisterSchema,
      key: 'phoneNumber',
      base: {
        userName: 'Akinyi Odhiambo',
        email: 'a@example.com',
        password: 'correct horse',
        accountType: 'buyer',
      },
      short: 'Please enter a valid phone number',
      invalid: 'Invalid phone number format after cleaning',
    },
    {
      schema: ListingFieldsSchema,
      key: 'phoneNumber',
      base: {
        name: 'Knotless Braids',
        minPrice: '1500',
        maxPrice: '4000',
        location: 'Kasarani, Nairobi',
        category: 'hair',
        subcategory: 'braiding',
        description: 'Neat, light knotless braids that last for weeks.',
      },
      short: 'Phone number must be at least 10 digits',
      invalid: 'Please enter a valid phone number',
    },
    {
      schema: ContactSchema,
      key: 'phone',
      base: { name: 'Akinyi', email: 'a@example.com', subject: 'A question', message: 'When do you open?' },
      short: 'Phone number must be at least 10 digits',
      invalid: 'Please enter a valid phone number',
    },
    {
      schema: AppointmentSchema,
      key: 'phoneNumber',
      base: { date: '2030-01-07', time: '9:00 AM', name: 'Akinyi', email: 'a@example.com' },
      short: 'Please enter a valid phone number',
      invalid: 'Please enter a valid phone number',
    },
  ];
  const english = translator('en');
  it.each(cases)('$key in a form answering "$invalid"', async ({ schema, key, base, short, invalid }) => {
    const parse = (phone: string) => schema.safeParseAsync({ ...base, [key]: phone });
    const stored = await parse('+0712 345 678');
    expect(stored.error?.issues).toBeUndefined();
    expect((stored.data as Record<string, unknown>)[key]).toBe('+254712345678');
    const said = async (phone: string) => english.say((await parse(phone)).error?.issues[0]?.message ?? '');
    expect(await said('0712')).toBe(short);
    expect(await said('0812 345 678')).toBe(invalid);
  });
});
