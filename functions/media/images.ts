/** Pictures are stored as a large rendition for the gallery and a small one for cards. */
export interface Rendition {
  bytes: Uint8Array;
  contentType: string;
  width?: number;
  height?: number;
}

export interface ImageProcessor {
  /** Throws when the bytes cannot be decoded as a picture. */
  prepare(bytes: Uint8Array): Promise<{ full: Rendition; thumbnail: Rendition }>;
}

export const GALLERY_MAX = 1600;
export const CARD_SIZE = { width: 480, height: 360 } as const;

/** What a phone photo needs (a 48 MP phone saves 12 MP by default); past it decoding costs too much memory. */
export const MAX_PIXELS = 40_000_000;
export const photoTooLarge = (width: number, height: number) =>
  `This photo is ${width}×${height} pixels; photos can be at most 40 megapixels. Please resize it and try again.`;
