import { Hono } from 'hono';
import { said } from '#functions/api/said';
import { ReplySchema, ReportSchema } from '#shared/reviews';
import { REVIEW_MESSAGES } from '#shared/review-messages';
import type { AppEnv } from '#functions/api/env';
import { bodyOf, isForm } from '#functions/api/form-or-json';
import { withNotice } from '#shared/form-notice';
import { returnPath } from '#shared/return-path';
import { Refusal } from '#functions/platform/refusal';
import { parseId } from '#functions/api/ids';
import { pagedJson } from '#functions/api/pagination';
import { parseOr400 } from '#functions/api/validate';
import { requireSeller, requireUserTo } from '#functions/api/require-role';
import { findService } from '#functions/catalogue/public';
import type { Database } from '#functions/db/client';
import { isPublic } from '#functions/catalogue/service';
import { reviewsPage, ratingSummary } from './listing-reviews';
import * as reviews from './service';

const seller = requireSeller({ forbidden: REVIEW_MESSAGES.replyNotYours });

/**
 * Reviews: a listing's reviews and rating summary, the seller's reply and users' reports (written
 * and changed from a booking: bookings/review-routes.ts).
 */
export const reviewRoutes = new Hono<AppEnv>()
  .post('/reviews/:id/reply', seller, async (c) => {
    const body = await bodyOf(c.req);
    const { text } = await parseOr400(ReplySchema, body);
    const view = await reviews.replyToReview(c.var.platform, c.var.user, c.req.param('id'), text);
    if (isForm(c.req))
      return c.redirect(withNotice(returnPath(body.return, '/account/reviews'), { notice: 'reply-saved' }), 303);
    return c.json(view);
  })
  .post('/reviews/:id/report', requireUserTo(REVIEW_MESSAGES.signInToReport), async (c) => {
    const body = await bodyOf(c.req);
    await reviews.reportReview(c.var.platform, c.var.user, c.req.param('id'), await parseOr400(ReportSchema, body));
    if (isForm(c.req)) return c.redirect(withNotice(returnPath(body.return, '/'), { notice: 'review-reported' }), 303);
    return c.json(said(c, REVIEW_MESSAGES.reported), 201);
  })
  .get('/services/:id/reviews', async (c) => {
    const listing = await publicListing(c.var.platform.db, c.req.param('id'));
    return pagedJson(c, await reviewsPage(c.var.platform.db, listing.id, c.req.query('cursor') ?? null));
  })
  .get('/services/:id/ratings', async (c) => {
    const listing = await publicListing(c.var.platform.db, c.req.param('id'));
    return c.json(await ratingSummary(c.var.platform.db, listing.id));
  });

async function publicListing(db: Database, rawId: string) {
  const id = parseId(rawId);
  const row = id === undefined ? undefined : await findService(db, id);
  if (!row || !isPublic(row, Date.now())) throw new Refusal('not-found', 'bookingMessages.serviceNotFound');
  return row;
}
