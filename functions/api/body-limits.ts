import { bodyLimit } from 'hono/body-limit';
import { said } from './said';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';
import { REQUEST_TOO_LARGE } from './request-body';

/** Every JSON body the API takes fits in this: a contact message is the longest. */
export const JSON_BODY_LIMIT = 64 * 1024;

/** Routes that take files; they set their own, larger limits once they know who is sending. */
export const isUploadRoute = (method: string, path: string) =>
  method === 'POST' && /^\/api\/(services(\/[^/]+\/media)?|me\/team\/[^/]+\/photo)$/.test(path);

const small = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: (c) => c.json(said(c, REQUEST_TOO_LARGE), 413),
});

/**
 * The size limit of every request, applied before anything parses the body: a declared length
 * over it is refused at once, and a chunked body stops being read at the limit.
 */
export const bodyLimits = createMiddleware<AppEnv>(async (c, next) => {
  if (isUploadRoute(c.req.method, c.req.path)) return next();
  return small(c, next);
});
