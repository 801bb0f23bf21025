import { MEDIA_LIMITS } from '#shared/listings';
import { SELLER_PACKAGES } from '#shared/packages';

/** Room for the text fields and the multipart framing around the files. */
export const FORM_OVERHEAD = 256 * 1024;

/** The largest body a listing upload of a given allowance may have. */
export const uploadBodyLimit = (photos: number, videos: number) =>
  photos * MEDIA_LIMITS.imageBytes + videos * MEDIA_LIMITS.videoBytes + FORM_OVERHEAD;

/** The largest body any request may have: the biggest package's full upload. */
export const MAX_UPLOAD_BODY = Math.max(...SELLER_PACKAGES.map((p) => uploadBodyLimit(p.photoUploads, p.videoUploads)));
