import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { bookings } from '#functions/db/schema/bookings';
import { outbox } from '#functions/db/schema/mail';
import { listingChatLink } from './chat-link';
import { inboundMessages } from '#functions/db/schema/phone';
import { inboundWebhook, signatureOf, startWhatsAppEmulator, whatsappSettings } from '../../emulators/whatsapp';
import { bookingHelpers } from '../../tests/support/bookings';
import { createTestApp, runJobs } from '../../tests/support/test-platform';
import { bodyOf, titlesOf, whatsappChat } from '../../tests/support/whatsapp-chat';

/**
 * Booking in a WhatsApp chat: the USSD menu's steps as buttons and lists, webhooks
 * delivered twice acting once, a tap on an old list refused, and every message within Meta's
 * limits (the emulator refuses any other).
 */
const whatsapp = startWhatsAppEmulator();
let testApp: ReturnType<typeof createTestApp>;
let b: ReturnType<typeof bookingHelpers>;
beforeAll(async () => {
  testApp = createTestApp({
    ...whatsappSettings(await whatsapp.listening),
    RATE_LIMIT_SCALE: '20',
  });
  b = bookingHelpers(testApp);
});
afterAll(async () => {
  testApp.platform.close();
  await whatsapp.close();
});

const chats = () => whatsappChat(testApp, whatsapp);
const post = (body: string, signature: string) => chats().post(body, signature);
const person = (waId: string) => chats().person(waId);

describe('a WhatsApp conversation', () => {
  it('books from "Hi" in ten messages and taps or fewer, every webhook delivered twice', async () => {
    const seller = await b.sellerWithListing();
    const client = person('254722800100');
    const twice = { twice: true };
    const home = await client.say('Hi', twice);
    expect(titlesOf(home)).toEqual(['Book', 'My bookings', 'Help']);
    expect(titlesOf(await client.tap('Book', twice))).toContain('Hair');
    expect(titlesOf(await client.tap('Hair', twice))).toContain('Nairobi');
    const services = await client.tap('Nairobi', twice);
    const title = titlesOf(services).find((t) => t.startsWith('Knotless Braids'))!;
    expect(title.length).toBeLessThanOrEqual(24);
    const days = await client.tap(title, twice);
    expect(bodyOf(days)).toBe('Knotless Braids in Kasarani\n\nChoose a day');
    const times = await client.tap(titlesOf(days)[0]!, twice);
    expect(bodyOf(times)).toBe('Choose a time');
    const name = await client.tap(titlesOf(times)[0]!, twice);
    expect(bodyOf(name)).toBe('Your name, for the provider:');
    const confirm = await client.say('Wambui', twice);
    expect(bodyOf(confirm)).toContain('Knotless Braids in Kasarani');
    expect(titlesOf(confirm)).toEqual(['Confirm', 'Change', 'Stop']);
    const done = await client.tap('Confirm', twice);
    expect(bodyOf(done)).toMatch(/^Booked! Ref #\d+/);
    expect(client.moves()).toBeLessThanOrEqual(10);

    // One answer per message, though each came twice, and one booking.
    expect(client.inbox()).toHaveLength(client.moves());
    const id = Number(/#(\d+)/.exec(bodyOf(done))![1]);
    const [booking] = await testApp.platform.db.select().from(bookings).where(eq(bookings.id, id));
    expect(booking).toMatchObject({
      channel: 'whatsapp',
      serviceId: seller.serviceId,
      name: 'Wambui',
      phoneNumber: '+254722800100',
    });
    const [made] = await testApp.platform.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.phoneIdentityId, booking!.phoneIdentityId!));
    expect(made!.n).toBe(1);
    // The provider's e-mail names the client by what they gave: no empty e-mail between commas.
    await runJobs(testApp.platform);
    const told = await testApp.platform.db.select().from(outbox).where(eq(outbox.channel, 'email'));
    const toProvider = told.filter((mail) => mail.text?.includes(`Booking #${id}`) && mail.text.includes('Client: '));
    expect(toProvider.length).toBeGreaterThan(0);
    for (const mail of toProvider) expect(mail.text).toContain('Client: Wambui, +254 722 800 100\n');

    // A tap on the old summary: out of date, and no second booking.
    const stale = await client.tap('Confirm', { on: confirm });
    expect(bodyOf(stale)).toMatch(/^That list is out of date/);
    const [still] = await testApp.platform.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.phoneIdentityId, booking!.phoneIdentityId!));
    expect(still!.n).toBe(1);
    expect(whatsapp.stats.rejected).toBe(0);
  });

  it('starts a listing’s booking from "WEKA 1234", in Kiswahili', async () => {
    const seller = await b.sellerWithListing();
    const client = person('254722800101');
    const days = await client.say(`WEKA ${seller.serviceId}`);
    // The first message names what is being booked.
    expect(bodyOf(days)).toBe('Knotless Braids in Kasarani\n\nChagua siku');
    const home = await client.say('Habari');
    expect(bodyOf(home)).toMatch(/^Karibu Mabinti!/);
    expect(titlesOf(home)).toEqual(['Weka miadi', 'Miadi yangu', 'Msaada']);
    // A button's words typed rather than tapped do what the button does, from any step.
    await client.say(`WEKA ${seller.serviceId}`);
    expect(bodyOf(await client.say('Miadi yangu'))).toMatch(/^(Miadi yangu|Huna miadi)/);
    expect(whatsapp.stats.rejected).toBe(0);
  });

  it('offers "Nyumbani kwangu" for a listing that comes to clients: the area from a list, the address typed', async () => {
    const seller = await b.sellerWithListing();
    await b.comesHome(seller);
    const client = person('254722800102');
    const where = await client.say(`WEKA ${seller.serviceId}`);
    expect(bodyOf(where)).toBe('Knotless Braids in Kasarani\n\nUngependa wapi?');
    const areas = await client.tap('Nyumbani kwangu');
    // Nearest first, each row saying its travel fee.
    expect(titlesOf(areas)[0]).toBe('Kasarani');
    expect(JSON.stringify(areas)).toContain('"description":"Kasarani +Ksh 300"');
    expect(bodyOf(await client.tap('Kasarani'))).toMatch(/^Mahali ulipo na alama ya karibu/);
    const days = await client.say('Mirema Drive, nyumba 14, lango la bluu');
    expect(bodyOf(days)).toBe('Knotless Braids in Kasarani\n\nChagua siku');
    const times = await client.tap(titlesOf(days)[0]!);
    await client.tap(titlesOf(times)[0]!);
    const confirm = await client.say('Wambui');
    expect(bodyOf(confirm)).toMatch(
      / \+ nauli 300\nNyumbani kwangu: Mirema Drive, nyumba 14, lango la bluu, Kasarani\n/,
    );
    expect(whatsapp.stats.rejected).toBe(0);
  });

  it('sends the reminder as a template whose Cancel button cancels that booking for that number', async () => {
    const seller = await b.sellerWithListing();
    const client = person('254722800103');
    const days = await client.say(`BOOK ${seller.serviceId}`);
    const times = await client.tap(titlesOf(days)[2]!);
    await client.tap(titlesOf(times)[0]!);
    await client.say('Nyokabi');
    const done = await client.tap('Confirm');
    const id = Number(/#(\d+)/.exec(bodyOf(done))![1]);
    expect((await testApp.request('POST', `/api/bookings/${id}/confirm`, {}, seller.auth)).status).toBe(200);
    const [booking] = await testApp.platform.db.select().from(bookings).where(eq(bookings.id, id));
    await runJobs(testApp.platform, booking!.startsAt - 24 * 60 * 60_000);
    await runJobs(testApp.platform, booking!.startsAt - 2 * 60 * 60_000);
    const reminder = whatsapp.sent.findLast((item) => item.to === '254722800103')!;
    expect(
      reminder.template.components.filter((c) => c.type === 'button').map((c) => c.parameters[0]!.payload),
    ).toEqual([`reply:${id}:1`, `reply:${id}:2`]);
    // Another number tapping a forged payload for this booking acts on nothing.
    const stranger = person('254722800104');
    await stranger.say('Hi');
    const forged = inboundWebhook('254722800104', {
      id: 'wamid.forged.reminder',
      from: '254722800104',
      timestamp: String(Math.floor(Date.now() / 1000)),
      type: 'button',
      button: { payload: `reply:${id}:2`, text: 'Cancel' },
    });
    expect(await post(forged, signatureOf(forged))).toBe(200);
    await runJobs(testApp.platform);
    expect((await testApp.platform.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status).toBe('confirmed');

    const answer = await client.tapTemplateButton(1);
    expect(bodyOf(answer)).toContain(`#${id}`);
    expect((await testApp.platform.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status).toBe('cancelled');
    expect(whatsapp.stats.rejected).toBe(0);
  });

  it('joins a waitlist from the days, and the offer’s Take button books the time for that number', async () => {
    const seller = await b.sellerWithListing();
    const client = person('254722800109');
    const days = await client.say(`BOOK ${seller.serviceId}`);
    expect(titlesOf(days)).toContain('Tell me when free');
    await client.tap('Tell me when free');
    const ask = await client.say('Nyokabi');
    expect(bodyOf(ask)).toContain('We will tell you when a time frees in the next 14 days');
    expect(bodyOf(await client.tap('Confirm'))).toContain('You are on the waitlist');
    // Times are free: the first that suits is offered at once, as a template with Take and Pass.
    // Whatever the hour: a text made in quiet hours goes at 08:00, its answer's minutes from then.
    await runJobs(testApp.platform, Date.now() + 12 * 60 * 60_000);
    const offer = whatsapp.sent.findLast((item) => item.to === '254722800109' && item.template)!;
    const payloads = offer.template.components.filter((c) => c.type === 'button').map((c) => c.parameters[0]!.payload);
    expect(payloads).toHaveLength(2);
    expect(payloads[0]).toMatch(/^offer:\d+:1$/);
    const taken = await client.tapTemplateButton(0);
    expect(bodyOf(taken)).toMatch(/is booked for you \(#\d+\)/);
    const id = Number(/#(\d+)/.exec(bodyOf(taken))![1]);
    const [booking] = await testApp.platform.db.select().from(bookings).where(eq(bookings.id, id));
    expect(booking).toMatchObject({ channel: 'whatsapp', name: 'Nyokabi', status: 'requested' });
    expect(whatsapp.stats.rejected).toBe(0);
  });

  it('lists my bookings, each with Cancel, Change time and Directions', async () => {
    const seller = await b.sellerWithListing();
    const client = person('254722800105');
    const days = await client.say(`BOOK ${seller.serviceId}`);
    const times = await client.tap(titlesOf(days)[3]!);
    await client.tap(titlesOf(times)[1]!);
    await client.say('Achieng');
    const id = Number(/#(\d+)/.exec(bodyOf(await client.tap('Confirm')))![1]);
    const [before] = await testApp.platform.db.select().from(bookings).where(eq(bookings.id, id));

    await client.say('Hi');
    const mine = await client.tap('My bookings');
    const row = titlesOf(mine).find((title) => title.startsWith(`#${id} `))!;
    expect(titlesOf(await client.tap(row))).toEqual(['Cancel it', 'Change time', 'Directions']);
    const where = await client.tap('Directions');
    expect(bodyOf(where)).toBe(
      'Knotless Braids in Kasarani: Kasarani, Nairobi.\nhttps://maps.google.com/?q=Kasarani%2C%20Nairobi',
    );

    await client.say('Hi');
    await client.tap(titlesOf(await client.tap('My bookings')).find((title) => title.startsWith(`#${id} `))!);
    const newDays = await client.tap('Change time');
    const newTimes = await client.tap(titlesOf(newDays)[4]!);
    const confirm = await client.tap(titlesOf(newTimes)[0]!);
    expect(bodyOf(confirm)).toMatch(new RegExp(`^Move #${id} to `));
    expect(bodyOf(await client.tap('Confirm'))).toMatch(new RegExp(`^Booking #${id} moves to `));
    const [moved] = await testApp.platform.db.select().from(bookings).where(eq(bookings.id, id));
    expect(moved!.status).toBe('requested');
    expect(`${moved!.date} ${moved!.time}`).not.toBe(`${before!.date} ${before!.time}`);

    // Typed words for the buttons do what the buttons do: "My bookings", then "Cancel".
    await client.say('Hi');
    const typed = await client.say('My bookings');
    await client.tap(titlesOf(typed).find((title) => title.startsWith(`#${id} `))!);
    expect(bodyOf(await client.say('Cancel'))).toBe(`Booking #${id} is cancelled.`);
    expect(whatsapp.stats.rejected).toBe(0);
  });

  it('links each listing to a chat that starts its booking, in the page’s language', () => {
    const config = { WHATSAPP_NUMBER: '+254700000000', WHATSAPP_APP_SECRET: 'secret' };
    expect(listingChatLink(config, 12, 'en')).toBe('https://wa.me/254700000000?text=BOOK%2012');
    expect(listingChatLink(config, 12, 'sw')).toBe('https://wa.me/254700000000?text=WEKA%2012');
    expect(listingChatLink({ ...config, WHATSAPP_APP_SECRET: undefined }, 12, 'en')).toBeNull();
  });

  it('answers signed webhooks of unexpected shapes without a 500, and still answers the messages it can read', async () => {
    const phoneNumberId = whatsappSettings('http://x').WHATSAPP_PHONE_NUMBER_ID;
    const value = (inner: Record<string, unknown>) =>
      JSON.stringify({ entry: [{ changes: [{ value: { metadata: { phone_number_id: phoneNumberId }, ...inner } }] }] });
    const odd = [
      '{"entry":{"changes":1}}',
      '{"entry":[{"changes":[{"value":null}]}]}',
      '{"entry":[null, 1, "x", {"changes":"x"}]}',
      value({ messages: { id: 'wamid.odd.1' } }),
      value({ statuses: [{ errors: 'x' }, null] }),
      value({ statuses: [{ id: 'wamid.none', status: 'failed', errors: 'x' }] }),
      value({ contacts: 'x', messages: [{ id: 'wamid.odd.2', from: '254722800109', type: 'text', text: null }] }),
      value({ messages: [{ id: 'wamid.odd.3', from: '254722800109', interactive: 'x', button: 7, type: 1 }] }),
      '[]',
      'null',
      '"x"',
    ];
    for (const body of odd) expect(await post(body, signatureOf(body)), body).toBe(200);
  });

  it('refuses a webhook with a wrong signature, and one for another number, writing nothing', async () => {
    const message = { id: 'wamid.forged.1', from: '254722800102', timestamp: '1', type: 'text', text: { body: 'Hi' } };
    const body = inboundWebhook('254722800102', message);
    expect(await post(body, signatureOf(body, 'not-the-app-secret'))).toBe(401);
    expect(await post(body, '')).toBe(401);
    const elsewhere = inboundWebhook('254722800102', { ...message, id: 'wamid.forged.2' }, '999999999');
    expect(await post(elsewhere, signatureOf(elsewhere))).toBe(200);
    const ids = await testApp.platform.db
      .select({ id: inboundMessages.providerId })
      .from(inboundMessages)
      .where(eq(inboundMessages.channel, 'whatsapp'));
    expect(ids.map((row) => row.id)).not.toContain('wamid.forged.1');
    expect(ids.map((row) => row.id)).not.toContain('wamid.forged.2');
  });
});
