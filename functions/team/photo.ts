/**
 * A team member's photo: one picture, read from a multipart form as it streams in
 * (the listing upload's reader and checks: type from the bytes, 5 MB at most), stored as a card
 * rendition under `team/`; the picture it replaces is removed.
 */
import type { User } from '#functions/accounts/public';
import { consume } from '#functions/accounts/rate-limit';
import { Refusal } from '#functions/platform/refusal';
import { REQUEST_TOO_LARGE } from '#functions/api/request-body';
import { readMultipartUpload } from '#functions/media/incoming';
import { log } from '#functions/platform/log';
import type { Platform } from '#functions/platform/platform';
import { MEDIA_LIMITS, unsupportedFile } from '#shared/listings';
import * as repo from './repository';
import { memberOrThrow } from './service';

/** One picture and the form's framing and few fields around it. */
export const PHOTO_FORM_LIMIT = MEDIA_LIMITS.imageBytes + 64 * 1024;

export async function setMemberPhoto(platform: Platform, seller: User, rawId: string, request: Request) {
  await consume(platform.db, 'uploadPerAccount', seller.id, platform.config.RATE_LIMIT_SCALE);
  // The body is read (within its limit) before anything else, so a body too large is 413 whatever it names.
  const { files } = await readMultipartUpload(request, PHOTO_FORM_LIMIT, REQUEST_TOO_LARGE, {
    packageId: seller.packageId ?? '',
    photos: 1,
    videos: 0,
    existing: { photos: 0, videos: 0 },
    storeVideo: () => Promise.reject(new Refusal('invalid', unsupportedFile('video'))),
  });
  const member = await memberOrThrow(platform, seller, rawId);
  const file = files[0];
  if (!file?.bytes) throw new Refusal('invalid', 'team.photoRequired');
  const { thumbnail } = await platform.images.prepare(file.bytes).catch((error: unknown) => {
    throw error instanceof Refusal ? error : new Refusal('invalid', unsupportedFile(file.name));
  });
  const key = `team/${member.id}-${crypto.randomUUID()}.webp`;
  await platform.storage.put(key, thumbnail.bytes, thumbnail.contentType);
  await repo.setPhoto(platform.db, member.id, key);
  await removeStored(platform, member.photoKey);
}

export async function removeMemberPhoto(platform: Platform, seller: User, rawId: string) {
  const member = await memberOrThrow(platform, seller, rawId);
  await repo.setPhoto(platform.db, member.id, null);
  await removeStored(platform, member.photoKey);
}

/** The earlier picture's bytes: a failure to remove them leaves an orphan, never an error. */
async function removeStored(platform: Platform, key: string | null) {
  if (key)
    await platform.storage.delete([key]).catch((error: unknown) => log.error('could not remove a photo', { error }));
}
