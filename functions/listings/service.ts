import { storageKeysOf } from '#functions/catalogue/listing';
import { placeKeyOf } from '#functions/catalogue/nearby';
import { findCategory, findSubcategory, parseSubcategoryPath } from '#shared/categories';
import { LISTING_MESSAGES, type ListingFields } from '#shared/listings';
import type { ListingOption } from '#shared/listing-options';
import type { DepositRule } from '#shared/deposits';
import type { ListingRules } from '#shared/listing-rules';
import { HOME_MESSAGES, offersHomeVisits, type HomeTerms } from '#shared/home-visits';
import { townOf } from '#shared/locations';
import { Refusal } from '#functions/platform/refusal';
import type { User } from '#functions/accounts/public';
import { findService } from '#functions/catalogue/public';
import { listingOf, listingsWithMedia } from '#functions/catalogue/service';
import { parseId } from '#functions/api/ids';
import type { Listing } from '#functions/catalogue/listing';
import type { Platform } from '#functions/platform/platform';
import { tellBuyersOfWithdrawal } from '#functions/bookings/service';
import type { ReceivedFile } from '#functions/media/incoming';
import { discardFiles, mediaRuleBroken, requireFiles, storeFiles } from './media-files';
import * as repo from './repository';

/** Category as a slug or the earlier client's id; subcategory as a slug or '/services/{c}/{s}'. */
function placeInCatalogue(fields: ListingFields) {
  if (fields.subcategory.includes('/')) {
    const parsed = parseSubcategoryPath(fields.subcategory);
    if (!parsed) throw new Refusal('invalid', LISTING_MESSAGES.subcategory);
    return { category: parsed.category.id, subcategory: parsed.subcategory.slug };
  }
  const category = findCategory(fields.category);
  if (!category) throw new Refusal('invalid', LISTING_MESSAGES.category);
  const subcategory = findSubcategory(category, fields.subcategory);
  if (!subcategory) throw new Refusal('invalid', LISTING_MESSAGES.subcategory);
  return { category: category.id, subcategory: subcategory.slug };
}

/** The row's fields; with options, the min and max price are theirs (the spec's fields, derived). */
function rowFields(fields: ListingFields, options: ListingOption[] | null = null, deposit?: DepositRule) {
  const prices = options?.map((option) => option.price);
  return {
    // undefined: the deposit stays as it was (a client that does not send one).
    ...(deposit === undefined ? {} : { depositType: deposit?.type ?? null, depositValue: deposit?.value ?? null }),
    name: fields.name,
    description: fields.description,
    minPrice: prices ? Math.min(...prices) : fields.minPrice,
    maxPrice: prices ? Math.max(...prices) : fields.maxPrice,
    location: fields.location,
    town: townOf(fields.location),
    place: placeKeyOf(fields.location),
    phoneNumber: fields.phoneNumber,
    ...placeInCatalogue(fields),
  };
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
  options: ListingOption[] | null = null,
  deposit?: DepositRule,
): Promise<Listing> {
  const values = rowFields(fields, options, deposit);
  requireFiles(files);
  const stored: string[] = [];
  try {
    const mediaRows = await storeFiles(platform, `listings/${crypto.randomUUID()}`, files, 0, stored);
    const row = await repo.insertListingWithMedia(platform.db, { ...values, sellerId: seller.id }, mediaRows, options);
    return listingOf(platform.db, row);
  } catch (error) {
    await discardFiles(platform, stored);
    throw error;
  }
}

/** One of the user's own listings: 404 when there is none, 403 when it is someone else's. */
export async function ownListing(platform: Platform, user: User, rawId: string) {
  const id = parseId(rawId);
  const row = id === undefined ? undefined : await findService(platform.db, id);
  if (!row) throw new Refusal('not-found', LISTING_MESSAGES.notFound);
  if (row.sellerId !== user.id) throw new Refusal('not-allowed', LISTING_MESSAGES.notYours);
  return row;
}

/** Changes the text fields of one's own listing. */
export async function updateListing(
  platform: Platform,
  user: User,
  rawId: string,
  fields: ListingFields,
  options: ListingOption[] | null = null,
  deposit?: DepositRule,
) {
  const row = await ownListing(platform, user, rawId);
  const values = rowFields(fields, options, deposit);
  const updated = await repo.updateListingWithOptions(platform.db, row.id, values, options);
  return listingOf(platform.db, updated);
}

/** Sets one's own listing's booking rules (decision 042); bookings already made keep their times. */
export async function setListingRules(platform: Platform, user: User, rawId: string, rules: ListingRules) {
  const row = await ownListing(platform, user, rawId);
  await repo.saveRules(platform.db, row.id, rules);
  return rules;
}

/**
 * Sets whether one's own listing comes to the client's place, and on what terms (decision 043):
 * the area is measured from the listing's place, so it must name one we know.
 */
export async function setHomeTerms(platform: Platform, user: User, rawId: string, terms: HomeTerms) {
  const row = await ownListing(platform, user, rawId);
  if (offersHomeVisits(terms) && !row.place) throw new Refusal('conflict', HOME_MESSAGES.needsPlace);
  await repo.saveHomeTerms(platform.db, row.id, terms);
  return terms;
}

/**
 * Removes one's own listing everywhere (pages, search, sitemap) and, in the same batch, cancels its
 * upcoming bookings; after the commit their buyers are told, then the files go.
 */
export async function removeListing(platform: Platform, user: User, rawId: string, now: number): Promise<void> {
  const row = await ownListing(platform, user, rawId);
  const items = await repo.mediaRowsOf(platform.db, row.id);
  const cancelled = await repo.deleteListingCancellingBookings(platform.db, row.id, row.sellerId, now);
  await tellBuyersOfWithdrawal(platform, cancelled, now);
  const keys = items.flatMap(storageKeysOf);
  const used = await repo.storageKeysInUse(platform.db, keys);
  await platform.storage.delete(keys.filter((key) => !used.has(key)));
}

/** A seller's own listings, newest first, for the dashboard. */
export async function listingsOf(platform: Platform, user: User): Promise<Listing[]> {
  return listingsWithMedia(platform.db, await repo.listingsOfSeller(platform.db, user.id));
}

/** What a listing holds now, for the package's limits on adding more. */
export const mediaCounts = (platform: Platform, serviceId: number) => repo.countMediaOf(platform.db, serviceId);

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
    await repo.appendMedia(platform.db, row.id, rows);
  } catch (error) {
    await discardFiles(platform, stored);
    throw mediaRuleBroken(error, pkg) ?? error;
  }
  return listingOf(platform.db, (await findService(platform.db, row.id))!);
}

/** Removes one picture or video from one's own listing; the last one cannot go. */
export async function removeMedia(platform: Platform, user: User, rawId: string, rawMediaId: string): Promise<Listing> {
  const row = await ownListing(platform, user, rawId);
  const current = await repo.mediaRowsOf(platform.db, row.id);
  const item = current.find((candidate) => String(candidate.id) === rawMediaId);
  if (!item) throw new Refusal('not-found', 'api.mediaNotInListing');
  if (current.length === 1) throw new Refusal('invalid', LISTING_MESSAGES.noMedia);
  // Two removals at once: the database keeps the last one (migration 0009).
  await repo.deleteMediaItem(platform.db, row.id, item.id).catch((error: unknown) => {
    throw mediaRuleBroken(error) ?? error;
  });
  await platform.storage.delete(storageKeysOf(item));
  return listingOf(platform.db, row);
}
