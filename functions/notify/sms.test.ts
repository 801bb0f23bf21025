import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_SMS, startAfricasTalkingEmulator } from '../../emulators/africas-talking';
import { parseConfig } from '#functions/platform/config';
import { africasTalking, smsTransport } from './sms';

/** The Africa's Talking client against an emulator speaking the messaging API's wire format. */
const emulator = startAfricasTalkingEmulator();
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await emulator.listening;
});
afterAll(() => emulator.close());

describe("texts through Africa's Talking", () => {
  it('are sent as a form with the key in the apiKey header, and accepted with a message id', async () => {
    const sms = africasTalking({ baseUrl, ...EMULATOR_SMS, senderId: 'MABINTI' });
    expect(await sms.deliver('+254712345678', 'Mabinti: your booking #12 is tomorrow at 9:00 AM.')).toMatch(/^ATXid_/);
    expect(emulator.sent.at(-1)).toEqual({
      to: '+254712345678',
      message: 'Mabinti: your booking #12 is tomorrow at 9:00 AM.',
      from: 'MABINTI',
    });
  });

  it('fail clearly on a refused number or a wrong key, so the job is retried', async () => {
    await expect(africasTalking({ baseUrl, ...EMULATOR_SMS }).deliver('+254712340000', 'Hi')).rejects.toThrow(
      "Africa's Talking refused the text: InvalidPhoneNumber",
    );
    await expect(
      africasTalking({ baseUrl, username: 'sandbox', apiKey: 'wrong' }).deliver('+254712345678', 'Hi'),
    ).rejects.toThrow("Africa's Talking answered 401");
  });

  it('are kept in the outbox only without a key, and a key needs its username', () => {
    const base = { DATABASE_URL: 'file:/tmp/x.db', MEDIA_DIR: '/tmp/media' };
    expect(smsTransport(parseConfig(base))).toBeNull();
    expect(() => parseConfig({ ...base, AT_API_KEY: 'key' })).toThrow('AT_USERNAME: required with AT_API_KEY');
    expect(smsTransport(parseConfig({ ...base, AT_API_KEY: 'key', AT_USERNAME: 'sandbox' }))?.name).toBe(
      "Africa's Talking",
    );
  });
});
