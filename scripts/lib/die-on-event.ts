/**
 * A server process that dies between a booking's commit and what follows it, for the crash test of
 * booking events (functions/bookings/events-crash.test.ts): it sends one API request, and when the
 * change's event job starts to run (the booking already committed with it), it kills itself with
 * SIGKILL, before any notice or reminder is queued.
 *   node --import tsx scripts/lib/die-on-event.ts --db file:/tmp/x.db --method POST --path /api/appointments \
 *     --body '{…}' --auth 'Bearer …'
 */
import { parseArgs } from 'node:util';
import { createApp } from '#functions/api/app';
import { BOOKING_EVENT_JOB } from '#functions/bookings/event-jobs';
import { createNodePlatform } from '#functions/platform/node';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    media: { type: 'string', default: '/tmp/mabinti-die-media' },
    method: { type: 'string', default: 'POST' },
    path: { type: 'string' },
    body: { type: 'string', default: '{}' },
    auth: { type: 'string' },
  },
});
const platform = createNodePlatform({ DATABASE_URL: values.db!, MEDIA_DIR: values.media!, LOG_LEVEL: 'error' });
const dying = {
  ...platform,
  jobs: { ...platform.jobs, [BOOKING_EVENT_JOB]: async () => void process.kill(process.pid, 'SIGKILL') },
};
const response = await createApp(() => dying).request(
  values.path!,
  {
    method: values.method,
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', Authorization: values.auth! },
    body: values.body,
  },
  { clientAddress: '10.9.9.9' },
);
// Reached only when the request set nothing off: the test treats a clean exit as a failure.
console.log(response.status, await response.text());
