import { Refusal } from '#functions/platform/refusal';
import {
  CARD_SIZE,
  GALLERY_MAX,
  MAX_PIXELS,
  MEDIUM_MAX,
  photoTooLarge,
  type ImageProcessor,
  type Rendition,
} from './images';
import { stripWebpMetadata, webpSize } from './webp';

/** The part of the Cloudflare Images binding (`env.IMAGES`) we use. */
export interface ImagesBinding {
  info(stream: ReadableStream<Uint8Array>): Promise<{ format: string; width?: number; height?: number }>;
  input(stream: ReadableStream<Uint8Array>): ImageTransformer;
}
interface ImageTransformer {
  transform(options: { width?: number; height?: number; fit?: 'scale-down' | 'cover' }): ImageTransformer;
  output(options: { format: 'image/webp'; quality?: number }): Promise<{ response(): Response }>;
}

const streamOf = (bytes: Uint8Array) => new Response(bytes as Uint8Array<ArrayBuffer>).body!;

/**
 * Workers target (decision 010): sharp cannot run in workerd, and a WebAssembly codec would have
 * to hold a decoded 12-megapixel photo (48 MB) twice inside a Worker's 128 MB. The Images binding
 * decodes, turns upright, resizes and encodes WebP outside the Worker; we then drop any EXIF or
 * XMP chunk from what it returns, so no position leaks whatever the service keeps. Locally,
 * wrangler answers the same binding with sharp.
 */
export function cloudflareImages(binding: ImagesBinding): ImageProcessor {
  async function render(
    bytes: Uint8Array,
    size: { width: number; height: number },
    fit: 'scale-down' | 'cover',
    quality: number,
  ) {
    const result = await binding
      .input(streamOf(bytes))
      .transform({ ...size, fit })
      .output({ format: 'image/webp', quality });
    const webp = stripWebpMetadata(new Uint8Array(await result.response().arrayBuffer()));
    return { bytes: webp, contentType: 'image/webp', ...webpSize(webp) } satisfies Rendition;
  }
  return {
    async prepare(bytes) {
      const { width = 0, height = 0 } = await binding.info(streamOf(bytes));
      if (width * height > MAX_PIXELS) throw new Refusal('invalid', photoTooLarge(width, height));
      const [full, medium, thumbnail] = await Promise.all([
        render(bytes, { width: GALLERY_MAX, height: GALLERY_MAX }, 'scale-down', 80),
        render(bytes, { width: MEDIUM_MAX, height: MEDIUM_MAX }, 'scale-down', 75),
        render(bytes, CARD_SIZE, 'cover', 70),
      ]);
      return { full, medium, thumbnail };
    },
  };
}
