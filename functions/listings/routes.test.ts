import sharp from 'sharp';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/test-platform';
import { createApp } from '#functions/api/app';
import { media, services } from '#functions/db/schema/catalogue';
import { addMedia } from './service';
import type { MediaStorage } from '#functions/media/storage';

const { platform, request, get, newClient } = createTestApp();
afterAll(() => platform.close());

let serial = 0;
async function signUp(accountType: 'buyer' | 'seller', packageId?: string) {
  const response = await request(
    'POST',
    '/api/register',
    {
      userName: 'Faith Chebet',
      email: `lister${++serial}.${Date.now()}@example.com`,
      phoneNumber: '+254711000111',
      password: 'listing password',
      accountType,
      packageId,
    },
    {},
    newClient(),
  );
  const body = await response.json();
  return { Authorization: `Bearer ${body.token}` };
}

let photo: Buffer;
let smallPhoto: Buffer;
let bigPhoto: Buffer;
const video = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(2048, 7)]);
const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;

beforeAll(async () => {
  // A noisy 3000x2000 JPEG: the size of a phone photo, hard to compress.
  const noise = Buffer.alloc(3000 * 2000 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  photo = await sharp(noise, { raw: { width: 3000, height: 2000, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  bigPhoto = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024)]);
  smallPhoto = await sharp(noise.subarray(0, 200 * 150 * 3), { raw: { width: 200, height: 150, channels: 3 } })
    .jpeg()
    .toBuffer();
}, 60_000);

const fields = (overrides: Record<string, unknown> = {}) => ({
  name: 'Knotless Braids in Kasarani',
  minPrice: 1500,
  maxPrice: 4000,
  location: 'Kasarani, Nairobi',
  phoneNumber: '0711 000 111',
  category: 'hair',
  subcategory: 'braiding',
  description: 'Neat, light knotless braids done at my home studio in Kasarani.',
  ...overrides,
});

const post = (auth: Record<string, string>, body: unknown) => request('POST', '/api/services', body, auth);

function multipart(values: Record<string, unknown>, files: Array<{ name: string; bytes: Buffer; type: string }>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, String(value));
  for (const file of files)
    form.append('media', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}
const postForm = (auth: Record<string, string>, form: FormData) =>
  platformApp().request(
    '/api/services',
    { method: 'POST', body: form, headers: { ...auth, Origin: 'http://localhost' } },
    { clientAddress: '10.200.0.1' },
  );
let app: ReturnType<typeof createApp> | undefined;
const platformApp = () => (app ??= createApp(() => platform));

describe('POST /api/services', () => {
  it('posts a premium listing with two photos and a video from data URLs', async () => {
    const auth = await signUp('seller', 'premium');
    const response = await post(auth, {
      ...fields(),
      images: [dataUrl(photo, 'image/jpeg'), dataUrl(photo, 'image/jpeg')],
      video: dataUrl(video, 'video/mp4'),
    });
    expect(response.status).toBe(201);
    const listing = await response.json();
    expect(listing).toMatchObject({
      name: 'Knotless Braids in Kasarani',
      town: 'Nairobi',
      phoneNumber: '+254711000111',
      category: 'hair',
    });
    expect(listing.media.map((m: { type: string }) => m.type)).toEqual(['image', 'image', 'video']);

    const card = await get(listing.media[0].thumbnailUrl);
    const cardBytes = (await card.arrayBuffer()).byteLength;
    expect(card.headers.get('Content-Type')).toBe('image/webp');
    expect(photo.byteLength).toBeGreaterThan(3 * 1024 * 1024);
    expect(cardBytes).toBeLessThanOrEqual(60 * 1024);
    const full = await get(listing.media[0].url);
    expect((await full.arrayBuffer()).byteLength).toBeLessThan(photo.byteLength);
    expect((await get(listing.media[2].url)).headers.get('Content-Type')).toBe('video/mp4');

    const found = await (await get('/api/services/search?query=kasarani%20knotless')).json();
    expect(found.map((s: { _id: string }) => s._id)).toContain(listing._id);
  });

  it('gives the same listing from a multipart form, with prices as strings and earlier ids', async () => {
    const auth = await signUp('seller', 'standard');
    const response = await postForm(
      auth,
      multipart(
        fields({
          minPrice: '1500',
          maxPrice: '4000',
          category: 'hairServices',
          subcategory: '/services/hair/braiding',
        }),
        [{ name: 'braids.jpg', bytes: photo, type: 'image/jpeg' }],
      ),
    );
    expect(response.status).toBe(201);
    const listing = await response.json();
    expect(listing).toMatchObject({ minPrice: 1500, maxPrice: 4000, category: 'hair', subcategory: 'braiding' });
    expect(listing.media).toHaveLength(1);
  });

  it.each([
    ['basic', 2, 0, 'Your basic package allows only 1 photo(s)'],
    ['standard', 3, 0, 'Your standard package allows only 2 photo(s)'],
    ['premium', 4, 0, 'Your premium package allows only 3 photo(s)'],
    ['standard', 1, 1, 'Your standard package allows only 0 video(s)'],
    ['premium', 1, 2, 'Your premium package allows only 1 video(s)'],
  ])('holds the %s package to its limits (%i photos, %i videos)', async (packageId, photos, videos, message) => {
    const auth = await signUp('seller', packageId);
    const files = [
      ...Array.from({ length: photos }, (_, i) => ({ name: `p${i}.jpg`, bytes: smallPhoto, type: 'image/jpeg' })),
      ...Array.from({ length: videos }, (_, i) => ({ name: `v${i}.mp4`, bytes: video, type: 'video/mp4' })),
    ];
    const response = await postForm(auth, multipart(fields(), files));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
  });

  it('refuses a text file renamed as a photo, and an oversized photo with 413', async () => {
    const auth = await signUp('seller', 'premium');
    const renamed = await postForm(
      auth,
      multipart(fields(), [{ name: 'photo.jpg', bytes: Buffer.from('I am only text, honestly'), type: 'image/jpeg' }]),
    );
    expect(renamed.status).toBe(400);
    expect((await renamed.json()).message).toBe('File photo.jpg is not a supported format');
    const big = await postForm(auth, multipart(fields(), [{ name: 'huge.jpg', bytes: bigPhoto, type: 'image/jpeg' }]));
    expect(big.status).toBe(413);
  });

  it('refuses a HEIC photo, which browsers cannot show, with 415 and what to do instead', async () => {
    const auth = await signUp('seller', 'premium');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(2048)]);
    const response = await postForm(
      auth,
      multipart(fields(), [{ name: 'IMG_0001.HEIC', bytes: heic, type: 'image/heic' }]),
    );
    expect(response.status).toBe(415);
    expect((await response.json()).message).toBe(
      'IMG_0001.HEIC is a HEIC photo, which most browsers cannot show. Please choose a JPEG, PNG or WebP photo (on an iPhone: Settings, Camera, Formats, Most Compatible) and try again.',
    );
  });

  it.each([
    [{ name: 'Nail' }, 'Service name must be at least 5 characters'],
    [{ minPrice: 99 }, 'Minimum price must be at least 100 KSh'],
    [{ minPrice: 'cheap' }, 'Minimum price must be at least 100 KSh'],
    [{ maxPrice: 50 }, 'Maximum price must be at least 100 KSh'],
    [{ minPrice: 5000, maxPrice: 4000 }, 'Maximum price cannot be less than minimum price'],
    [{ location: 'Ka' }, 'Location is required'],
    [{ phoneNumber: '07110' }, 'Phone number must be at least 10 digits'],
    [{ category: 'pets' }, 'Please choose a category'],
    [{ category: '' }, 'Please choose a category'],
    [{ subcategory: 'knitting' }, 'Please choose a subcategory'],
    [{ description: 'Too short to say much.' }, 'Description must be at least 30 characters'],
  ])('refuses %j with the spec message', async (override, message) => {
    const auth = await signUp('seller', 'basic');
    const response = await post(auth, { ...fields(override), images: [dataUrl(photo, 'image/jpeg')], video: null });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
  });

  it('needs at least one file, a session and a seller with a package', async () => {
    const seller = await signUp('seller', 'basic');
    const none = await post(seller, { ...fields(), images: [], video: null });
    expect((await none.json()).message).toBe('Please upload at least one media file');
    const anonymous = await post({}, { ...fields(), images: [dataUrl(photo, 'image/jpeg')] });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).message).toBe('Please sign in to post a service');
    const buyer = await signUp('buyer');
    const refused = await post(buyer, { ...fields(), images: [dataUrl(photo, 'image/jpeg')] });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('Only sellers can post services');
  });

  it('leaves no listing and no files when storage fails part-way', async () => {
    const auth = await signUp('seller', 'premium');
    const written: string[] = [];
    const removed: string[] = [];
    let puts = 0;
    const flaky: MediaStorage = {
      put: async (key, bytes, type) => {
        if (++puts === 3) throw new Error('disk full');
        written.push(key);
        await platform.storage.put(key, bytes, type);
      },
      putStream: (key, body, type) => platform.storage.putStream(key, body, type),
      head: (key) => platform.storage.head(key),
      get: (key, span) => platform.storage.get(key, span),
      delete: async (keys) => {
        removed.push(...keys);
        await platform.storage.delete(keys);
      },
    };
    const before = (await platform.db.select({ n: count() }).from(services))[0]!.n;
    const failing = createApp(() => ({ ...platform, storage: flaky }));
    const response = await failing.request(
      '/api/services',
      {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json', Origin: 'http://localhost' },
        body: JSON.stringify({ ...fields(), images: [dataUrl(photo, 'image/jpeg'), dataUrl(photo, 'image/jpeg')] }),
      },
      { clientAddress: '10.200.0.2' },
    );
    expect(response.status).toBe(503);
    expect((await response.json()).message).toBe('Failed to post service. Please try again.');
    expect((await platform.db.select({ n: count() }).from(services))[0]!.n).toBe(before);
    expect(written).toHaveLength(2);
    expect(removed.sort()).toEqual(written.sort());
    for (const key of written) expect(await platform.storage.get(key)).toBeNull();
  });
});

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
    expect((await over.json()).message).toBe('Your basic package allows only 1 photo(s)');
    const other = await signUp('seller', 'premium');
    expect((await request('POST', path, { images: [dataUrl(photo, 'image/jpeg')] }, other)).status).toBe(403);
    const [only] = listing.media;
    const last = await request('DELETE', `${path}/${only.id}`, undefined, auth);
    expect((await last.json()).message).toBe('Please upload at least one media file');

    await request('POST', '/api/me/package', { packageId: 'standard' }, auth);
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
    expect(new Set(refused)).toEqual(new Set(['Your premium package allows only 3 photo(s)']));
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
