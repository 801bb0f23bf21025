/** A booking's review, written and changed by its buyer (forms on the bookings pages, or JSON). */
import { Hono } from 'hono';
import { knownDeviceOf } from '#functions/accounts/cookies';
import { clientAddressOf, type AppEnv } from '#functions/api/env';
import { bodyOf, isForm } from '#functions/api/form-or-json';
import { withNotice } from '#shared/form-notice';
import { parseOr400 } from '#functions/api/validate';
import { ReviewSchema } from '#shared/reviews';
import { returnPath } from '#shared/return-path';
import { changeReview, reviewBooking } from './reviewing';

export const bookingReviewRoutes = new Hono<AppEnv>()
  .post('/bookings/:id/review', async (c) => {
    const body = await bodyOf(c.req);
    const view = await reviewBooking(
      c.var.platform,
      c.var.user,
      c.req.param('id'),
      await parseOr400(ReviewSchema, body),
      {
        address: clientAddressOf(c),
        device: knownDeviceOf(c.req.raw),
      },
    );
    if (isForm(c.req))
      return c.redirect(withNotice(returnPath(body.return, '/account/bookings'), { notice: 'review-saved' }), 303);
    return c.json(view, 201);
  })
  .post('/reviews/:id', async (c) => {
    const body = await bodyOf(c.req);
    const view = await changeReview(
      c.var.platform,
      c.var.user,
      c.req.param('id'),
      await parseOr400(ReviewSchema, body),
    );
    if (isForm(c.req))
      return c.redirect(withNotice(returnPath(body.return, '/account/bookings'), { notice: 'review-saved' }), 303);
    return c.json(view);
  });
