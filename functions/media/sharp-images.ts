import sharp from 'sharp';
import { CARD_SIZE, GALLERY_MAX, type ImageProcessor } from './images';

/**
 * Node target: sharp turns any upload into WebP renditions, upright (EXIF orientation applied)
 * and without metadata such as GPS position. A 5 MB phone photo becomes a card of a few dozen KB.
 */
export const sharpImages: ImageProcessor = {
  async prepare(bytes) {
    const source = sharp(bytes, { failOn: 'error' }).rotate();
    const [full, thumbnail] = await Promise.all([
      source
        .clone()
        .resize({ width: GALLERY_MAX, height: GALLERY_MAX, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true }),
      source.clone().resize(CARD_SIZE.width, CARD_SIZE.height, { fit: 'cover' }).webp({ quality: 70 }).toBuffer(),
    ]);
    return {
      full: {
        bytes: new Uint8Array(full.data),
        contentType: 'image/webp',
        width: full.info.width,
        height: full.info.height,
      },
      thumbnail: { bytes: new Uint8Array(thumbnail), contentType: 'image/webp', ...CARD_SIZE },
    };
  },
};
