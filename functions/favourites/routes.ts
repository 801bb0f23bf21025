import { Hono } from 'hono';
import { FAVOURITE_MESSAGES } from '#shared/favourites';
import type { AppEnv } from '#functions/api/env';
import { bodyOf, isForm, returnPath } from '#functions/api/form-or-json';
import { requireUserTo } from '#functions/accounts/middleware';
import * as favourites from './service';

const signedIn = requireUserTo(FAVOURITE_MESSAGES.signIn);

/**
 * Favourites. The heart on a card is a plain form posting here (`saved` true or false, and where
 * to go back to); a visitor is sent to sign in and comes back with it saved. JSON clients use the
 * same route or DELETE.
 */
export const favouriteRoutes = new Hono<AppEnv>()
  .post('/favourites', async (c) => {
    const body = await bodyOf(c.req);
    const serviceId = String(body.serviceId ?? '');
    const back = returnPath(body.return, `/service/${encodeURIComponent(serviceId)}`);
    if (!c.var.user) {
      if (!isForm(c.req)) return c.json({ message: FAVOURITE_MESSAGES.signIn }, 401);
      const next = new URLSearchParams({ notice: 'sign-in-to-save', favourite: serviceId, next: back });
      return c.redirect(`/signin?${next}`, 303);
    }
    const remove = body.saved === false || body.saved === 'false';
    const answer = remove
      ? await favourites.removeFavourite(c.var.platform, c.var.user, serviceId)
      : await favourites.saveFavourite(c.var.platform, c.var.user, serviceId);
    if (isForm(c.req)) return c.redirect(back, 303);
    return c.json(answer, remove ? 200 : 201);
  })
  .delete('/favourites/:serviceId', signedIn, async (c) =>
    c.json(await favourites.removeFavourite(c.var.platform, c.var.user, c.req.param('serviceId'))),
  )
  .get('/me/favourites', signedIn, async (c) => c.json(await favourites.favouritesOf(c.var.platform, c.var.user)));
