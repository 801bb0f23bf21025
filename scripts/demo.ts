/**
 * `npm start`: the demo server. Without M-Pesa settings (neither MPESA_ENV nor MPESA_BASE_URL) it
 * first starts the Daraja emulator (emulators/daraja.ts) on a free loopback port and gives the
 * server its address and credentials as ordinary settings, exactly as one would give Safaricom's.
 * The paying number chooses the outcome (README: "Paying in the demo").
 */
import { darajaSettings, startDarajaEmulator } from '../emulators/daraja';
import { DEMO_USSD_KEY, DEMO_WHATSAPP } from '../functions/platform/demo-settings';
import { demoVapidSettings } from './lib/demo-vapid';
import { DEMO_STUDIO_EMAIL } from './lib/seed-classes';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_BUYER_EMAIL,
  DEMO_MODERATOR_EMAIL,
  DEMO_PASSWORD,
  DEMO_SELLER_EMAIL,
  DEMO_SALON_EMAIL,
  DEMO_STYLIST_EMAIL,
} from './lib/seed-catalogue';

const mpesaSet = process.env.MPESA_ENV || process.env.MPESA_BASE_URL;
if (!mpesaSet && process.env.MABINTI_MODE !== 'production') {
  const emulator = startDarajaEmulator({
    port: Number(process.env.DARAJA_EMULATOR_PORT ?? 0),
    // How long the pretend customer takes to enter their PIN.
    delayMs: Number(process.env.DARAJA_EMULATOR_DELAY_MS ?? 3000),
  });
  Object.assign(process.env, darajaSettings(await emulator.listening));
}
// Feature phones: the USSD channel, played with the USSD emulator (README, "Booking from a feature phone").
if (process.env.MABINTI_MODE !== 'production') {
  process.env.AT_USSD_KEY ??= DEMO_USSD_KEY;
  // The WhatsApp webhook answers chats from /dev/chat; without a token the answers stay in the outbox.
  process.env.WHATSAPP_APP_SECRET ??= DEMO_WHATSAPP.appSecret;
  process.env.WHATSAPP_PHONE_NUMBER_ID ??= DEMO_WHATSAPP.phoneNumberId;
  // Notifications on this device (My Account): a VAPID key pair made once, kept beside the database.
  if (!process.env.VAPID_PUBLIC_KEY) Object.assign(process.env, await demoVapidSettings());
}
// Routine lines (each message queued, each sweep) would bury what a newcomer needs: LOG_LEVEL=info shows them.
process.env.LOG_LEVEL ??= 'warn';
const { listening } = await import('../functions/platform/node-server');
const site = (await listening).replace('//127.0.0.1:', '//localhost:');
if (process.env.MABINTI_MODE !== 'production') {
  console.log(
    [
      '',
      `  Mabinti is running: ${site}`,
      '',
      `  Sign in with the password ${DEMO_PASSWORD} as`,
      `    ${DEMO_BUYER_EMAIL} (a buyer) or ${DEMO_SELLER_EMAIL} (a seller),`,
      `    ${DEMO_SALON_EMAIL} (a salon with a team) or ${DEMO_STYLIST_EMAIL} (one of its stylists),`,
      `    ${DEMO_STUDIO_EMAIL} (a fitness studio selling seats in classes),`,
      `    ${DEMO_ADMIN_EMAIL} or ${DEMO_MODERATOR_EMAIL} (the admin area, ${site}/admin).`,
      `  Every e-mail, SMS and WhatsApp message lands in the outbox: ${site}/dev/outbox`,
      '  M-Pesa prompts go to a Daraja emulator: README, "Paying in the demo".',
      `  A feature phone in the browser: ${site}/dev/phone; a WhatsApp chat: ${site}/dev/chat`,
      `  From a feature phone: npx tsx emulators/ussd.ts --dial "*384*21#" --phone 0712345678 --url "${site}/api/ussd?key=${process.env.AT_USSD_KEY === DEMO_USSD_KEY ? DEMO_USSD_KEY : '<AT_USSD_KEY>'}"`,
      '',
      '  Ctrl+C stops it.',
      '',
    ].join('\n'),
  );
}
