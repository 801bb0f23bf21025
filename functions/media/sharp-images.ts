import sharp from 'sharp';
import { Refusal } from '#functions/platform/refusal';
import { createSemaphore } from '#functions/platform/semaphore';
import { CARD_SIZE, GALLERY_MAX, MAX_PIXELS, MEDIUM_MAX, photoTooLarge, type ImageProcessor } from './images';

/** Pictures resized at once; more wait their turn, so one seller's uploads cannot slow every visitor. */
const withPermit = createSemaphore(2);

/**
 * Node target: sharp turns any upload into WebP renditions, upright (EXIF orientation applied)
 * and without metadata such as GPS position. A 5 MB phone photo becomes a card of a few dozen KB.
 * The declared size is read from the header first: a small file claiming 16000×16000 pixels is
 * refused before anything is decoded.
 */
export const sharpImages: ImageProcessor = {
  async prepare(bytes) {
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    if (width * height > MAX_PIXELS) throw new Refusal('invalid', photoTooLarge(width, height));
    return withPermit(async () => {
      const source = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
      const full = await source
        .clone()
        .resize({ width: GALLERY_MAX, height: GALLERY_MAX, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      const medium = await source
        .clone()
        .resize({ width: MEDIUM_MAX, height: MEDIUM_MAX, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer({ resolveWithObject: true });
      const thumbnail = await source
        .clone()
        .resize(CARD_SIZE.width, CARD_SIZE.height, { fit: 'cover' })
        .webp({ quality: 70 })
        .toBuffer();
      return {
        full: {
          bytes: new Uint8Array(full.data),
          contentType: 'image/webp',
          width: full.info.width,
          height: full.info.height,
        },
        medium: {
          bytes: new Uint8Array(medium.data),
          contentType: 'image/webp',
          width: medium.info.width,
          height: medium.info.height,
        },
        thumbnail: { bytes: new Uint8Array(thumbnail), contentType: 'image/webp', ...CARD_SIZE },
      };
    });
  },
};
