import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { accountHelpers, bearer, cookieOf } from '../../tests/support/accounts';
import { contactMessage as contact } from '../../tests/support/contact';
import { createTestApp } from '../../tests/support/test-platform';
import { openEveryDay } from '../../tests/support/open-hours';

const PARTNER = 'https://partner.example';
const testApp = createTestApp({ ALLOWED_ORIGINS: PARTNER });
const { app, platform, request, get, newClient } = testApp;
const { buyer, register } = accountHelpers(testApp);
afterAll(() => platform.close());

describe('other origins (CORS)', () => {
  it('answers an allowed origin’s preflight, and not another’s', async () => {
    const preflight = (origin: string) =>
      app.request('/api/contact', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
    const allowed = await preflight(PARTNER);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(PARTNER);
    expect(allowed.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(allowed.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('takes an anonymous contact message from an allowed origin and refuses an unknown one', async () => {
    const allowed = await request('POST', '/api/contact', contact, { Origin: PARTNER }, newClient());
    expect(allowed.status).toBe(201);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(PARTNER);
    const refused = await request('POST', '/api/contact', contact, { Origin: 'https://evil.example' }, newClient());
    expect(refused.status).toBe(403);
  });

  it('serves the earlier client from its own origin: sign-up and sign-in', async () => {
    const input = buyer();
    const signedUp = await request('POST', '/api/register', input, { Origin: PARTNER }, newClient());
    expect(signedUp.status).toBe(201);
    expect(signedUp.headers.get('Access-Control-Allow-Origin')).toBe(PARTNER);
    const signedIn = await request('POST', '/api/login', input, { Origin: PARTNER }, newClient());
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()).token).toMatch(/^[a-z0-9]{32}$/);
  });

  it('lets a Bearer client of an allowed origin act, but never a session cookie from another origin', async () => {
    const { response, body } = await register(buyer());
    const withToken = await request(
      'PATCH',
      '/api/me',
      { firstName: 'Wanjiku', lastName: 'Kamau', phoneNumber: '0712345678' },
      { Origin: PARTNER, ...bearer(body.token) },
    );
    expect(withToken.status).toBe(200);
    const withCookie = await request('POST', '/api/logout', undefined, { Origin: PARTNER, Cookie: cookieOf(response) });
    expect(withCookie.status).toBe(403);
    expect((await get('/api/me', bearer(body.token))).status).toBe(200);
  });
});

describe('bodies within bounds', () => {
  it('refuses a 200 MB JSON body from its declared length, before reading it', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 65536;
        if (pulled > 200 * 1024 * 1024) controller.close();
        else controller.enqueue(new Uint8Array(65536));
      },
    });
    const response = await app.request(
      '/api/bookings/1/cancel',
      {
        method: 'POST',
        body,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': String(200 * 1024 * 1024),
          Origin: 'http://localhost',
        },
        duplex: 'half',
      } as RequestInit,
      newClient(),
    );
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(65536 * 2);
  });

  it('stops reading a chunked JSON body at the limit', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 65536;
        controller.enqueue(new Uint8Array(65536).fill(32));
        if (pulled > 10 * 1024 * 1024) controller.close();
      },
    });
    const response = await app.request(
      '/api/contact',
      {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
        duplex: 'half',
      } as RequestInit,
      newClient(),
    );
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(1024 * 1024);
  });

  it('refuses a small PNG that declares 16000×16000 pixels, with a clear message and no memory spike', async () => {
    const { body } = await register(buyer({ accountType: 'seller', packageId: 'basic' }));
    await openEveryDay(platform.db, body.user.id);
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const typed = Buffer.concat([Buffer.from(type), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(typed));
      return Buffer.concat([length, typed, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(16000, 0);
    header.writeUInt32BE(16000, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', Buffer.alloc(1024 * 1024)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const before = process.memoryUsage().rss;
    const response = await request(
      'POST',
      '/api/services',
      {
        name: 'Bridal Makeup in Kilimani',
        minPrice: 3000,
        maxPrice: 9000,
        location: 'Kilimani, Nairobi',
        phoneNumber: '0711000111',
        category: 'beauty',
        subcategory: 'makeup',
        description: 'Soft glam bridal makeup that lasts from the vows to the last dance.',
        images: [`data:image/png;base64,${png.toString('base64')}`],
      },
      bearer(body.token),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(
      'This photo is 16000×16000 pixels; photos can be at most 40 megapixels. Please resize it and try again.',
    );
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });
});

describe('clients that send no Origin', () => {
  it('take a Bearer-token multipart upload, as apps send it', async () => {
    const { body } = await register(buyer({ accountType: 'seller', packageId: 'basic' }));
    await openEveryDay(platform.db, body.user.id);
    const form = new FormData();
    const fields = {
      name: 'Manicure in Westlands',
      minPrice: '800',
      maxPrice: '1500',
      location: 'Westlands, Nairobi',
      phoneNumber: '0711000111',
      category: 'beauty',
      subcategory: 'nails',
      description: 'Gel and classic manicures at my studio near Sarit Centre.',
    };
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a855f7' } })
      .jpeg()
      .toBuffer();
    form.append('media', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'nails.jpg');
    const response = await app.request(
      '/api/services',
      { method: 'POST', body: form, headers: bearer(body.token) },
      newClient(),
    );
    expect(response.status).toBe(201);
  });
});

describe('client addresses behind proxies', () => {
  const failedSignIns = async (target: ReturnType<typeof createTestApp>, forwardedFor: (i: number) => string) => {
    const email = `target.${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await target.app.request(
        '/api/login',
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Origin: 'http://localhost',
            'X-Forwarded-For': forwardedFor(i),
          },
          body: JSON.stringify({ email, password: `guess ${i}` }),
        },
        { clientAddress: '127.0.0.1' },
      );
      statuses.push(response.status);
    }
    return statuses;
  };

  it('never believes a forged X-Forwarded-For without TRUST_PROXY', async () => {
    const statuses = await failedSignIns(testApp, (i) => `41.90.0.${i}`);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('tells visitors apart behind one trusted proxy', async () => {
    const proxied = createTestApp({ TRUST_PROXY: '1' });
    try {
      expect(await failedSignIns(proxied, (i) => `6.6.6.6, 41.90.1.${i}`)).toEqual(Array(7).fill(401));
      // The same visitor behind the proxy is still one visitor, whatever they forge before it.
      expect(await failedSignIns(proxied, (i) => `6.6.6.${i}, 41.90.2.1`)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    } finally {
      proxied.platform.close();
    }
  });
});
