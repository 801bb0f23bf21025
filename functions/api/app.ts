import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { sessionMiddleware } from '#functions/accounts/middleware';
import { accountRoutes } from '#functions/accounts/routes';
import { bookingRoutes } from '#functions/bookings/routes';
import { bookingReviewRoutes } from '#functions/bookings/review-routes';
import { schedulingRoutes } from '#functions/scheduling/routes';
import { catalogueRoutes } from '#functions/catalogue/routes';
import { contactRoutes } from '#functions/contact/routes';
import { listingRoutes } from '#functions/listings/routes';
import { isDatabaseUnavailable } from '#functions/db/errors';
import { mediaRoutes } from '#functions/media/routes';
import { paymentRoutes } from '#functions/payments/routes';
import { signUpRoutes } from '#functions/payments/sign-up-routes';
import { payoutRoutes } from '#functions/payouts/routes';
import { teamRoutes } from '#functions/team/routes';
import { clientRoutes } from '#functions/clients/routes';
import { privacyRoutes } from '#functions/privacy/routes';
import { phoneLinkRoutes } from '#functions/phone-link/routes';
import { pushRoutes } from '#functions/push/routes';
import { waitedOnSoon } from '#functions/jobs/soon';
import { WAITED_ON } from '#functions/platform/jobs';
import { whatsappRoutes } from '#functions/whatsapp/routes';
import { ussdRoutes } from '#functions/ussd/routes';
import { reviewRoutes } from '#functions/reviews/routes';
import { depositRoutes } from '#functions/deposits/routes';
import { favouriteRoutes } from '#functions/favourites/routes';
import { notifyRoutes } from '#functions/notify/routes';
import { replyRoutes } from '#functions/waitlist/reply-routes';
import { waitlistRoutes } from '#functions/waitlist/routes';
import { classRoutes } from '#functions/classes/routes';
import { tipRoutes } from '#functions/tips/routes';
import { adminRoutes } from '#functions/admin/routes';
import { countUnexpectedError } from '#functions/platform/error-count';
import { healthRoutes } from './health';
import { log, newRequestId } from '#functions/platform/log';
import { type Platform } from '#functions/platform/platform';
import { bodyLimits } from './body-limits';
import { crossOrigin } from './cross-origin';
import type { AppEnv } from './env';
import { Refusal } from '#functions/platform/refusal';
import { statusOf } from './refusal-status';
import { said } from './said';
import { privateAnswers, securityHeaders } from './security-headers';

/** The whole API under /api. `getPlatform` is called per request so the app can be built before config is read. */
export function createApp(getPlatform: () => Platform) {
  const app = new Hono<AppEnv>().basePath('/api');

  app.use(async (c, next) => {
    c.set('requestId', newRequestId());
    // Links in messages, and where the demo's phone and chat post, use the configured address
    // (SITE_URL, or the demo's own port), never the request's Host header.
    c.set('platform', getPlatform());
    c.header('X-Request-Id', c.var.requestId);
    await next();
  });
  app.use(securityHeaders);
  app.use(...crossOrigin);
  app.use(bodyLimits);
  app.use(sessionMiddleware);
  app.use(waitedOnSoon(WAITED_ON));
  app.use(privateAnswers);

  // One chain, so the app's type carries every route for the islands' client (src/browser/api.ts).
  const routes = app
    // Before bookings: its `/bookings/:id/:action` would take `/bookings/:id/review`.
    .route('/', bookingReviewRoutes)
    .route('/', reviewRoutes)
    .route('/', depositRoutes)
    .route('/', tipRoutes)
    .route('/', teamRoutes)
    .route('/', clientRoutes)
    .route('/', privacyRoutes)
    .route('/', phoneLinkRoutes)
    .route('/', pushRoutes)
    .route('/', whatsappRoutes)
    .route('/', ussdRoutes)
    .route('/', schedulingRoutes)
    .route('/', bookingRoutes)
    .route('/', catalogueRoutes)
    .route('/', signUpRoutes)
    .route('/', accountRoutes)
    .route('/', listingRoutes)
    .route('/', contactRoutes)
    .route('/', mediaRoutes)
    .route('/', paymentRoutes)
    .route('/', payoutRoutes)
    .route('/', favouriteRoutes)
    .route('/', notifyRoutes)
    .route('/', replyRoutes)
    .route('/', waitlistRoutes)
    .route('/', classRoutes)
    .route('/', adminRoutes)
    .route('/', healthRoutes);

  app.notFound((c) => c.json(said(c, 'api.notFound'), 404));
  app.onError((error, c) => {
    if (error instanceof Refusal) return c.json(said(c, error.key, error.params), statusOf(error), error.headers);
    // Hono's own: a malformed JSON body, for one.
    if (error instanceof HTTPException && error.status < 500)
      return c.json(said(c, 'api.invalidRequest'), error.status);
    const requestId = c.var.requestId;
    const where = { requestId, method: c.req.method, path: new URL(c.req.url).pathname };
    if (isDatabaseUnavailable(error)) {
      log.error('database unavailable', { ...where, error });
      return c.json({ ...said(c, 'api.unavailable'), requestId }, 503, { 'Retry-After': '5' });
    }
    countUnexpectedError();
    log.error('api error', { ...where, error });
    return c.json({ ...said(c, 'api.ourError', { reference: requestId }), requestId }, 500);
  });
  return routes;
}

/** Every route of the API with its inputs and answers: what `hc<AppType>` checks island calls against. */
export type AppType = ReturnType<typeof createApp>;
