/**
 * An Africa's Talking USSD emulator, playing the gateway and the handset (issue 43): it dials a
 * code (with dial-through answers: *384*21*1234#), posts each hop with Africa's Talking's form
 * fields (`text` holds every answer so far, joined by `*`), and holds the product to the
 * gateway's rules: a non-200 answer, or one starting with neither `CON ` nor `END `, ends the
 * session; a screen over 182 characters or outside GSM-7 is a failure. It can deliver each hop
 * twice (the repeat must be answered byte for byte), and knows which phones are in a session now,
 * which the Daraja emulator asks before it lets a prompt reach a phone.
 *   npx tsx emulators/ussd.ts --dial "*384*21#" --phone 0712345678 [--url http://127.0.0.1:4321/api/ussd?key=…]
 */
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { isGsm7 } from '#shared/gsm7';
import { DEMO_USSD_KEY } from '#functions/platform/demo-settings';

export const USSD_MAX_SCREEN = 182;
export const SAFARICOM_NETWORK = '63902';

export interface GatewayOptions {
  /** The product's callback, with its key: http://127.0.0.1:4321/api/ussd?key=… */
  url: string;
  /** Each hop posted twice, the second after the first is answered. */
  twice?: boolean;
  /** Where the end-of-session notification goes, if anywhere. */
  notifyUrl?: string;
}

/** The digits that name a phone however it is written: its last nine. */
const line = (phone: string) => phone.replace(/\D/g, '').slice(-9);

export function ussdGateway({ url, twice = false, notifyUrl }: GatewayOptions) {
  const open = new Set<string>();
  const stats = { hops: 0, repeats: 0, sessions: 0 };
  /** Everything the product did that a real gateway would not take. */
  const problems: string[] = [];

  async function post(fields: Record<string, string>) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/plain' },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: response.status, body: await response.text() };
  }

  /** Dials `code` from `phone`; the handset then shows each screen and sends each answer. */
  async function dial(code: string, phone: string, networkCode = SAFARICOM_NETWORK) {
    const parts = /^(\*\d+\*\d+)((?:\*\d+)*)#$/.exec(code.trim());
    if (!parts) throw new Error(`not a USSD code: ${code}`);
    const serviceCode = `${parts[1]}#`;
    const answers = parts[2] ? parts[2].slice(1).split('*') : [];
    const sessionId = `ATUid_${randomBytes(8).toString('hex')}`;
    stats.sessions += 1;
    open.add(line(phone));
    const session = { screen: '', ended: false, screens: [] as string[] };

    const end = async (reason: string) => {
      session.ended = true;
      open.delete(line(phone));
      if (notifyUrl) {
        await post({
          sessionId,
          serviceCode,
          phoneNumber: phone,
          networkCode,
          status: reason,
          input: answers.join('*'),
        }).catch(() => undefined);
      }
    };

    async function hop(): Promise<string> {
      const fields = { sessionId, serviceCode, phoneNumber: phone, networkCode, text: answers.join('*') };
      stats.hops += 1;
      const first = await post(fields);
      if (twice) {
        stats.repeats += 1;
        const second = await post(fields);
        if (second.body !== first.body || second.status !== first.status) {
          problems.push(
            `a repeated hop was answered differently: ${JSON.stringify(first.body)} then ${JSON.stringify(second.body)}`,
          );
        }
      }
      const { status, body } = first;
      if (status !== 200 || !/^(CON|END) /.test(body)) {
        problems.push(`hop answered ${status} ${JSON.stringify(body.slice(0, 80))}`);
        await end('Failed');
        return (session.screen = 'END (the network ended the session)');
      }
      if (body.length > USSD_MAX_SCREEN) problems.push(`screen of ${body.length} characters: ${JSON.stringify(body)}`);
      if (!isGsm7(body)) problems.push(`screen outside GSM-7: ${JSON.stringify(body)}`);
      session.screen = body;
      session.screens.push(body);
      if (body.startsWith('END ')) await end('Success');
      return body;
    }

    await hop();
    return {
      session,
      get screen() {
        return session.screen;
      },
      get ended() {
        return session.ended;
      },
      /** Types `answer` and presses Send. */
      async answer(answer: string) {
        if (session.ended) throw new Error('the session has ended');
        answers.push(answer);
        return hop();
      },
      /** The person gives up (or the network drops them) without an END. */
      async hangUp() {
        if (!session.ended) await end('Aborted');
      },
    };
  }

  return { dial, stats, problems, inSession: (phone: string) => open.has(line(phone)) };
}

/** The terminal handset: a person plays the menus by typing. */
async function playInTerminal() {
  const arg = (name: string, fallback: string) =>
    process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1]! : fallback;
  const url = arg('--url', `http://127.0.0.1:4321/api/ussd?key=${process.env.AT_USSD_KEY ?? DEMO_USSD_KEY}`);
  const gateway = ussdGateway({ url });
  const handset = await gateway.dial(
    arg('--dial', '*384*21#'),
    arg('--phone', '0712345678'),
    arg('--network', SAFARICOM_NETWORK),
  );
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  for (;;) {
    console.log(`\n${handset.screen.replace(/^(CON|END) /, '')}\n`);
    if (handset.ended) break;
    const typed = await terminal.question('> ');
    await handset.answer(typed.trim());
  }
  terminal.close();
  for (const problem of gateway.problems) console.error(`problem: ${problem}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await playInTerminal();
