import sharp from 'sharp';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingHelpers } from '../../tests/support/listings';
import { SAMPLE_GPS } from '../../tests/support/sample-mp4';
import { createTestApp } from '../../tests/support/test-platform';
import { createApp } from '#functions/api/app';
import { services } from '#functions/db/schema/catalogue';
import type { MediaStorage } from '#functions/media/storage';

const testApp = createTestApp();
const { platform, get } = testApp;
const { signUp, photos, makePhotos, video, dataUrl, fields, post, multipart, postForm } = listingHelpers(testApp);
afterAll(() => platform.close());

let photo: Buffer;
let smallPhoto: Buffer;
let bigPhoto: Buffer;
beforeAll(async () => {
  await makePhotos();
  ({ photo, smallPhoto, bigPhoto } = photos);
}, 60_000);

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
    const fullBytes = (await full.arrayBuffer()).byteLength;
    expect(fullBytes).toBeLessThan(photo.byteLength);
    // A phone's gallery gets the medium rendition: at most 800 px, its width as the srcset says.
    expect(listing.media[0].mediumWidth).toBeLessThanOrEqual(800);
    const medium = await sharp(Buffer.from(await (await get(listing.media[0].mediumUrl)).arrayBuffer())).metadata();
    expect(medium.width).toBe(listing.media[0].mediumWidth);
    expect(Math.max(medium.width ?? 0, medium.height ?? 0)).toBeLessThanOrEqual(800);
    const stored = await get(listing.media[2].url);
    expect(stored.headers.get('Content-Type')).toBe('video/mp4');
    // Kept at its length, without where it was recorded.
    const storedBytes = Buffer.from(await stored.arrayBuffer());
    expect(storedBytes.length).toBe(video.length);
    expect(video.includes(SAMPLE_GPS)).toBe(true);
    expect(storedBytes.includes(SAMPLE_GPS)).toBe(false);

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
    ['basic', 2, 0, 'Your Basic package allows only 1 photo'],
    ['standard', 3, 0, 'Your Standard package allows only 2 photos'],
    ['premium', 4, 0, 'Your Premium package allows only 3 photos'],
    ['standard', 1, 1, 'Your Standard package allows only 0 videos'],
    ['premium', 1, 2, 'Your Premium package allows only 1 video'],
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
