import { Hono, type Context } from 'hono';
import { said } from '#functions/api/said';
import { LISTING_MESSAGES, ListingFieldsSchema } from '#shared/listings';
import { VideoUploadSchema } from './video-upload-schema';
import { OptionsSchema } from '#shared/listing-options';
import { DepositFieldsSchema } from '#shared/deposits';
import { ListingRulesSchema } from '#shared/listing-rules';
import { HomeTermsSchema } from '#shared/home-visits';
import { answerForm, bodyOf, isForm } from '#functions/api/form-or-json';
import { requireSeller } from '#functions/api/require-role';
import { planVideoUpload } from './direct-upload';
import type { AppEnv } from '#functions/api/env';
import { parseOr400, valid } from '#functions/api/validate';
import * as listings from './service';
import { receiveUpload, sellerPackageOf } from './upload';
import { listingJson } from '#functions/catalogue/listing';
import { requireConfirmedHours } from '#functions/scheduling/hours';

/**
 * Posting, editing and removing listings. Who may upload, and how much, is settled before a byte
 * of an upload's body is read (functions/listings/upload.ts).
 */
const seller = requireSeller({ signIn: LISTING_MESSAGES.signIn, forbidden: LISTING_MESSAGES.sellersOnly });

/** The listing's price options when the client sent them (a field older clients omit). */
const optionsIn = async (fields: Record<string, unknown>) =>
  fields.options === undefined || fields.options === '' ? null : parseOr400(OptionsSchema, fields.options);

/** The deposit the listing asks for when the client sent one (decision 015); older clients omit it. */
async function depositIn(fields: Record<string, unknown>) {
  const { depositType, depositValue } = await parseOr400(DepositFieldsSchema, {
    depositType: fields.depositType || undefined,
    depositValue: fields.depositValue ?? undefined,
  });
  if (depositType === undefined) return undefined;
  return depositType === 'none' ? null : { type: depositType, value: depositValue! };
}

/** Saves one of a listing's settings: answered with JSON, or back on its edit page for a plain form. */
async function listingSetting<E extends AppEnv>(
  c: Context<E>,
  name: 'rules' | 'home',
  save: (body: Record<string, unknown>) => Promise<unknown>,
) {
  const body = await bodyOf(c.req);
  if (!isForm(c.req)) return c.json(await save(body));
  const back = `/post-service?edit=${encodeURIComponent(c.req.param('id') ?? '')}#${name}`;
  return answerForm(c, back, { done: `${name}-saved`, failed: `${name}-failed` }, () => save(body));
}

export const listingRoutes = new Hono<AppEnv>()
  .post('/services', seller, async (c) => {
    const seller = c.var.user;
    await requireConfirmedHours(c.var.platform.db, seller.id);
    const pkg = await sellerPackageOf(c.var.platform, seller);
    const none = { photos: 0, videos: 0 };
    const listing = await receiveUpload(c, seller, pkg, none, async ({ fields, files }) =>
      listings.createListing(
        c.var.platform,
        seller,
        await parseOr400(ListingFieldsSchema, fields, 'api.invalidListing'),
        files,
        await optionsIn(fields),
        await depositIn(fields),
      ),
    );
    return c.json(listingJson(listing), 201);
  })
  .post('/services/:id/media', seller, async (c) => {
    const row = await listings.ownListing(c.var.platform, c.var.user, c.req.param('id'));
    const pkg = await sellerPackageOf(c.var.platform, c.var.user);
    const existing = await listings.mediaCounts(c.var.platform, row.id);
    const listing = await receiveUpload(c, c.var.user, pkg, existing, ({ files }) =>
      listings.addMedia(c.var.platform, row, pkg, files),
    );
    return c.json(listingJson(listing), 201);
  })
  .post('/uploads/video', seller, valid('json', VideoUploadSchema), async (c) => {
    const { serviceId, ...video } = c.req.valid('json');
    const pkg = await sellerPackageOf(c.var.platform, c.var.user);
    const existing = serviceId
      ? await listings.mediaCounts(
          c.var.platform,
          (await listings.ownListing(c.var.platform, c.var.user, serviceId)).id,
        )
      : { photos: 0, videos: 0 };
    const allowance = { packageId: pkg.id, videos: pkg.videoUploads, existing };
    const plan = await planVideoUpload(c.var.platform, c.var.user, allowance, video);
    return c.json(plan, plan.mode === 'direct' ? 201 : 200);
  })
  .delete('/services/:id/media/:mediaId', seller, async (c) =>
    c.json(
      listingJson(await listings.removeMedia(c.var.platform, c.var.user, c.req.param('id'), c.req.param('mediaId'))),
    ),
  )
  .patch('/services/:id', seller, valid('json', ListingFieldsSchema), async (c) => {
    const body = (await c.req.json()) as Record<string, unknown>;
    const [options, deposit] = [await optionsIn(body), await depositIn(body)];
    const listing = await listings.updateListing(
      c.var.platform,
      c.var.user,
      c.req.param('id'),
      c.req.valid('json'),
      options,
      deposit,
    );
    return c.json(listingJson(listing));
  })
  // A listing's booking rules and home-visit terms: JSON from a client, or a plain form on its edit page.
  .post('/services/:id/rules', seller, (c) =>
    listingSetting(c, 'rules', async (body) =>
      listings.setListingRules(
        c.var.platform,
        c.var.user,
        c.req.param('id'),
        await parseOr400(ListingRulesSchema, body),
      ),
    ),
  )
  .post('/services/:id/home-visits', seller, (c) =>
    listingSetting(c, 'home', async (body) =>
      listings.setHomeTerms(c.var.platform, c.var.user, c.req.param('id'), await parseOr400(HomeTermsSchema, body)),
    ),
  )
  .delete('/services/:id', seller, async (c) => {
    await listings.removeListing(c.var.platform, c.var.user, c.req.param('id'), Date.now());
    return c.json(said(c, 'api.serviceRemoved'));
  })
  .get('/me/services', seller, async (c) =>
    c.json((await listings.listingsOf(c.var.platform, c.var.user)).map(listingJson)),
  );
