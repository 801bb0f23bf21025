/**
 * `npm start`: the demo server. Without M-Pesa credentials (MPESA_ENV unset or `emulator`) it first
 * starts the Daraja emulator (emulators/daraja.ts) on a free loopback port and points the server
 * at it through MPESA_BASE_URL, exactly as it would point at Safaricom. The paying number chooses
 * the outcome (README: "Paying in the demo").
 */
import { startDarajaEmulator } from '../emulators/daraja';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_BUYER_EMAIL,
  DEMO_MODERATOR_EMAIL,
  DEMO_PASSWORD,
  DEMO_SELLER_EMAIL,
} from './lib/seed-catalogue';

const emulated = !process.env.MPESA_ENV || process.env.MPESA_ENV === 'emulator';
if (emulated && !process.env.MPESA_BASE_URL && process.env.MABINTI_MODE !== 'production') {
  const emulator = startDarajaEmulator({
    port: Number(process.env.DARAJA_EMULATOR_PORT ?? 0),
    // How long the pretend customer takes to enter their PIN.
    delayMs: Number(process.env.DARAJA_EMULATOR_DELAY_MS ?? 3000),
  });
  process.env.MPESA_BASE_URL = await emulator.listening;
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
      `    ${DEMO_ADMIN_EMAIL} or ${DEMO_MODERATOR_EMAIL} (the admin area, ${site}/admin).`,
      `  Every e-mail, SMS and WhatsApp message lands in the outbox: ${site}/dev/outbox`,
      '  M-Pesa prompts go to a Daraja emulator: README, "Paying in the demo".',
      '',
      '  Ctrl+C stops it.',
      '',
    ].join('\n'),
  );
}
