import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../tests/support/test-platform';
import { staffHelpers } from '../../tests/support/staff';
import { createNodePlatform } from '#functions/platform/node';
import { unexpectedErrors } from '#functions/platform/error-count';
import { log } from '#functions/platform/log';

const testApp = createTestApp();
const { platform, get } = testApp;
afterAll(() => platform.close());

const logged: string[] = [];
beforeEach(() => {
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  }
});
afterEach(() => vi.restoreAllMocks());

describe('errors that tell the truth', () => {
  it('keep their request id whole in the log, digits and all', () => {
    log.error('api error', { requestId: '12345678901234ab', note: 'call 0712 345 678' });
    expect(logged.at(-1)).toContain('requestId=12345678901234ab');
    expect(logged.at(-1)).toContain('note=call [phone]');
  });

  it('answers a programming error with 500 and a request id, logs its stack and counts it', async () => {
    const before = unexpectedErrors();
    const buggy = testApp.withPlatform({
      ...platform,
      db: new Proxy(platform.db, {
        get(target, key) {
          if (key === 'select') throw new TypeError("Cannot read properties of undefined (reading 'id')");
          return Reflect.get(target, key);
        },
      }),
    });
    const response = await buggy.send('/api/services/hair', {});
    expect(response.status).toBe(500);
    const { requestId, message } = await response.json();
    expect(requestId).toMatch(/^[a-f0-9]{16}$/);
    expect(message).toContain(requestId);
    expect(response.headers.get('X-Request-Id')).toBe(requestId);
    const line = logged.find((entry) => entry.includes(requestId))!;
    expect(line).toContain('api error');
    expect(line).toMatch(/"stack":\[".*routes/);
    expect(unexpectedErrors()).toBe(before + 1);
    expect((await get('/api/health')).status).toBe(200);
  });

  it('answers a database that cannot be reached with 503 and Retry-After, not counted as a bug', async () => {
    const before = unexpectedErrors();
    const unreachable = createNodePlatform({ DATABASE_URL: 'http://127.0.0.1:9', MEDIA_DIR: '/tmp/mabinti-none' });
    const away = testApp.withPlatform(unreachable);
    const response = await away.send('/api/services/hair', {});
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    const health = await away.send('/api/health', {});
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'degraded', database: 'unavailable' });
    expect(unexpectedErrors()).toBe(before);
    unreachable.close();
  });
});

describe('the health check', () => {
  it('tells anyone whether it is up, and only staff how many errors it has met', async () => {
    expect(await (await get('/api/health')).json()).toEqual({ status: 'ok', database: 'ok' });
    const { person } = staffHelpers(testApp);
    const buyer = await person('buyer');
    expect(await (await get('/api/health', buyer.auth)).json()).toEqual({ status: 'ok', database: 'ok' });
    const admin = await person('admin');
    expect(await (await get('/api/health', admin.auth)).json()).toEqual({
      status: 'ok',
      database: 'ok',
      unexpectedErrors: expect.any(Number),
      uptimeSeconds: expect.any(Number),
    });
  });
});
