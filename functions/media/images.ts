/**
 * Pictures are stored as a large rendition for the gallery on a wide screen, a medium one for the
 * gallery on a phone (a 375 px phone never downloads the large one), and a small one for cards.
 */
export interface Rendition {
  bytes: Uint8Array;
  contentType: string;
  width?: number;
  height?: number;
}

export interface ImageProcessor {
  /** Throws when the bytes cannot be decoded as a picture. */
  prepare(bytes: Uint8Array): Promise<{ full: Rendition; medium: Rendition; thumbnail: Rendition }>;
}

export const GALLERY_MAX = 1600;
export const MEDIUM_MAX = 800;
export const CARD_SIZE = { width: 480, height: 360 } as const;

/** What a phone photo needs (a 48 MP phone saves 12 MP by default); past it decoding costs too much memory. */
export const MAX_PIXELS = 40_000_000;
export const photoTooLarge = (width: number, height: number) => ({
  key: 'api.photoTooLarge' as const,
  params: { size: `${width}×${height}` },
});
