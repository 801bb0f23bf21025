import { MEDIA_LIMITS } from '#shared/listings';

/**
 * Phones take photos larger than the 5 MB a listing's photo may be. Such a photo is
 * made smaller here before it is sent, rather than refused: drawn at most 2560 px on its longer
 * side (upright, as the camera meant it) and saved as a JPEG, smaller and plainer each round until
 * it fits. Saving it afresh also leaves the camera's metadata (the place it was taken) behind.
 * The server's limit stays as it is; a photo that cannot be made to fit is still refused there.
 */
const ROUNDS: ReadonlyArray<{ side: number; quality: number }> = [
  { side: 2560, quality: 0.85 },
  { side: 2048, quality: 0.8 },
  { side: 1600, quality: 0.75 },
  { side: 1280, quality: 0.7 },
];

async function drawn(bitmap: ImageBitmap, side: number, quality: number): Promise<Blob | null> {
  const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
  const width = Math.round(bitmap.width * scale);
  const height = Math.round(bitmap.height * scale);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/** The photo as it may be sent: itself when it fits (or is no photo), else a smaller JPEG; null when it cannot be read. */
export async function shrinkPhoto(file: File): Promise<File | null> {
  if (!file.type.startsWith('image/') || file.size <= MEDIA_LIMITS.imageBytes) return file;
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' }).catch(() => null);
  if (!bitmap) return null;
  try {
    for (const { side, quality } of ROUNDS) {
      const blob = await drawn(bitmap, side, quality);
      if (blob && blob.size <= MEDIA_LIMITS.imageBytes) {
        return new File([blob], `${file.name.replace(/\.[^.]+$/, '')}.jpg`, { type: 'image/jpeg' });
      }
    }
    return null;
  } finally {
    bitmap.close();
  }
}
