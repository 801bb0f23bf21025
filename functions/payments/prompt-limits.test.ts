import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsTestApp } from '../../tests/support/payments';
import { payments } from '#functions/db/schema/payments';

/** M-Pesa PIN prompts are a person's phone buzzing: nobody may send them in bulk. */
let t: Awaited<ReturnType<typeof paymentsTestApp>>;
beforeAll(async () => {
  t = await paymentsTestApp({ manual: true }, { RATE_LIMIT_SCALE: '1' });
});
afterAll(() => t.close());

let serial = 0;
const signUp = (paymentPhone: string, from = t.newClient()) =>
  t.request(
    'POST',
    '/api/register',
    {
      userName: 'Achieng Otieno',
      email: `prompts.${++serial}.${Date.now()}@example.com`,
      phoneNumber: '0722000111',
      password: 'earlier client password',
      accountType: 'seller',
      packageId: 'basic',
      paymentPhone,
    },
    {},
    from,
  );
const promptsTo = async (phone: string) => t.platform.db.$count(payments, eq(payments.phone, phone));

describe('PIN prompts', () => {
  it('6 sign-ups paying from one number send at most 3 prompts in an hour, and say why', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => signUp('0733 100 200')));
    expect(await promptsTo('+254733100200')).toBeLessThanOrEqual(3);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(3);
    expect((await refused[0]!.json()).message).toMatch(
      /This number has had too many M-Pesa prompts\. Please wait \d+ (minutes?|hours?) and try again\./,
    );
  });

  it('one address sends at most 10 sign-up prompts an hour, whatever the numbers', async () => {
    const from = t.newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signUp(`0733 2000 ${String(i).padStart(2, '0')}`, from)).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
