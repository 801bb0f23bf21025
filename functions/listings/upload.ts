import type { Context } from 'hono';
import { LISTING_MESSAGES } from '#shared/listings';
import { uploadBodyLimit } from './limits';
import { consume } from '#functions/accounts/rate-limit';
import { findPackageRow } from '#functions/accounts/public';
import type { User } from '#functions/accounts/public';
import type { AppEnv } from '#functions/api/env';
import { Refusal } from '#functions/platform/refusal';
import { readJsonLimited, refuseDeclaredOver } from '#functions/api/request-body';
import type { Platform } from '#functions/platform/platform';
import { mediaFromJson, readMultipartUpload, type ReceivedFile, type UploadAllowance } from '#functions/media/incoming';
import { discardFiles } from './media-files';
import { claimDirectVideo } from './direct-upload';
import { createSemaphore } from '#functions/platform/semaphore';
import { withoutVideoMetadata } from '#functions/media/video-metadata';

/** The earlier client's JSON form carries files as base64 text: kept for it, with its own lower cap. */
export const LEGACY_JSON_UPLOAD_LIMIT = 16 * 1024 * 1024;
/**
 * Uploads read at once on this server, and how many more may wait for a turn. A waiting upload's
 * body is not read, so it stays in the network's buffers, not in memory: this is what keeps the
 * server's memory flat however many arrive together. One account may have two under way.
 */
export const UPLOADS_IN_FLIGHT = { reading: 2, waiting: 32, perAccount: 2 } as const;
export const UPLOAD_BUSY = 'api.uploadBusy';
export const VIDEO_GOES_DIRECT = 'api.videoGoesDirect';
const TOO_LARGE = 'api.uploadTooLarge';

export type SellerPackage = NonNullable<Awaited<ReturnType<typeof findPackageRow>>>;

/** Only a seller with a package may post (spec section 6); anyone else is told why. */
export async function sellerPackageOf(platform: Platform, user: User): Promise<SellerPackage> {
  const pkg = await findSellerPackage(platform, user);
  if (!pkg) throw new Refusal('not-allowed', LISTING_MESSAGES.sellersOnly);
  return pkg;
}

/** The package a seller posts under; undefined for anyone else. */
export async function findSellerPackage(platform: Platform, user: User) {
  return user.accountType === 'seller' && user.packageId ? findPackageRow(platform.db, user.packageId) : undefined;
}

const busy = () => new Refusal('too-many', UPLOAD_BUSY, { 'Retry-After': '10' });
const readingPermit = createSemaphore(UPLOADS_IN_FLIGHT.reading, {
  maxWaiting: UPLOADS_IN_FLIGHT.waiting,
  onFull: busy,
});
const perAccount = new Map<string, number>();

/** Runs `work` in one of the account's upload places and the server's reading turns. */
async function withUploadPlace<T>(accountId: string, work: () => Promise<T>): Promise<T> {
  const mine = perAccount.get(accountId) ?? 0;
  if (mine >= UPLOADS_IN_FLIGHT.perAccount) throw busy();
  perAccount.set(accountId, mine + 1);
  try {
    return await readingPermit(work);
  } finally {
    const left = (perAccount.get(accountId) ?? 1) - 1;
    if (left) perAccount.set(accountId, left);
    else perAccount.delete(accountId);
  }
}

export interface Upload {
  fields: Record<string, unknown>;
  files: ReceivedFile[];
}

/**
 * Reads a listing upload for a seller whose package is known: who may send it, how many it holds
 * and how large it may be are all settled before the body is read, and it is read as a stream.
 * `handle` runs with the files; any video already stored is removed if reading or `handle` fails.
 */
export async function receiveUpload<T, E extends AppEnv>(
  c: Context<E>,
  seller: User,
  pkg: SellerPackage,
  existing: { photos: number; videos: number },
  handle: (upload: Upload) => Promise<T>,
): Promise<T> {
  const { platform } = c.var;
  const photos = Math.max(0, pkg.photoUploads - existing.photos);
  const videos = Math.max(0, pkg.videoUploads - existing.videos);
  const maxForm = uploadBodyLimit(photos, videos);
  const multipart = (c.req.header('Content-Type') ?? '').startsWith('multipart/form-data');
  const maxBody = multipart ? maxForm : Math.min(LEGACY_JSON_UPLOAD_LIMIT, Math.ceil(maxForm * 1.37));
  refuseDeclaredOver(c.req.raw, maxBody, TOO_LARGE);
  await consume(platform.db, 'uploadPerAccount', seller.id, platform.config.RATE_LIMIT_SCALE);

  const folder = `listings/${crypto.randomUUID()}`;
  const storedVideos: string[] = [];
  const allowance: UploadAllowance = {
    packageId: pkg.id,
    photos: pkg.photoUploads,
    videos: pkg.videoUploads,
    existing,
    async storeVideo(body, type, length) {
      // Where storage takes videos directly (Workers), a video in a form body is the wrong road.
      if (multipart && platform.storage.directUpload) throw new Refusal('invalid', VIDEO_GOES_DIRECT);
      const key = `${folder}/video-${crypto.randomUUID().slice(0, 8)}.${type.contentType.split('/')[1]}`;
      // Stored without what the phone wrote about the recording (GPS, device): video-metadata.ts.
      await platform.storage.putStream(key, withoutVideoMetadata(body, type.contentType), type.contentType, length);
      storedVideos.push(key);
      return key;
    },
  };
  /** A video the browser already sent straight to storage joins the files read from the body. */
  const withDirectVideo = async ({ fields, files }: Upload): Promise<Upload> => {
    if (fields.videoKey === undefined) return { fields, files };
    const videos = files.filter((file) => file.kind === 'video').length;
    return { fields, files: [...files, await claimDirectVideo(platform, seller, fields.videoKey, allowance, videos)] };
  };
  return withUploadPlace(seller.id, async () => {
    try {
      if (multipart) {
        return await handle(await withDirectVideo(await readMultipartUpload(c.req.raw, maxBody, TOO_LARGE, allowance)));
      }
      const body = await readJsonLimited(c.req.raw, maxBody, TOO_LARGE);
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Refusal('invalid', 'api.bodyNotObject');
      const fields = body as Record<string, unknown>;
      return await handle(await withDirectVideo({ fields, files: await mediaFromJson(body, allowance) }));
    } catch (error) {
      await discardFiles(platform, storedVideos);
      throw error;
    }
  });
}
