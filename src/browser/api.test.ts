import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/test-platform';
import { ApiError, api, call } from './api';

/**
 * The islands' client against the real API in-process: the browser's fetch is the app's own
 * request handler here, so paths, parameters, queries and JSON bodies are what the server reads.
 */
const { app, platform } = createTestApp();
const browserFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = ((input: string, init?: RequestInit) =>
    app.request(
      input,
      { ...init, headers: { ...init?.headers, Origin: 'http://localhost' } },
      {
        clientAddress: '10.9.9.9',
      },
    )) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = browserFetch;
  platform.close();
});

describe('the API client', () => {
  it('sends a query and reads the typed answer', async () => {
    const found = await call(api.services.search.$get({ query: { query: 'braids', limit: '3' } }));
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toHaveProperty('_id');
  });

  it('fills path parameters, encoded', async () => {
    const first = (await call(api.services.$get({ query: {} })))[0]!;
    const detail = await call(api.service[':id'].$get({ param: { id: first._id } }));
    expect(detail.name).toBe(first.name);
    const missing = call(api.service[':id'].$get({ param: { id: '../me' } }));
    await expect(missing).rejects.toMatchObject({ status: 404 });
  });

  it('sends JSON and turns a refusal into an ApiError with the server’s message', async () => {
    const refused = call(api.login.$post({ json: { email: 'nobody@example.com', password: 'wrong password' } }), 'x');
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      status: 401,
      message: 'Failed to sign in. Please check your credentials.',
    });
  });
});
