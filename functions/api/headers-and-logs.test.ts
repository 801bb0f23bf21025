import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountHelpers, bearer } from '../../tests/support/accounts';
import { contactMessage as contact } from '../../tests/support/contact';
import { createTestApp } from '../../tests/support/test-platform';

const testApp = createTestApp();
const { platform, request, get, newClient } = testApp;
const { buyer, register } = accountHelpers(testApp);
afterAll(() => platform.close());

/** Headers on every answer, caching, and what the logs may hold. */
describe('security headers and caching', () => {
  it('puts them on every API answer, and keeps personal answers out of shared caches', async () => {
    const { body } = await register(buyer());
    const answers = [
      await get('/api/services/hair'),
      await get('/api/service/1'),
      await get('/api/packages'),
      await get('/api/nowhere'),
      await get('/api/me'),
      await get('/api/me', bearer(body.token)),
      await get('/api/me/bookings', bearer(body.token)),
      await request('POST', '/api/login', { email: 'x@y.co', password: 'nope' }, {}, newClient()),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(answer.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('Referrer-Policy')).toBeTruthy();
      expect(answer.headers.get('Permissions-Policy')).toBeTruthy();
      expect(answer.headers.get('X-Request-Id')).toMatch(/^[a-f0-9]{16}$/);
      expect(answer.headers.get('Cache-Control') ?? '').not.toMatch(/public/);
    }
    expect(answers[5]!.headers.get('Cache-Control')).toBe('private, no-store');
    expect(answers[6]!.headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('logs', () => {
  const lines: string[] = [];
  beforeEach(() => {
    for (const method of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
    }
  });
  afterEach(() => vi.restoreAllMocks());

  it('hold no e-mail address, phone number or token after a failed sign-in, a mail failure and a database error', async () => {
    const input = buyer({ phoneNumber: '0712 987 654' });
    const { body } = await register(input);
    await request('POST', '/api/login', { email: input.email, password: 'wrong password' }, {}, newClient());
    const failing = testApp.withPlatform({
      ...platform,
      mailer: {
        send: () => {
          throw new Error(`SMTP refused <${input.email}> for +254712987654, token ${body.token}`);
        },
        sendIn: () => Promise.reject(new Error('not used here')),
      },
    });
    await failing.request('POST', '/api/password-reset', { email: input.email }, {}, newClient());
    const broken = testApp.withPlatform({
      ...platform,
      db: new Proxy(platform.db, {
        get(target, key) {
          if (key === 'insert' || key === 'select' || key === 'query') {
            const error = new Error(
              `Failed query: insert into users values (?, ?) params: ${input.email},+254712987654,${body.token}`,
            );
            throw error;
          }
          return Reflect.get(target, key);
        },
      }),
    });
    const crashed = await broken.request('POST', '/api/login', { email: input.email, password: 'x' }, {}, newClient());
    expect(crashed.status).toBe(500);
    expect((await crashed.json()).requestId).toMatch(/^[a-f0-9]{16}$/);
    await request(
      'POST',
      '/api/contact',
      { ...contact, subject: 'Forged\r\nERROR database unavailable requestId=0000' },
      {},
      newClient(),
    );
    // One line per event: a CR or LF someone typed can never start a forged one.
    for (const line of lines) expect(line).not.toMatch(/[\r\n]/);
    const log = lines.join('\n');
    expect(log).toContain('api error');
    for (const secret of [input.email, '712987654', '712 987 654', body.token]) expect(log).not.toContain(secret);
  });
});
