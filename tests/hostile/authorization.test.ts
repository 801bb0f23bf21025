import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markPackagePaid } from '../support/accounts';
import { staffHelpers } from '../support/staff';
import { createTestApp } from '../support/test-platform';
import { ROUTE_RULES, apiRoutes, pathOf, type Who } from './routes';

/**
 * Every API route × every kind of person (issue 42): whoever the table says may not call a route
 * is refused (401 without an account, 403 with the wrong one; a provider's callback refuses
 * everyone without its secret), whoever may is never refused for who they are, and nothing
 * answers 500. Routes come from the app itself, so a route without a rule fails here.
 */
const testApp = createTestApp({ RATE_LIMIT_SCALE: '100' });
afterAll(() => testApp.platform.close());

type Actor = 'visitor' | 'buyer' | 'seller' | 'moderator' | 'admin';
const ACTORS: Actor[] = ['visitor', 'buyer', 'seller', 'moderator', 'admin'];
const MAY: Record<Who, (actor: Actor) => boolean> = {
  anyone: () => true,
  'signed-in': (actor) => actor !== 'visitor',
  seller: (actor) => actor === 'seller',
  staff: (actor) => actor === 'moderator' || actor === 'admin',
  admin: (actor) => actor === 'admin',
  provider: () => false,
};

const auth = new Map<Actor, Record<string, string>>([['visitor', {}]]);
beforeAll(async () => {
  const { person } = staffHelpers(testApp);
  for (const actor of ['buyer', 'seller', 'moderator', 'admin'] as const) {
    const made = await person(actor);
    if (actor === 'seller') await markPackagePaid(testApp.platform.db, made.id);
    auth.set(actor, made.auth);
  }
});

// Signing out ends the session the other routes need: it is checked on its own, last.
const routes = apiRoutes(testApp.app).filter((route) => route.key !== 'POST /api/logout');

describe('the authorization matrix', () => {
  it('has a rule for every route the app answers', () => {
    const missing = apiRoutes(testApp.app)
      .map((route) => route.key)
      .filter((key) => !ROUTE_RULES.has(key));
    expect(missing).toEqual([]);
  });

  it.each(routes.map((route) => [route.key, route] as const))('%s', async (_, route) => {
    const who = ROUTE_RULES.get(route.key)!;
    for (const actor of ACTORS) {
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const response = await testApp.request(route.method, pathOf(route), body, auth.get(actor));
      const status = response.status;
      const where = `${actor} → ${status}`;
      expect(status, where).toBeLessThan(500);
      if (who === 'provider') expect(status, where).toBeGreaterThanOrEqual(400);
      else if (MAY[who](actor)) expect([401, 403], where).not.toContain(status);
      else expect(status, where).toBe(actor === 'visitor' ? 401 : 403);
    }
  });

  it('POST /api/logout ends only the caller’s own session', async () => {
    const { person } = staffHelpers(testApp);
    const [one, other] = [await person('buyer'), await person('buyer')];
    expect((await testApp.request('POST', '/api/logout', {}, one.auth)).status).toBe(200);
    expect((await testApp.get('/api/me', one.auth)).status).toBe(401);
    expect((await testApp.get('/api/me', other.auth)).status).toBe(200);
  });
});
