/** The waitlist's API (decision 046): join and leave, the lists of both sides, and answering an offer. */
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { limitRequests } from '#functions/accounts/rate-limit';
import type { AppEnv } from '#functions/api/env';
import { answerForm, bodyOf, fieldText, isForm } from '#functions/api/form-or-json';
import { requireSeller, requireUser } from '#functions/api/require-role';
import { parseOr400, valid } from '#functions/api/validate';
import { BOOKING_MESSAGES } from '#shared/booking-messages';
import { negotiateLocale } from '#shared/i18n/locales';
import { returnPath } from '#shared/return-path';
import { HandOfferSchema, WaitlistJoinSchema } from '#shared/waitlist';
import { joinWaitlist, leaveWaitlist, myWaitlist, sellerWaitlist } from './service';
import { declineOffer, describeOffer, offerByHand, offerByKey, offerOfMine, takeOffer } from './take';

const seller = requireSeller({ forbidden: BOOKING_MESSAGES.sellersOnly });

/** A form's post goes back to the page it came from with a notice; JSON gets the answer itself. */
async function answer<E extends AppEnv>(
  c: Context<E>,
  fallback: string,
  name: string,
  act: (body: Record<string, unknown>) => Promise<unknown>,
) {
  if (!isForm(c.req)) return c.json(await act(await bodyOf(c.req)));
  const body = await bodyOf(c.req);
  return answerForm(c, returnPath(body.return, fallback), { done: `${name}-saved`, failed: `${name}-failed` }, () =>
    act(body),
  );
}

export const waitlistRoutes = new Hono<AppEnv>()
  .post(
    '/waitlist',
    valid('json', WaitlistJoinSchema),
    limitRequests('guestBookingsPerAddress', 'bookingsPerAccount'),
    async (c) => {
      const locale = negotiateLocale(c.req.header('Accept-Language')) ?? 'en';
      return c.json(await joinWaitlist(c.var.platform, c.var.user, c.req.valid('json'), Date.now(), locale), 201);
    },
  )
  .get('/me/waitlist', requireUser, async (c) =>
    c.json({ entries: await myWaitlist(c.var.platform, c.var.user, Date.now()) }),
  )
  .get(
    '/me/waitlist/clients',
    seller,
    valid(
      'query',
      z.object({ page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1) }),
    ),
    async (c) => c.json(await sellerWaitlist(c.var.platform, c.var.user, Date.now(), c.req.valid('query').page)),
  )
  .post('/me/waitlist/:id/leave', requireUser, (c) =>
    answer(c, '/account/waitlist', 'waitlist-left', () =>
      leaveWaitlist(c.var.platform, c.var.user, c.req.param('id'), Date.now()),
    ),
  )
  .post('/me/waitlist/:id/take', requireUser, (c) =>
    answer(c, '/account/bookings', 'waitlist-taken', async () =>
      takeOffer(c.var.platform, await offerOfMine(c.var.platform, c.var.user, c.req.param('id')), Date.now()),
    ),
  )
  .post('/me/waitlist/:id/pass', requireUser, (c) =>
    answer(c, '/account/waitlist', 'waitlist-passed', async () =>
      declineOffer(c.var.platform, await offerOfMine(c.var.platform, c.var.user, c.req.param('id')), Date.now()),
    ),
  )
  .post('/me/waitlist/:id/offer', seller, (c) =>
    answer(c, '/account/waitlist', 'waitlist-offer', async (body) =>
      offerByHand(
        c.var.platform,
        c.var.user,
        c.req.param('id'),
        await parseOr400(HandOfferSchema, { date: fieldText(body.date), time: fieldText(body.time) }),
        Date.now(),
      ),
    ),
  )
  .get('/waitlist/offers/:key', async (c) => {
    const { platform } = c.var;
    return c.json(await describeOffer(platform, await offerByKey(platform, c.req.param('key')), Date.now()));
  })
  .post('/waitlist/offers/:key/take', async (c) => {
    const { platform } = c.var;
    const key = c.req.param('key');
    return answer(c, `/waitlist/offer/${encodeURIComponent(key)}`, 'waitlist-taken', async () =>
      takeOffer(platform, await offerByKey(platform, key), Date.now()),
    );
  })
  .post('/waitlist/offers/:key/pass', async (c) => {
    const { platform } = c.var;
    const key = c.req.param('key');
    return answer(c, `/waitlist/offer/${encodeURIComponent(key)}`, 'waitlist-passed', async () =>
      declineOffer(platform, await offerByKey(platform, key), Date.now()),
    );
  });
