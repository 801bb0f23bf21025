/**
 * `npm start`: the demo server. Without M-Pesa credentials (MPESA_ENV unset or `emulator`) it first
 * starts the Daraja emulator (emulators/daraja.ts) on a free loopback port and points the server
 * at it through MPESA_BASE_URL, exactly as it would point at Safaricom. The paying number chooses
 * the outcome (README: "Paying in the demo").
 */
import { startDarajaEmulator } from '../emulators/daraja';

const emulated = !process.env.MPESA_ENV || process.env.MPESA_ENV === 'emulator';
if (emulated && !process.env.MPESA_BASE_URL && process.env.MABINTI_MODE !== 'production') {
  const emulator = startDarajaEmulator({
    port: Number(process.env.DARAJA_EMULATOR_PORT ?? 0),
    // How long the pretend customer takes to enter their PIN.
    delayMs: Number(process.env.DARAJA_EMULATOR_DELAY_MS ?? 3000),
  });
  process.env.MPESA_BASE_URL = await emulator.listening;
  console.log(`demo: M-Pesa payments go to the Daraja emulator at ${process.env.MPESA_BASE_URL}`);
}
await import('../functions/platform/node-server');
