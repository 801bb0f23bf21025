import type http from 'node:http';
import { log } from './log';

/** How much more of a refused body the server reads, and for how long, before it hangs up. */
export const LINGER = { bytes: 256 * 1024, ms: 2000 };

/**
 * After a refusal (401, 413, …) the client may still be sending a large body. Reading all of it
 * only to drop it costs memory and bandwidth, so the server reads a little more, long enough for
 * the client to see the answer, then closes the connection (nginx calls this a lingering close).
 * NOTE: by the time the timer fires the client may have gone and Node may have detached the
 * socket (`request.socket` is then null): hanging up is then nothing to do, never a crash. And a
 * body that does end within the allowance leaves a keep-alive connection that the client may use
 * for its next request: the timer is cleared then, or it would cut that request off.
 */
export function hangUpOnUnreadBody(request: http.IncomingMessage, linger = LINGER) {
  if (request.complete) return;
  let lingered = 0;
  const hangUp = () => {
    try {
      request.socket?.destroy();
    } catch (error) {
      log.warn('hang-up failed', { error });
    }
  };
  const timer = setTimeout(hangUp, linger.ms);
  timer.unref();
  request.on('data', (chunk: Buffer) => {
    lingered += chunk.byteLength;
    if (lingered > linger.bytes) hangUp();
  });
  request.on('end', () => clearTimeout(timer));
  request.on('close', () => clearTimeout(timer));
  request.on('error', () => undefined);
}
