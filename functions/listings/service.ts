import { and, eq, inArray } from 'drizzle-orm';
import { cleanPhoneNumber } from '../../src/shared/accounts';
import { findCategory, findSubcategory, parseSubcategoryPath } from '../../src/shared/categories';
import {
  fileTooLarge,
  LISTING_MESSAGES,
  MEDIA_LIMITS,
  tooManyPhotos,
  tooManyVideos,
  unsupportedFile,
  type ListingFields,
} from '../../src/shared/listings';
import { townOf } from '../../src/shared/locations';
import { HttpError } from '../api/http-error';
import type { User } from '../accounts/sessions';
import { findPackageRow } from '../accounts/repository';
import { media, services } from '../db/schema/catalogue';
import { findService, mediaOf } from '../catalogue/repository';
import { parseServiceId } from '../catalogue/service';
import { toListing, type Listing } from '../catalogue/listing';
import { sniffFileType } from '../media/file-type';
import type { Platform } from '../platform/platform';
import type { IncomingFile } from './incoming-media';

/** Only a seller with a package may post (spec section 6); anyone else is told why. */
async function sellerPackageOf(platform: Platform, user: User | null) {
  if (!user) throw new HttpError(401, LISTING_MESSAGES.signIn);
  const pkg =
    user.accountType === 'seller' && user.packageId ? await findPackageRow(platform.db, user.packageId) : undefined;
  if (!pkg) throw new HttpError(403, LISTING_MESSAGES.sellersOnly);
  return pkg;
}

/** Category as a slug or the earlier client's id; subcategory as a slug or '/services/{c}/{s}'. */
function placeInCatalogue(fields: ListingFields) {
  if (fields.subcategory.includes('/')) {
    const parsed = parseSubcategoryPath(fields.subcategory);
    if (!parsed) throw new HttpError(400, LISTING_MESSAGES.subcategory);
    return { category: parsed.category.id, subcategory: parsed.subcategory.slug };
  }
  const category = findCategory(fields.category);
  if (!category) throw new HttpError(400, LISTING_MESSAGES.category);
  const subcategory = findSubcategory(category, fields.subcategory);
  if (!subcategory) throw new HttpError(400, LISTING_MESSAGES.subcategory);
  return { category: category.id, subcategory: subcategory.slug };
}

function rowFields(fields: ListingFields) {
  const phoneNumber = cleanPhoneNumber(fields.phoneNumber);
  if (!phoneNumber) throw new HttpError(400, LISTING_MESSAGES.phone);
  return {
    name: fields.name,
    description: fields.description,
    minPrice: fields.minPrice,
    maxPrice: fields.maxPrice,
    location: fields.location,
    town: townOf(fields.location),
    phoneNumber,
    ...placeInCatalogue(fields),
  };
}

interface PreparedFile {
  kind: 'image' | 'video';
  contentType: string;
  name: string;
  bytes: Uint8Array;
}

/** Checks every file's real type and size, then the package's counts (spec messages). */
function checkFiles(
  files: IncomingFile[],
  pkg: { id: string; photoUploads: number; videoUploads: number },
  existing = { photos: 0, videos: 0 },
): PreparedFile[] {
  if (files.length === 0) throw new HttpError(400, LISTING_MESSAGES.noMedia);
  const prepared = files.map((file) => {
    const type = sniffFileType(file.bytes);
    if (!type) throw new HttpError(400, unsupportedFile(file.name));
    const limit = type.kind === 'image' ? MEDIA_LIMITS.imageBytes : MEDIA_LIMITS.videoBytes;
    if (file.bytes.byteLength > limit) throw new HttpError(413, fileTooLarge(file.name, type.kind));
    return { ...type, name: file.name, bytes: file.bytes };
  });
  const added = prepared.filter((file) => file.kind === 'image').length;
  const photos = existing.photos + added;
  const videos = existing.videos + prepared.length - added;
  if (photos > pkg.photoUploads) throw new HttpError(400, tooManyPhotos(pkg.id, pkg.photoUploads));
  if (videos > pkg.videoUploads) throw new HttpError(400, tooManyVideos(pkg.id, pkg.videoUploads));
  return prepared;
}

/**
 * Writes prepared files to storage (pictures as gallery and card renditions), recording every key
 * written in `stored` so the caller can delete them again if anything later fails.
 */
async function storeFiles(
  platform: Platform,
  folder: string,
  prepared: PreparedFile[],
  firstPosition: number,
  stored: string[],
) {
  const put = async (key: string, bytes: Uint8Array, contentType: string) => {
    try {
      await platform.storage.put(key, bytes, contentType);
    } catch (error) {
      console.error('Media storage failed', error);
      throw new HttpError(503, `${LISTING_MESSAGES.failed}. Please try again.`);
    }
    stored.push(key);
    return key;
  };
  const mediaRows: Array<Omit<typeof media.$inferInsert, 'serviceId'>> = [];
  for (const [index, file] of prepared.entries()) {
    const position = firstPosition + index;
    if (file.kind === 'video') {
      const extension = file.contentType.split('/')[1];
      mediaRows.push({
        position,
        type: 'video',
        storageKey: await put(`${folder}/${position}.${extension}`, file.bytes, file.contentType),
        thumbnailKey: null,
        contentType: file.contentType,
        bytes: file.bytes.byteLength,
      });
      continue;
    }
    const renditions = await platform.images.prepare(file.bytes).catch(() => {
      throw new HttpError(400, unsupportedFile(file.name));
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
      contentType: renditions.full.contentType,
      bytes: renditions.full.bytes.byteLength,
      width: renditions.full.width ?? null,
      height: renditions.full.height ?? null,
    });
  }
  return mediaRows;
}

/**
 * Writes the files to storage, then the listing and its media rows in one transaction. If any
 * step fails, every file already written is deleted again: no half listing, no orphaned files.
 */
export async function createListing(
  platform: Platform,
  user: User | null,
  fields: ListingFields,
  files: IncomingFile[],
): Promise<Listing> {
  const pkg = await sellerPackageOf(platform, user);
  const values = rowFields(fields);
  const prepared = checkFiles(files, pkg);
  const stored: string[] = [];
  try {
    const mediaRows = await storeFiles(platform, `listings/${crypto.randomUUID()}`, prepared, 0, stored);
    const row = await platform.db.transaction(async (tx) => {
      const [service] = await tx
        .insert(services)
        .values({ ...values, sellerId: user!.id })
        .returning();
      await tx.insert(media).values(mediaRows.map((item) => ({ ...item, serviceId: service!.id })));
      return service!;
    });
    return toListing(row, (await mediaOf(platform.db, [row.id])).get(row.id) ?? []);
  } catch (error) {
    await platform.storage.delete(stored).catch((cleanup) => console.error('Could not remove uploaded files', cleanup));
    throw error;
  }
}

async function ownListing(platform: Platform, user: User | null, rawId: string) {
  if (!user) throw new HttpError(401, LISTING_MESSAGES.signIn);
  const id = parseServiceId(rawId);
  const row = id === undefined ? undefined : await findService(platform.db, id);
  if (!row) throw new HttpError(404, LISTING_MESSAGES.notFound);
  if (row.sellerId !== user.id) throw new HttpError(403, LISTING_MESSAGES.notYours);
  return row;
}

/** Changes the text fields of one's own listing. */
export async function updateListing(platform: Platform, user: User | null, rawId: string, fields: ListingFields) {
  const row = await ownListing(platform, user, rawId);
  const [updated] = await platform.db
    .update(services)
    .set({ ...rowFields(fields), updatedAt: new Date() })
    .where(eq(services.id, row.id))
    .returning();
  return toListing(updated!, (await mediaOf(platform.db, [row.id])).get(row.id) ?? []);
}

/** Removes one's own listing everywhere (pages, search, sitemap), then its files. */
export async function removeListing(platform: Platform, user: User | null, rawId: string): Promise<void> {
  const row = await ownListing(platform, user, rawId);
  const items = await platform.db.select().from(media).where(eq(media.serviceId, row.id));
  await platform.db.transaction(async (tx) => {
    await tx.delete(media).where(eq(media.serviceId, row.id));
    await tx.delete(services).where(and(eq(services.id, row.id), eq(services.sellerId, row.sellerId)));
  });
  const keys = items.flatMap((item) => [item.storageKey, ...(item.thumbnailKey ? [item.thumbnailKey] : [])]);
  // Keys shared with another listing (sample data) stay.
  const stillUsed = keys.length
    ? await platform.db.select({ key: media.storageKey }).from(media).where(inArray(media.storageKey, keys))
    : [];
  const used = new Set(stillUsed.map((item) => item.key));
  await platform.storage.delete(keys.filter((key) => !used.has(key)));
}

/** A seller's own listings, newest first, for the dashboard. */
export async function listingsOf(platform: Platform, user: User | null): Promise<Listing[]> {
  if (!user) throw new HttpError(401, LISTING_MESSAGES.signIn);
  const rows = await platform.db.query.services.findMany({
    where: eq(services.sellerId, user.id),
    orderBy: (table, { desc }) => [desc(table.id)],
  });
  const byService = await mediaOf(
    platform.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toListing(row, byService.get(row.id) ?? []));
}

/** Adds pictures or a video to one's own listing, within the package's limits. */
export async function addMedia(
  platform: Platform,
  user: User | null,
  rawId: string,
  files: IncomingFile[],
): Promise<Listing> {
  const row = await ownListing(platform, user, rawId);
  const pkg = await sellerPackageOf(platform, user);
  const current = await platform.db.select().from(media).where(eq(media.serviceId, row.id));
  const photos = current.filter((item) => item.type === 'image').length;
  const prepared = checkFiles(files, pkg, { photos, videos: current.length - photos });
  const stored: string[] = [];
  try {
    const next = Math.max(-1, ...current.map((item) => item.position)) + 1;
    const rows = await storeFiles(platform, `listings/${crypto.randomUUID()}`, prepared, next, stored);
    await platform.db.transaction(async (tx) => {
      await tx.insert(media).values(rows.map((item) => ({ ...item, serviceId: row.id })));
      await tx.update(services).set({ updatedAt: new Date() }).where(eq(services.id, row.id));
    });
  } catch (error) {
    await platform.storage.delete(stored).catch((cleanup) => console.error('Could not remove uploaded files', cleanup));
    throw error;
  }
  return toListing(row, (await mediaOf(platform.db, [row.id])).get(row.id) ?? []);
}

/** Removes one picture or video from one's own listing; the last one cannot go. */
export async function removeMedia(
  platform: Platform,
  user: User | null,
  rawId: string,
  rawMediaId: string,
): Promise<Listing> {
  const row = await ownListing(platform, user, rawId);
  const current = await platform.db.select().from(media).where(eq(media.serviceId, row.id));
  const item = current.find((candidate) => String(candidate.id) === rawMediaId);
  if (!item) throw new HttpError(404, 'That picture or video is not part of this listing');
  if (current.length === 1) throw new HttpError(400, LISTING_MESSAGES.noMedia);
  await platform.db.delete(media).where(and(eq(media.id, item.id), eq(media.serviceId, row.id)));
  await platform.storage.delete([item.storageKey, ...(item.thumbnailKey ? [item.thumbnailKey] : [])]);
  return toListing(row, (await mediaOf(platform.db, [row.id])).get(row.id) ?? []);
}
