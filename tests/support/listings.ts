import sharp from 'sharp';
import { createApp } from '#functions/api/app';
import type { createTestApp } from './test-platform';
import { markPackagePaid } from './accounts';
import { openEveryDay } from './open-hours';
import { sampleMp4 } from './sample-mp4';

/** Sellers, listing fields, photos and the ways to post them, for the listing tests. */
export function listingHelpers({ platform, request, newClient }: ReturnType<typeof createTestApp>) {
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
    if (accountType === 'seller') {
      await markPackagePaid(platform.db, body.user.id);
      await openEveryDay(platform.db, body.user.id);
    }
    return { Authorization: `Bearer ${body.token}` };
  }

  const photos = { photo: Buffer.alloc(0), smallPhoto: Buffer.alloc(0), bigPhoto: Buffer.alloc(0) };
  const video = sampleMp4(2048 + 200);
  const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;

  /** Makes the photos (call from beforeAll): a noisy 3000x2000 JPEG, the size of a phone photo, hard to compress. */
  async function makePhotos() {
    const noise = Buffer.alloc(3000 * 2000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    photos.photo = await sharp(noise, { raw: { width: 3000, height: 2000, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    photos.bigPhoto = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024)]);
    photos.smallPhoto = await sharp(noise.subarray(0, 200 * 150 * 3), { raw: { width: 200, height: 150, channels: 3 } })
      .jpeg()
      .toBuffer();
  }

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

  return { signUp, photos, makePhotos, video, dataUrl, fields, post, multipart, postForm };
}
