import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stripWebpMetadata, webpSize } from './webp';

/** What Workers do to every picture the Images binding returns: no EXIF or XMP survives. */
const gps = { IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1' } };

describe('WebP metadata', () => {
  it.each([
    ['lossy', { quality: 80 }],
    ['lossless', { lossless: true }],
  ])('drops EXIF from a %s WebP and keeps the picture', async (_kind, options) => {
    const input = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a3b69' } })
      .withExif(gps)
      .webp(options)
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    const stripped = stripWebpMetadata(new Uint8Array(input));
    const after = await sharp(stripped).metadata();
    expect(after.exif).toBeUndefined();
    expect(Buffer.from(stripped).includes('GPS')).toBe(false);
    expect([after.width, after.height]).toEqual([64, 48]);
    expect(webpSize(stripped)).toEqual({ width: 64, height: 48 });
    expect((await sharp(stripped).raw().toBuffer()).length).toBe(64 * 48 * 3);
  });

  it('reads the size of a plain lossy WebP and leaves one without metadata as it was', async () => {
    const plain = new Uint8Array(
      await sharp({ create: { width: 480, height: 360, channels: 3, background: '#fff' } })
        .webp()
        .toBuffer(),
    );
    expect(webpSize(plain)).toEqual({ width: 480, height: 360 });
    expect(stripWebpMetadata(plain)).toEqual(plain);
  });

  it('refuses what is not WebP', () => {
    expect(() => webpSize(new Uint8Array(32))).toThrow('not a WebP file');
  });
});
