import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LISTING_MESSAGES, ListingFieldsSchema, MEDIA_LIMITS } from '../../src/shared/listings';
import { HttpError } from '../api/http-error';
import type { AppEnv } from '../api/env';
import { parseOr400, valid } from '../api/validate';
import { mediaFromForm, mediaFromJson, type IncomingFile } from './incoming-media';
import * as listings from './service';

/** Three photos and a video, plus base64's third for JSON bodies and room for the fields. */
const MAX_BODY = Math.ceil((3 * MEDIA_LIMITS.imageBytes + MEDIA_LIMITS.videoBytes) * 1.4) + 1024 * 1024;

const uploadLimit = bodyLimit({
  maxSize: MAX_BODY,
  onError: (c) => c.json({ message: 'The upload is too large. Photos can be 5 MB and a video 50 MB.' }, 413),
});

/** Posting, editing and removing listings (issue 5). */
export const listingRoutes = new Hono<AppEnv>()
  .post('/services', uploadLimit, async (c) => {
    const type = c.req.header('Content-Type') ?? '';
    let raw: Record<string, unknown>;
    let files: IncomingFile[];
    if (type.startsWith('multipart/form-data')) {
      const form = await c.req.formData().catch(() => {
        throw new HttpError(400, 'The form could not be read');
      });
      raw = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
      files = await mediaFromForm(form);
    } else {
      raw = await c.req.json().catch(() => {
        throw new HttpError(400, 'Request body must be JSON or a multipart form');
      });
      if (!raw || typeof raw !== 'object' || Array.isArray(raw))
        throw new HttpError(400, 'Request body must be an object');
      files = mediaFromJson(raw);
    }
    // Who may post is decided before the fields are judged: 401 and 403 come first.
    if (!c.var.user) throw new HttpError(401, LISTING_MESSAGES.signIn);
    const listing = await listings.createListing(
      c.var.platform,
      c.var.user,
      parseOr400(ListingFieldsSchema, raw, 'Invalid listing'),
      files,
    );
    return c.json(listing, 201);
  })
  .post('/services/:id/media', uploadLimit, async (c) => {
    const type = c.req.header('Content-Type') ?? '';
    const files = type.startsWith('multipart/form-data')
      ? await mediaFromForm(
          await c.req.formData().catch(() => {
            throw new HttpError(400, 'The form could not be read');
          }),
        )
      : mediaFromJson(await c.req.json().catch(() => ({})));
    return c.json(await listings.addMedia(c.var.platform, c.var.user, c.req.param('id'), files), 201);
  })
  .delete('/services/:id/media/:mediaId', async (c) =>
    c.json(await listings.removeMedia(c.var.platform, c.var.user, c.req.param('id'), c.req.param('mediaId'))),
  )
  .patch('/services/:id', valid('json', ListingFieldsSchema), async (c) =>
    c.json(await listings.updateListing(c.var.platform, c.var.user, c.req.param('id'), c.req.valid('json'))),
  )
  .delete('/services/:id', async (c) => {
    await listings.removeListing(c.var.platform, c.var.user, c.req.param('id'));
    return c.json({ message: 'Service removed' });
  })
  .get('/me/services', async (c) => c.json(await listings.listingsOf(c.var.platform, c.var.user)));
