import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingHelpers } from '../../tests/support/listings';
import { createTestApp } from '../../tests/support/test-platform';
import { media } from '#functions/db/schema/catalogue';
import { users } from '#functions/db/schema/accounts';
import { addMedia } from './service';

const testApp = createTestApp();
const { platform, get, request } = testApp;
const { signUp, photos, makePhotos, dataUrl, fields, post } = listingHelpers(testApp);
afterAll(() => platform.close());

let photo: Buffer;
let smallPhoto: Buffer;
beforeAll(async () => {
  await makePhotos();
  ({ photo, smallPhoto } = photos);
}, 60_000);

/** Editing, removing and racing writes on listings and their media. */
describe('editing and removing listings', () => {
  async function ownListing() {
    const auth = await signUp('seller', 'basic');
    const response = await post(auth, { ...fields(), images: [dataUrl(photo, 'image/jpeg')] });
    return { auth, listing: await response.json() };
  }

  it('lets the owner edit, and refuses everyone else', async () => {
    const { auth, listing } = await ownListing();
    const other = await signUp('seller', 'basic');
    const path = `/api/services/${listing._id}`;
    expect((await request('PATCH', path, fields({ maxPrice: 6000 }), other)).status).toBe(403);
    expect((await request('PATCH', path, fields({ maxPrice: 6000 }), {})).status).toBe(401);
    expect((await request('PATCH', '/api/services/99999999', fields(), auth)).status).toBe(404);
    const bad = await request('PATCH', path, fields({ maxPrice: 10 }), auth);
    expect((await bad.json()).message).toBe('Maximum price must be at least 100 KSh');
    const edited = await request('PATCH', path, fields({ maxPrice: 6000 }), auth);
    expect(edited.status).toBe(200);
    expect((await edited.json()).maxPrice).toBe(6000);
    const mine = await (await get('/api/me/services', auth)).json();
    expect(mine.map((s: { _id: string }) => s._id)).toEqual([listing._id]);
  });

  it('adds and removes media within the package limits, owner only', async () => {
    const { auth, listing } = await ownListing();
    const path = `/api/services/${listing._id}/media`;
    const over = await request('POST', path, { images: [dataUrl(smallPhoto, 'image/jpeg')] }, auth);
    expect(over.status).toBe(400);
    expect((await over.json()).message).toBe('Your Basic package allows only 1 photo');
    const other = await signUp('seller', 'premium');
    expect((await request('POST', path, { images: [dataUrl(photo, 'image/jpeg')] }, other)).status).toBe(403);
    const [only] = listing.media;
    const last = await request('DELETE', `${path}/${only.id}`, undefined, auth);
    expect((await last.json()).message).toBe('Please upload at least one media file');

    // An upgrade to Standard, paid (functions/payments tests pay for it for real).
    await platform.db.update(users).set({ packageId: 'standard' }).where(eq(users.id, listing.sellerId));
    const added = await request('POST', path, { images: [dataUrl(photo, 'image/jpeg')] }, auth);
    expect(added.status).toBe(201);
    const withTwo = await added.json();
    expect(withTwo.media).toHaveLength(2);
    const removed = await request('DELETE', `${path}/${only.id}`, undefined, auth);
    expect(removed.status).toBe(200);
    expect((await removed.json()).media.map((m: { id: string }) => m.id)).toEqual([withTwo.media[1].id]);
    expect((await get(only.url)).status).toBe(404);
    expect((await request('DELETE', `${path}/${only.id}`, undefined, auth)).status).toBe(404);
  });

  it('removes a listing everywhere and deletes its files', async () => {
    const { auth, listing } = await ownListing();
    const keys = (
      await platform.db
        .select()
        .from(media)
        .where(eq(media.serviceId, Number(listing._id)))
    ).flatMap((m) => [m.storageKey, m.thumbnailKey!]);
    const other = await signUp('seller', 'basic');
    expect((await request('DELETE', `/api/services/${listing._id}`, undefined, other)).status).toBe(403);
    expect((await request('DELETE', `/api/services/${listing._id}`, undefined, auth)).status).toBe(200);
    expect((await get(`/api/service/${listing._id}`)).status).toBe(404);
    const found = await (await get('/api/services/search?query=kasarani%20knotless&limit=60')).json();
    expect(found.map((s: { _id: string }) => s._id)).not.toContain(listing._id);
    for (const key of keys) expect(await platform.storage.get(key)).toBeNull();
    expect((await request('DELETE', `/api/services/${listing._id}`, undefined, auth)).status).toBe(404);
  });
});

describe('media under racing writes', () => {
  async function listingWithPhotos(packageId: string, photos: number) {
    const auth = await signUp('seller', packageId);
    const images = Array.from({ length: photos }, () => dataUrl(smallPhoto, 'image/jpeg'));
    const listing = await (await post(auth, { ...fields(), images })).json();
    return { auth, listing, id: Number(listing._id) };
  }
  const rowsOf = (id: number) => platform.db.select().from(media).where(eq(media.serviceId, id));

  it('20 uploads at once to one listing never pass the package nor share a position', async () => {
    const { id } = await listingWithPhotos('premium', 1);
    const premium = { id: 'premium', photoUploads: 3, videoUploads: 1 };
    const file = {
      kind: 'image' as const,
      contentType: 'image/jpeg',
      name: 'p.jpg',
      size: smallPhoto.length,
      bytes: new Uint8Array(smallPhoto),
    };
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => addMedia(platform, { id }, premium, [file])),
    );
    const refused = results
      .filter((r) => r.status === 'rejected')
      .map((r) => (r as PromiseRejectedResult).reason.message);
    const rows = await rowsOf(id);
    expect(rows.filter((row) => row.type === 'image')).toHaveLength(3);
    expect(new Set(rows.map((row) => row.position)).size).toBe(rows.length);
    expect(refused).toHaveLength(18);
    expect(new Set(refused)).toEqual(new Set(['Your Premium package allows only 3 photos']));
  });

  it('20 removals at once never leave a listing with no media', async () => {
    const { auth, listing, id } = await listingWithPhotos('premium', 3);
    const targets = Array.from({ length: 20 }, (_, i) => listing.media[i % listing.media.length] as { id: string });
    const removals = await Promise.all(
      targets.map((item) => request('DELETE', `/api/services/${id}/media/${item.id}`, undefined, auth)),
    );
    expect(removals.every((r) => [200, 400, 404].includes(r.status))).toBe(true);
    expect((await rowsOf(id)).length).toBeGreaterThanOrEqual(1);
  });
});
