/**
 * Sellers paying at once, every callback delivered twice in random order, against the built Node
 * server and the Daraja emulator (run here, so its deliveries can be counted and timed).
 *   npm run bench:payments            (builds first)
 *   npm run bench:payments -- --no-build --sellers 200
 * Prints payments settled, activations (must equal the sellers), duplicates ignored, and p95 from
 * a callback leaving M-Pesa to the package being active (the settling callback's answer).
 */
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { darajaSettings, startDarajaEmulator } from '../emulators/daraja';
import { PACKAGE_PERIOD_MS } from '#shared/packages';
import { ms, percentile } from './lib/stats';
import { startBuiltServer } from './lib/serve';

const { values } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, sellers: { type: 'string', default: '200' } },
});
const SELLERS = Number(values.sellers);
if (!values['no-build']) execSync('npm run build', { stdio: 'inherit' });

const emulator = startDarajaEmulator({ delayMs: 1500, callbackCopies: 2 });
Object.assign(process.env, darajaSettings(await emulator.listening));
process.env.RATE_LIMIT_SCALE = '1000'; // hundreds of sign-ups from one address
const server = await startBuiltServer(4412);
const json = { 'Content-Type': 'application/json', Origin: server.url };

try {
  const sellers = await Promise.all(
    Array.from({ length: SELLERS }, async (_, i) => {
      const response = await fetch(`${server.url}/api/register`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          userName: `Bench Seller ${i}`,
          email: `bench.payer.${i}.${Date.now()}@example.com`,
          phoneNumber: '0712 345 678',
          password: 'bench password',
          accountType: 'seller',
          packageId: (['basic', 'standard', 'premium'] as const)[i % 3],
        }),
      });
      const { token } = (await response.json()) as { token: string };
      return { Authorization: `Bearer ${token}` };
    }),
  );
  const started = performance.now();
  const payments = await Promise.all(
    sellers.map(async (auth) => {
      const response = await fetch(`${server.url}/api/payments`, {
        method: 'POST',
        headers: { ...json, ...auth },
        body: JSON.stringify({ purpose: 'package', phone: '0712 345 678' }),
      });
      if (response.status !== 201) throw new Error(`payment: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { id: number }).id;
    }),
  );
  const prompts = performance.now() - started;
  // Every prompt answered and both copies of every callback answered by the server.
  while (emulator.deliveries.length < SELLERS * 2) await new Promise((resolve) => setTimeout(resolve, 100));

  const states = await Promise.all(
    sellers.map(async (auth, i) => {
      const payment = (await (await fetch(`${server.url}/api/payments/${payments[i]}`, { headers: auth })).json()) as {
        status: string;
      };
      const me = (await (await fetch(`${server.url}/api/me`, { headers: auth })).json()) as {
        user: { sellerPackage: { status: string; paidUntil: string } };
      };
      const period = Date.parse(me.user.sellerPackage.paidUntil) - Date.now();
      // Active for one period exactly: activated once, not twice.
      return { paid: payment.status === 'paid', once: period > 0 && period <= PACKAGE_PERIOD_MS };
    }),
  );
  const settling = emulator.deliveries.filter((delivery) => delivery.said === 'settled: paid');
  const duplicates = emulator.deliveries.filter((delivery) => delivery.said.startsWith('duplicate')).length;
  const activations = states.filter((state) => state.once).length;
  const latency = settling.map((delivery) => delivery.answeredAt - delivery.sentAt);
  console.log(`sellers paying at once:       ${SELLERS} (prompts sent in ${ms(prompts)})`);
  console.log(`callbacks delivered:          ${emulator.deliveries.length} (each twice, in random order)`);
  console.log(`payments settled:             ${states.filter((state) => state.paid).length}`);
  console.log(`activations:                  ${activations} (must equal ${SELLERS})`);
  console.log(`duplicates ignored:           ${duplicates}`);
  console.log(`callback to activation:       p50 ${ms(percentile(latency, 50))}, p95 ${ms(percentile(latency, 95))}`);
  if (activations !== SELLERS || settling.length !== SELLERS) process.exitCode = 1;
} finally {
  server.stop();
  await emulator.close();
}
