/**
 * The Worker's entry (wrangler.toml `main`): Astro's handler for every request, and the Cron
 * Trigger that asks M-Pesa about payments whose callback never came, as the Node server's timer does.
 */
import server from '@astrojs/cloudflare/entrypoints/server';
import { sweepPendingPayments } from '#functions/payments/service';
import { getPlatform } from './cloudflare';
import { log } from './log';

interface ScheduledContext {
  waitUntil(promise: Promise<unknown>): void;
}

export default {
  fetch: server.fetch,
  scheduled(_controller: unknown, _env: unknown, context: ScheduledContext) {
    context.waitUntil(
      sweepPendingPayments(getPlatform()).then(
        (settled) => settled && log.info('payment sweep', { settled }),
        (error: unknown) => log.error('payment sweep failed', { error }),
      ),
    );
  },
};
