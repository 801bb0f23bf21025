import { Hono } from 'hono';
import { CatalogueError } from '../catalogue/service';
import { catalogueRoutes } from '../catalogue/routes';
import { mediaRoutes } from '../media/routes';
import type { Platform } from '../platform/platform';
import type { AppEnv } from './env';
import { isDatabaseUnavailable } from '../db/errors';

/** The whole API under /api. `getPlatform` is called per request so the app can be built before config is read. */
export function createApp(getPlatform: () => Platform) {
  const app = new Hono<AppEnv>().basePath('/api');

  app.use(async (c, next) => {
    c.set('platform', getPlatform());
    await next();
  });

  app.route('/', catalogueRoutes);
  app.route('/', mediaRoutes);

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((error, c) => {
    if (error instanceof CatalogueError) return c.json({ message: error.message }, error.status);
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
