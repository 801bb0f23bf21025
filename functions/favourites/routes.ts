import { Hono, type Context } from 'hono';
import { said } from '#functions/api/said';
import { FAVOURITE_MESSAGES } from '#shared/favourites';
import type { AppEnv } from '#functions/api/env';
import { bodyOf, fieldText, isForm } from '#functions/api/form-or-json';
import { returnPath } from '#shared/return-path';
import { requireUserTo } from '#functions/api/require-role';
import * as favourites from './service';
import { listingJson } from '#functions/catalogue/listing';

const signedIn = requireUserTo(FAVOURITE_MESSAGES.signIn);

/**
 * Saves (`saved` true, the default) or removes (`saved` false) a favourite. A form is answered with
 * a redirect to its `return` page, and sends a visitor to sign in first; JSON is answered with JSON.
 */
async function setFavourite(c: Context<AppEnv>, serviceId: string, body: Record<string, unknown>) {
  const back = returnPath(body.return, `/service/${encodeURIComponent(serviceId)}`);
  if (!c.var.user) {
    if (!isForm(c.req)) return c.json(said(c, FAVOURITE_MESSAGES.signIn), 401);
    const next = new URLSearchParams({ notice: 'sign-in-to-save', favourite: serviceId, next: back });
    return c.redirect(`/signin?${next}`, 303);
  }
  const remove = body.saved === false || body.saved === 'false';
  const answer = remove
    ? await favourites.removeFavourite(c.var.platform, c.var.user, serviceId)
    : await favourites.saveFavourite(c.var.platform, c.var.user, serviceId);
  if (isForm(c.req)) return c.redirect(back, 303);
  return c.json(answer, remove ? 200 : 201);
}

/**
 * Favourites. The heart on a card is a plain button posting the page's one favourite form to
 * `/favourites/:serviceId` with `saved` true or false and where to go back to (decision 019), so it
 * works without JavaScript. JSON clients post `serviceId` to `/favourites`, or use DELETE.
 */
export const favouriteRoutes = new Hono<AppEnv>()
  .post('/favourites', async (c) => {
    const body = await bodyOf(c.req);
    return setFavourite(c, fieldText(body.serviceId), body);
  })
  .post('/favourites/:serviceId', async (c) => setFavourite(c, c.req.param('serviceId'), await bodyOf(c.req)))
  .delete('/favourites/:serviceId', signedIn, async (c) =>
    c.json(await favourites.removeFavourite(c.var.platform, c.var.user, c.req.param('serviceId'))),
  )
  .get('/me/favourites', signedIn, async (c) =>
    c.json(
      (await favourites.favouritesOf(c.var.platform, c.var.user)).map(({ listing, ...favourite }) => ({
        ...favourite,
        listing: listing && listingJson(listing),
      })),
    ),
  );
