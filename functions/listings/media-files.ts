import { LISTING_MESSAGES, tooManyPhotos, tooManyVideos, unsupportedFile } from '#shared/listings';
import { Refusal } from '#functions/platform/refusal';
import { log } from '#functions/platform/log';
import type { Platform } from '#functions/platform/platform';
import type { ReceivedFile } from '#functions/media/incoming';
import type { NewMedia } from './repository';

/** A listing's files on their way to storage, and the database's media rules in the spec's words. */

/** Removes files an upload wrote before it failed; a failure to remove is logged, not thrown over the first. */
export async function discardFiles(platform: Platform, keys: string[]) {
  await platform.storage
    .delete([...new Set(keys)])
    .catch((cleanup: unknown) => log.error('could not remove uploaded files', { error: cleanup }));
}

/** Refuses an upload with nothing in it (spec message). */
export function requireFiles(files: ReceivedFile[]) {
  if (files.length === 0) throw new Refusal('invalid', LISTING_MESSAGES.noMedia);
}

/**
 * Writes received files to storage (pictures as gallery and card renditions; videos are there
 * already), recording every key in `stored` so the caller can delete them again if anything fails.
 */
export async function storeFiles(
  platform: Platform,
  folder: string,
  prepared: ReceivedFile[],
  firstPosition: number,
  stored: string[],
) {
  const put = async (key: string, bytes: Uint8Array, contentType: string) => {
    try {
      await platform.storage.put(key, bytes, contentType);
    } catch (error) {
      log.error('media storage failed', { error });
      throw new Refusal('unavailable', 'api.storageFailed');
    }
    stored.push(key);
    return key;
  };
  const mediaRows: NewMedia[] = [];
  for (const [index, file] of prepared.entries()) {
    const position = firstPosition + index;
    if (file.kind === 'video') {
      stored.push(file.storedKey!);
      mediaRows.push({
        position,
        type: 'video',
        storageKey: file.storedKey!,
        thumbnailKey: null,
        mediumKey: null,
        contentType: file.contentType,
        bytes: file.size,
      });
      continue;
    }
    const renditions = await platform.images.prepare(file.bytes!).catch((error: unknown) => {
      throw error instanceof Refusal ? error : new Refusal('invalid', unsupportedFile(file.name));
    });
    mediaRows.push({
      position,
      type: 'image',
      storageKey: await put(`${folder}/${position}.webp`, renditions.full.bytes, renditions.full.contentType),
      thumbnailKey: await put(
        `${folder}/${position}-card.webp`,
        renditions.thumbnail.bytes,
        renditions.thumbnail.contentType,
      ),
      mediumKey: await put(`${folder}/${position}-medium.webp`, renditions.medium.bytes, renditions.medium.contentType),
      contentType: renditions.full.contentType,
      bytes: renditions.full.bytes.byteLength,
      width: renditions.full.width ?? null,
      height: renditions.full.height ?? null,
    });
  }
  return mediaRows;
}

/** Which of the database's media rules (migration 0009) a failed write met, if any. */
function brokenMediaRule(error: unknown): 'photos' | 'videos' | 'last' | null {
  const text = error instanceof Error ? `${error.message} ${String((error.cause as Error | undefined)?.message)}` : '';
  if (text.includes('media_over_package_photos')) return 'photos';
  if (text.includes('media_over_package_videos')) return 'videos';
  if (text.includes('media_last_one')) return 'last';
  return null;
}

/** The spec's message for a broken media rule. */
export function mediaRuleBroken(error: unknown, pkg?: { id: string; photoUploads: number; videoUploads: number }) {
  const rule = brokenMediaRule(error);
  if (rule === 'last') return new Refusal('invalid', LISTING_MESSAGES.noMedia);
  if (rule === 'photos' && pkg) return new Refusal('invalid', tooManyPhotos(pkg.id, pkg.photoUploads));
  if (rule === 'videos' && pkg) return new Refusal('invalid', tooManyVideos(pkg.id, pkg.videoUploads));
  return undefined;
}
