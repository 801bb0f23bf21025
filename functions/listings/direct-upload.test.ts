import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { accountHelpers, bearer } from '../../tests/support/accounts';
import { createTestApp } from '../../tests/support/test-platform';
import { openEveryDay } from '../../tests/support/open-hours';
import { presignR2Put } from '#functions/media/r2-direct-upload';
import { UPLOAD_NOT_FOUND } from './direct-upload';
import { VIDEO_GOES_DIRECT } from './upload';
import { LISTING_MESSAGES } from '#shared/listings';
import { SAMPLE_GPS, sampleMp4 } from '../../tests/support/sample-mp4';

const testApp = createTestApp();
const { platform, request } = testApp;
const { buyer, register } = accountHelpers(testApp);
afterAll(() => platform.close());

/** The Workers target's storage as far as it can run here: R2's presigned URLs, files on disk. */
const credentials = {
  accountId: 'acc123',
  bucket: 'mabinti-media',
  accessKeyId: 'AKIDTEST',
  secretAccessKey: 'secret',
};
const workers = testApp.withPlatform({
  ...platform,
  storage: { ...platform.storage, directUpload: (key, type, size) => presignR2Put(credentials, key, type, size) },
});

const video = sampleMp4(4096 + 200);
let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#7c3aed' } })
    .jpeg()
    .toBuffer();
});
const fields = {
  name: 'Wedding Films in Nakuru',
  minPrice: 20000,
  maxPrice: 60000,
  location: 'Nakuru',
  phoneNumber: '0711000111',
  category: 'photography',
  subcategory: 'event',
  description: 'Wedding films with a highlight reel delivered within a week of the day.',
};
const seller = async (packageId: string) => {
  const { body } = await register(buyer({ accountType: 'seller', packageId }));
  await openEveryDay(platform.db, body.user.id);
  return bearer(body.token);
};
const ask = (target: typeof workers, auth: Record<string, string>, body: Record<string, unknown>) =>
  target.request('POST', '/api/uploads/video', { contentType: 'video/mp4', size: video.length, ...body }, auth);

describe('POST /api/uploads/video', () => {
  it('checks who asks and what their package allows before anything else', async () => {
    expect((await ask(workers, {}, {})).status).toBe(401);
    expect((await ask(workers, bearer((await register(buyer())).body.token), {})).status).toBe(403);
    const basic = await ask(workers, await seller('basic'), {});
    expect(basic.status).toBe(400);
    expect((await basic.json()).message).toBe('Your Basic package allows only 0 videos');
    const premium = await seller('premium');
    const tooBig = await ask(workers, premium, { size: 51 * 1024 * 1024 });
    expect((await tooBig.json()).message).toBe('File video is too large: videos can be at most 50 MB');
    expect((await ask(workers, premium, { contentType: 'image/png' })).status).toBe(400);
  });

  it('sends the video with the form where the server streams uploads (Node)', async () => {
    const plan = await request(
      'POST',
      '/api/uploads/video',
      { contentType: 'video/mp4', size: 1000 },
      await seller('premium'),
    );
    expect(plan.status).toBe(200);
    expect(await plan.json()).toEqual({ mode: 'form' });
  });

  it('issues a presigned R2 PUT for exactly that file where videos go straight to storage (Workers)', async () => {
    const plan = await (await ask(workers, await seller('premium'), {})).json();
    expect(plan).toMatchObject({
      mode: 'direct',
      method: 'PUT',
      headers: { 'Content-Type': 'video/mp4', 'Content-Length': String(video.length) },
    });
    const url = new URL(plan.url);
    expect(url.host).toBe('acc123.r2.cloudflarestorage.com');
    expect(url.pathname).toBe(`/mabinti-media/${plan.key}`);
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^AKIDTEST\/\d{8}\/auto\/s3\/aws4_request$/);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(plan.url).not.toContain('secret');
  });

  it('attaches the uploaded video to a new listing, only for its own seller and only if it is a video', async () => {
    const auth = await seller('premium');
    const plan = await (await ask(workers, auth, {})).json();
    // What the browser's PUT to R2 leaves in the bucket.
    await platform.storage.put(plan.key, new Uint8Array(video), 'video/mp4');
    const images = [`data:image/jpeg;base64,${photo.toString('base64')}`];

    const stranger = await workers.request(
      'POST',
      '/api/services',
      { ...fields, images, videoKey: plan.key },
      await seller('premium'),
    );
    expect(stranger.status).toBe(400);
    expect((await stranger.json()).code).toBe(UPLOAD_NOT_FOUND);
    const missing = await workers.request(
      'POST',
      '/api/services',
      { ...fields, images, videoKey: `${plan.key}x` },
      auth,
    );
    expect((await missing.json()).code).toBe(UPLOAD_NOT_FOUND);

    const posted = await workers.request('POST', '/api/services', { ...fields, images, videoKey: plan.key }, auth);
    expect(posted.status).toBe(201);
    const listing = await posted.json();
    expect(listing.media.map((m: { type: string }) => m.type)).toEqual(['image', 'video']);
    // Kept under a key of its own in the seller's folder, without where it was recorded.
    const storedKey = plan.key.replace(/\.mp4$/, '-clean.mp4');
    expect(listing.media[1].url).toContain(storedKey);
    const stored = Buffer.from(await new Response((await platform.storage.get(storedKey))!.body).arrayBuffer());
    expect(stored.length).toBe(video.length);
    expect(video.includes(SAMPLE_GPS)).toBe(true);
    expect(stored.includes(SAMPLE_GPS)).toBe(false);
    expect(await platform.storage.get(plan.key)).toBeNull();

    const fake = await (await ask(workers, auth, {})).json();
    await platform.storage.put(fake.key, new TextEncoder().encode('not a video, just text pretending'), 'video/mp4');
    const refused = await workers.request('POST', '/api/services', { ...fields, images, videoKey: fake.key }, auth);
    expect((await refused.json()).message).toBe('File video is not a supported format');
    expect(await platform.storage.get(fake.key)).toBeNull();
  });

  it('refuses a video inside a form body where videos go straight to storage', async () => {
    const auth = await seller('premium');
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
    form.append('media', new Blob([new Uint8Array(video)], { type: 'video/mp4' }), 'film.mp4');
    const response = await workers.send('/api/services', { method: 'POST', body: form, headers: auth });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe(VIDEO_GOES_DIRECT);
  });

  it('refuses and removes an uploaded video whose boxes do not hold together', async () => {
    const auth = await seller('premium');
    const plan = await (await ask(workers, auth, {})).json();
    await platform.storage.put(plan.key, new Uint8Array(video.subarray(0, video.length - 100)), 'video/mp4');
    const images = [`data:image/jpeg;base64,${photo.toString('base64')}`];
    const refused = await workers.request('POST', '/api/services', { ...fields, images, videoKey: plan.key }, auth);
    expect(refused.status).toBe(400);
    expect((await refused.json()).code).toBe(LISTING_MESSAGES.videoUnreadable);
    expect(await platform.storage.get(plan.key)).toBeNull();
  });
});
