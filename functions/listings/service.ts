import { and, eq, inArray, sql } from 'drizzle-orm';
import { findCategory, findSubcategory, parseSubcategoryPath } from '#shared/categories';
import { LISTING_MESSAGES, tooManyPhotos, tooManyVideos, unsupportedFile, type ListingFields } from '#shared/listings';
import { townOf } from '#shared/locations';
import { HttpError } from '#functions/api/http-error';
import type { User } from '#functions/accounts/sessions';
import { media, services } from '#functions/db/schema/catalogue';
import { findService, mediaOf } from '#functions/catalogue/repository';
import { parseId } from '#functions/api/ids';
import { toListing, type Listing } from '#functions/catalogue/listing';
import type { Platform } from '#functions/platform/platform';
import type { ReceivedFile } from './incoming-media';
import { log } from '#functions/platform/log';
import { cancelUpcomingOf } from '#functions/bookings/repository';
import { tellBuyersOfWithdrawal } from '#functions/bookings/service';

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
  return {
    name: fields.name,
    description: fields.description,
    minPrice: fields.minPrice,
    maxPrice: fields.maxPrice,
    location: fields.location,
    town: townOf(fields.location),
    phoneNumber: fields.phoneNumber,
    ...placeInCatalogue(fields),
  };
}

/** Removes files an upload wrote before it failed; a failure to remove is logged, not thrown over the first. */
export async function discardFiles(platform: Platform, keys: string[]) {
  await platform.storage
    .delete([...new Set(keys)])
    .catch((cleanup: unknown) => log.error('could not remove uploaded files', { error: cleanup }));
}

/** Refuses an upload with nothing in it (spec message). */
function requireFiles(files: ReceivedFile[]) {
  if (files.length === 0) throw new HttpError(400, LISTING_MESSAGES.noMedia);
}

/**
 * Writes received files to storage (pictures as gallery and card renditions; videos are there
 * already), recording every key in `stored` so the caller can delete them again if anything fails.
 */
async function storeFiles(
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
      throw new HttpError(503, `${LISTING_MESSAGES.failed}. Please try again.`);
    }
    stored.push(key);
    return key;
  };
  const mediaRows: Array<Omit<typeof media.$inferInsert, 'serviceId'>> = [];
  for (const [index, file] of prepared.entries()) {
    const position = firstPosition + index;
    if (file.kind === 'video') {
      stored.push(file.storedKey!);
      mediaRows.push({
        position,
        type: 'video',
        storageKey: file.storedKey!,
        thumbnailKey: null,
        contentType: file.contentType,
        bytes: file.size,
      });
      continue;
    }
    const renditions = await platform.images.prepare(file.bytes!).catch((error: unknown) => {
      throw error instanceof HttpError ? error : new HttpError(400, unsupportedFile(file.name));
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
  seller: User,
  fields: ListingFields,
  files: ReceivedFile[],
): Promise<Listing> {
  const values = rowFields(fields);
  requireFiles(files);
  const stored: string[] = [];
  try {
    const mediaRows = await storeFiles(platform, `listings/${crypto.randomUUID()}`, files, 0, stored);
    const row = await platform.db.transaction(async (tx) => {
      const [service] = await tx
        .insert(services)
        .values({ ...values, sellerId: seller.id })
        .returning();
      await tx.insert(media).values(mediaRows.map((item) => ({ ...item, serviceId: service!.id })));
      return service!;
    });
    return toListing(row, (await mediaOf(platform.db, [row.id])).get(row.id) ?? []);
  } catch (error) {
    await discardFiles(platform, stored);
    throw error;
  }
}

export async function ownListing(platform: Platform, user: User | null, rawId: string) {
  if (!user) throw new HttpError(401, LISTING_MESSAGES.signIn);
  const id = parseId(rawId);
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

/**
 * Removes one's own listing everywhere (pages, search, sitemap) and, in the same batch, cancels its
 * upcoming bookings; after the commit their buyers are told, then the files go.
 */
export async function removeListing(platform: Platform, user: User | null, rawId: string, now: number): Promise<void> {
  const row = await ownListing(platform, user, rawId);
  const items = await platform.db.select().from(media).where(eq(media.serviceId, row.id));
  const [events, update] = cancelUpcomingOf(platform.db, row.id, row.sellerId, now);
  const [, cancelled] = await platform.db.batch([
    events,
    update,
    platform.db.delete(services).where(and(eq(services.id, row.id), eq(services.sellerId, row.sellerId))),
  ]);
  await tellBuyersOfWithdrawal(platform, cancelled, now);
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

/** What a listing holds now, for the package's limits on adding more. */
export async function mediaCounts(platform: Platform, serviceId: number) {
  const current = await platform.db.select({ type: media.type }).from(media).where(eq(media.serviceId, serviceId));
  const photos = current.filter((item) => item.type === 'image').length;
  return { photos, videos: current.length - photos };
}

/** Adds received pictures or a video (counted against the package while they arrived) to one's own listing. */
export async function addMedia(
  platform: Platform,
  row: { id: number },
  pkg: { id: string; photoUploads: number; videoUploads: number },
  prepared: ReceivedFile[],
): Promise<Listing> {
  requireFiles(prepared);
  const stored: string[] = [];
  try {
    const rows = await storeFiles(platform, `listings/${crypto.randomUUID()}`, prepared, 0, stored);
    // Each row takes the next free position as it is written, and the database's triggers hold
    // the package's limits: two uploads at once can neither share a position nor pass the limit.
    const nextPosition = sql`(SELECT coalesce(max(${media.position}), -1) + 1 FROM ${media} WHERE ${media.serviceId} = ${row.id})`;
    await platform.db.batch([
      platform.db.update(services).set({ updatedAt: new Date() }).where(eq(services.id, row.id)),
      ...rows.map((item) => platform.db.insert(media).values({ ...item, position: nextPosition, serviceId: row.id })),
    ]);
  } catch (error) {
    await discardFiles(platform, stored);
    throw mediaRuleBroken(error, pkg) ?? error;
  }
  const updated = await findService(platform.db, row.id);
  return toListing(updated!, (await mediaOf(platform.db, [row.id])).get(row.id) ?? []);
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
function mediaRuleBroken(error: unknown, pkg?: { id: string; photoUploads: number; videoUploads: number }) {
  const rule = brokenMediaRule(error);
  if (rule === 'last') return new HttpError(400, LISTING_MESSAGES.noMedia);
  if (rule === 'photos' && pkg) return new HttpError(400, tooManyPhotos(pkg.id, pkg.photoUploads));
  if (rule === 'videos' && pkg) return new HttpError(400, tooManyVideos(pkg.id, pkg.videoUploads));
  return undefined;
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
  // Two removals at once: the database keeps the last one (migration 0009).
  await platform.db
    .delete(media)
    .where(and(eq(media.id, item.id), eq(media.serviceId, row.id)))
    .catch((error: unknown) => {
      throw mediaRuleBroken(error) ?? error;
    });
  await platform.storage.delete([item.storageKey, ...(item.thumbnailKey ? [item.thumbnailKey] : [])]);
  return toListing(row, (await mediaOf(platform.db, [row.id])).get(row.id) ?? []);
}
