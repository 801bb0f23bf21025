import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { sessionMiddleware } from '../accounts/middleware';
import { accountRoutes } from '../accounts/routes';
import { bookingRoutes } from '../bookings/routes';
import { catalogueRoutes } from '../catalogue/routes';
import { contactRoutes } from '../contact/routes';
import { listingRoutes } from '../listings/routes';
import { isDatabaseUnavailable } from '../db/errors';
import { mediaRoutes } from '../media/routes';
import type { Platform } from '../platform/platform';
import type { AppEnv } from './env';
import { HttpError } from './http-error';
import { originCheck } from './origin-check';

/** The whole API under /api. `getPlatform` is called per request so the app can be built before config is read. */
export function createApp(getPlatform: () => Platform) {
  const app = new Hono<AppEnv>().basePath('/api');

  app.use(async (c, next) => {
    c.set('platform', getPlatform());
    await next();
  });
  app.use(originCheck);
  app.use(sessionMiddleware);

  app.route('/', bookingRoutes);
  app.route('/', catalogueRoutes);
  app.route('/', accountRoutes);
  app.route('/', listingRoutes);
  app.route('/', contactRoutes);
  app.route('/', mediaRoutes);

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ message: error.message }, error.status, error.headers);
    // Hono's own: a malformed JSON body, for one.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || 'Invalid request' }, error.status);
    }
    if (isDatabaseUnavailable(error)) {
      console.error('Database unavailable', error);
      return c.json({ message: 'The service is temporarily unavailable. Please try again shortly.' }, 503);
    }
    console.error('API error', c.req.method, new URL(c.req.url).pathname, error);
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
