/**
 * The Worker's entry (wrangler.toml `main`): Astro's handler for every request, and the Cron
 * Trigger that settles payments whose callback never came and releases ended holds, as the Node
 * server's timer does (sweep.ts).
 */
import server from '@astrojs/cloudflare/entrypoints/server';
import { sweep } from '#functions/platform/sweep';
import { getPlatform } from './cloudflare';
import { log } from './log';

interface ScheduledContext {
  waitUntil(promise: Promise<unknown>): void;
}

export default {
  fetch: server.fetch,
  scheduled(_controller: unknown, _env: unknown, context: ScheduledContext) {
    context.waitUntil(
      sweep(getPlatform()).then(
        (done) => (done.settled || done.released || done.payouts || done.jobs) && log.info('sweep', done),
        (error: unknown) => log.error('sweep failed', { error }),
      ),
    );
  },
};
