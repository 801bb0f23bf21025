import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHelpers } from '../support/bookings';
import { createTestApp } from '../support/test-platform';
import { isUploadRoute, JSON_BODY_LIMIT } from '#functions/api/body-limits';
import { MAX_UPLOAD_BODY } from '#functions/listings/limits';
import { MEDIA_LIMITS } from '#shared/listings';
import { apiRoutes, pathOf, readsBody } from './routes';

/**
 * A body larger than its route takes, on every route that reads one (issue 42): refused with 413,
 * declared (before a byte is read) or sent in chunks (as soon as the limit passes), as a visitor
 * and as a signed-in seller. Upload routes allow the seller's package, and no more.
 */
const testApp = createTestApp({ RATE_LIMIT_SCALE: '1000' });
const { app, platform } = testApp;
afterAll(() => platform.close());

let sellerAuth: Record<string, string> = {};
let listingId = '';
beforeAll(async () => {
  const seller = await bookingHelpers(testApp).sellerWithListing();
  sellerAuth = seller.auth;
  listingId = String(seller.serviceId);
});

/** The start of a multipart form whose one file is a (very long) JPEG. */
const MULTIPART_HEAD = new Uint8Array([
  ...new TextEncoder().encode(
    '--x\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
  ),
  0xff,
  0xd8,
  0xff,
  0xe0,
]);

/**
 * `bytes` in 64 KB chunks, with no length declared (after `head`); counts how many were pulled.
 */
function chunked(bytes: number, head?: Uint8Array) {
  const chunk = new Uint8Array(64 * 1024).fill(97);
  const sent = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      if (head) controller.enqueue(head);
    },
    pull(controller) {
      if (sent.bytes >= bytes) return controller.close();
      sent.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, sent };
}

const send = (path: string, method: string, init: RequestInit, auth: Record<string, string>) => {
  const type = isUploadRoute(method, path) ? 'multipart/form-data; boundary=x' : 'application/x-www-form-urlencoded';
  const headers = { Origin: 'http://localhost', 'Content-Type': type, ...auth, ...init.headers };
  return app.request(path, { method, ...init, headers } as RequestInit, { clientAddress: '10.8.0.1' });
};

const routes = apiRoutes(app).filter(readsBody);

describe('bodies over the limit', () => {
  it.each(routes.map((route) => [route.key, route] as const))('%s', async (_, route) => {
    const path = pathOf(route, (name) => (name === 'id' ? listingId : 'x'));
    const upload = isUploadRoute(route.method, path);
    for (const auth of [{}, sellerAuth]) {
      const declared = upload ? MAX_UPLOAD_BODY + 1 : JSON_BODY_LIMIT + 1;
      const refused = await send(
        path,
        route.method,
        { headers: { 'Content-Length': String(declared) }, body: 'a' },
        auth,
      );
      // A visitor's upload is refused for who they are before its size matters.
      expect(refused.status, 'declared').toBe(upload && auth === sellerAuth ? 413 : upload ? 401 : 413);
    }
    // An upload stops at the first limit it passes: one photo's size, well inside the package's.
    const over = upload ? MEDIA_LIMITS.imageBytes : JSON_BODY_LIMIT;
    const { stream, sent } = chunked(over + 8 * 1024 * 1024, upload ? MULTIPART_HEAD : undefined);
    const response = await send(path, route.method, { body: stream, duplex: 'half' } as RequestInit, sellerAuth);
    expect(response.status, `chunked: ${await response.clone().text()}`).toBe(413);
    // Reading stopped near the limit: the rest was never pulled into memory.
    expect(sent.bytes).toBeLessThanOrEqual(over + 1024 * 1024);
  });
});

describe('a multipart body cut short', () => {
  // Its boundary never closes: a form reader that cannot parse it answers 400 (or refuses the
  // caller first), never a 500.
  it.each(routes.map((route) => [route.key, route] as const))('%s', async (_, route) => {
    const path = pathOf(route, (name) => (name === 'id' ? listingId : 'x'));
    for (const auth of [{}, sellerAuth]) {
      const response = await app.request(
        path,
        {
          method: route.method,
          headers: { Origin: 'http://localhost', 'Content-Type': 'multipart/form-data; boundary=x', ...auth },
          body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf a fie',
        },
        { clientAddress: '10.8.0.2' },
      );
      expect(response.status, `${await response.clone().text()}`).toBeLessThan(500);
    }
  });
});
