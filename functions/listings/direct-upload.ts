import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { fileTooLarge, MEDIA_LIMITS, tooManyVideos, unsupportedFile, type VideoUploadPlan } from '#shared/listings';
import type { User } from '#functions/accounts/public';
import { Refusal } from '#functions/platform/refusal';
import { sniffFileType, type SniffedType } from '#functions/media/file-type';
import { withoutVideoMetadata } from '#functions/media/video-metadata';
import { isValidStorageKey } from '#functions/media/storage';
import type { Platform } from '#functions/platform/platform';
import type { ReceivedFile, UploadAllowance } from '#functions/media/incoming';

export const UPLOAD_NOT_FOUND = 'api.videoUploadGone';

/** Direct uploads live under a folder named for their seller (a hash: the key reveals no id). */
const folderOf = (sellerId: string) =>
  `listings/direct/${encodeHexLowerCase(sha256(new TextEncoder().encode(sellerId))).slice(0, 20)}/`;

/**
 * Where a seller's browser should send a video. Where storage takes direct uploads (R2 on
 * Workers) the answer is a presigned URL for this one file, issued only after the package is
 * checked; elsewhere the video goes with the form, streamed by the server.
 */
export async function planVideoUpload(
  platform: Platform,
  seller: User,
  allowance: Pick<UploadAllowance, 'packageId' | 'videos' | 'existing'>,
  input: { contentType: string; size: number },
): Promise<VideoUploadPlan> {
  if (allowance.existing.videos + 1 > allowance.videos)
    throw new Refusal('invalid', tooManyVideos(allowance.packageId, allowance.videos));
  if (!platform.storage.directUpload) return { mode: 'form' };
  const key = `${folderOf(seller.id)}${crypto.randomUUID()}.${input.contentType.split('/')[1]}`;
  return { mode: 'direct', key, ...(await platform.storage.directUpload(key, input.contentType, input.size)) };
}

/**
 * A video the browser sent straight to storage, named in the form as `videoKey`: it must be the
 * seller's own upload, really a video, and within the size limit. It counts against the package
 * like any other file; `videosSoFar` are those already in this upload.
 */
export async function claimDirectVideo(
  platform: Platform,
  seller: User,
  key: unknown,
  allowance: UploadAllowance,
  videosSoFar: number,
): Promise<ReceivedFile> {
  if (typeof key !== 'string' || !key.startsWith(folderOf(seller.id)) || !isValidStorageKey(key)) {
    throw new Refusal('invalid', UPLOAD_NOT_FOUND);
  }
  if (allowance.existing.videos + videosSoFar + 1 > allowance.videos)
    throw new Refusal('invalid', tooManyVideos(allowance.packageId, allowance.videos));
  const info = await platform.storage.head(key);
  const start =
    info && info.size > 0 ? await platform.storage.get(key, { offset: 0, length: Math.min(16, info.size) }) : null;
  if (!info || !start) throw new Refusal('invalid', UPLOAD_NOT_FOUND);
  const type = sniffFileType(new Uint8Array(await new Response(start.body).arrayBuffer()));
  const refuse = async (error: Refusal) => {
    await platform.storage.delete([key]);
    throw error;
  };
  if (info.size > MEDIA_LIMITS.videoBytes) return refuse(new Refusal('too-large', fileTooLarge('video', 'video')));
  if (!type || type.kind !== 'video') return refuse(new Refusal('invalid', unsupportedFile('video')));
  return { ...type, name: 'video', size: info.size, storedKey: await withoutMetadata(platform, key, info.size, type) };
}

/**
 * The uploaded video copied, as it streams, to a key of its own without what the phone wrote
 * about the recording (functions/media/video-metadata.ts), and the upload as it came removed. A
 * video that is not well-formed is removed and refused. Answers the key the listing keeps.
 */
async function withoutMetadata(platform: Platform, key: string, size: number, type: SniffedType) {
  const upload = await platform.storage.get(key);
  if (!upload) throw new Refusal('invalid', UPLOAD_NOT_FOUND);
  const cleanKey = key.replace(/\.(\w+)$/, '-clean.$1');
  try {
    await platform.storage.putStream(
      cleanKey,
      withoutVideoMetadata(upload.body, type.contentType),
      type.contentType,
      size,
    );
  } finally {
    await platform.storage.delete([key]);
  }
  return cleanKey;
}
