/**
 * The phone channels' leg of the Workers check (scripts/check-workers-journey.ts): a feature
 * phone books a listing by its USSD dial code, every hop delivered twice (issue 43), and a client
 * books it in a WhatsApp chat, each answer sent from the webhook request's waitUntil (issue 44).
 */
import { ussdGateway } from '../../emulators/ussd';
import { bodyOf, startWhatsAppEmulator, titlesOf } from '../../emulators/whatsapp';

type Check = (condition: unknown, step: string, detail?: unknown) => void;

/** The Worker's USSD key, as scripts/check-cloudflare.sh passes it to wrangler dev. */
const USSD_KEY = process.env.CHECK_USSD_KEY ?? 'workers-check-ussd-key';

export async function phoneJourney(
  origin: string,
  listingId: number,
  /** The listing's bookings as its seller sees them. */
  sellersBookings: () => Promise<Array<{ id: number; channel: string }>>,
  check: Check,
) {
  const wrongKey = await fetch(`${origin}/api/ussd?key=not-the-key-at-all`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      sessionId: 'ATUid_wrong',
      serviceCode: '*384*21#',
      phoneNumber: '+254722000333',
      text: '',
    }),
  });
  check(wrongKey.status === 404, 'a USSD hop with a wrong key gets 404');
  const gateway = ussdGateway({ url: `${origin}/api/ussd?key=${USSD_KEY}`, twice: true });
  const handset = await gateway.dial(`*384*21*${listingId}#`, '+254722000333');
  let time = 1;
  for (let hop = 0; hop < 9 && !handset.ended; hop++) {
    const shown = handset.screen;
    await handset.answer(
      /Choose a time|just taken/.test(shown)
        ? String(shown.includes('just taken') ? ++time : time)
        : shown.includes('Your name')
          ? 'Wanjiku'
          : '1',
    );
  }
  const reference = /Booked! Ref #(\d+)/.exec(handset.screen)?.[1];
  check(
    reference && gateway.problems.length === 0,
    `a USSD session books by the dial code in ${handset.session.screens.length} screens, each repeat identical`,
    { screens: handset.session.screens, problems: gateway.problems },
  );
  const byPhone = (await sellersBookings()).filter((b) => b.channel === 'ussd');
  check(byPhone.length === 1 && byPhone[0]!.id === Number(reference), 'the seller sees the one USSD booking', byPhone);

  const whatsapp = startWhatsAppEmulator(Number(process.env.CF_WA_PORT ?? 8794));
  await whatsapp.listening;
  const client = whatsapp.user('254722000444', async (body, signature) => {
    const answer = await fetch(`${origin}/api/notify/whatsapp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature },
      body,
    });
    return answer.status;
  });
  /** Sends, then waits (at most 10 s) for the Worker's answer to reach the chat. */
  async function move(send: () => Promise<number>) {
    const before = client.inbox().length;
    const status = await send();
    for (let waited = 0; waited < 10_000 && client.inbox().length === before; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    return { status, answer: client.inbox().length > before ? client.last() : undefined };
  }
  let chatted = await move(() => client.say(`BOOK ${listingId}`));
  check(
    chatted.status === 200 && bodyOf(chatted.answer).endsWith('\n\nChoose a day'),
    'a chat says "BOOK {id}" and the Worker answers with the days',
    chatted,
  );
  // The chat books the next day's first time: late in the evening the first day has a time or two
  // left, and the USSD booking has taken one of them.
  time = 0;
  const seen: string[] = [];
  for (let step = 0; step < 8 && chatted.answer?.type === 'interactive'; step++) {
    const body = bodyOf(chatted.answer);
    seen.push(body);
    if (body.includes('just taken')) time += 1;
    const row = body.includes('Choose a time') ? time : body.endsWith('Choose a day') ? 1 : 0;
    const title = titlesOf(chatted.answer)[row];
    if (!title) break;
    chatted = await move(() => client.tap(title!));
    if (bodyOf(chatted.answer).startsWith('Your name')) chatted = await move(() => client.say('Wangari'));
  }
  check(
    /^Booked! Ref #\d+/.test(bodyOf(chatted.answer)) && whatsapp.stats.rejected === 0,
    "the chat books in the Worker, every answer within Meta's limits",
    {
      seen,
      last: bodyOf(chatted.answer),
      answer: chatted.answer,
      status: chatted.status,
      rejected: whatsapp.stats.rejected,
    },
  );
  await whatsapp.close();
}
