import { localPhone } from '#shared/phone';
import type { User } from '#functions/accounts/public';
import { parseId } from '#functions/api/ids';
import { findService, latestListingOf, mediaOf, optionsOf } from '#functions/catalogue/public';
import { toListing } from '#functions/catalogue/listing';
import type { Platform } from '#functions/platform/platform';
import { findSellerPackage } from './upload';
import { weekOf } from '#functions/scheduling/hours';
import { findPlace } from '#shared/gazetteer';

/**
 * What the post-service page needs for a signed-in account: the seller's package limits and, with
 * `?edit={id}`, one of their own listings to edit. Null when the account cannot post (not a seller,
 * or no package); `missing` when the listing to edit is not theirs or does not exist.
 */
export async function postServiceForm(platform: Platform, account: User, editParam: string | null) {
  const pkg = await findSellerPackage(platform, account);
  if (!pkg) return null;
  const editId = editParam === null ? undefined : parseId(editParam);
  const row = editId === undefined ? undefined : await findService(platform.db, editId);
  const own = row && row.sellerId === account.id ? row : undefined;
  const editing = own && {
    id: String(own.id),
    fields: {
      name: own.name,
      minPrice: String(own.minPrice ?? ''),
      maxPrice: String(own.maxPrice ?? ''),
      location: own.location,
      phoneNumber: localPhone(own.phoneNumber),
      category: own.category,
      subcategory: own.subcategory,
      description: own.description,
      depositType: own.depositType ?? 'none',
      depositValue: String(own.depositValue ?? ''),
    },
    place: findPlace(own.place)?.name ?? null,
    home: {
      homeVisits: own.homeVisits,
      homeRadiusKm: own.homeRadiusKm,
      travelFee: own.travelFee,
      travelFeePerKm: own.travelFeePerKm,
      travelFreeKm: own.travelFreeKm,
      travelMinutes: own.travelMinutes,
    },
    rules: {
      noticeMinutes: own.noticeMinutes,
      bufferBeforeMinutes: own.bufferBeforeMinutes,
      bufferAfterMinutes: own.bufferAfterMinutes,
      horizonDays: own.horizonDays,
    },
    media: toListing(own, (await mediaOf(platform.db, [own.id])).get(own.id) ?? []).media,
    options: (await optionsOf(platform.db, own.id)).map(({ name, price, durationMinutes }) => ({
      name,
      price: String(price),
      durationMinutes: String(durationMinutes),
    })),
  };
  // A new listing starts from the seller's phone and the place of their last listing.
  const last = editing ? undefined : await latestListingOf(platform.db, account.id);
  return {
    sellerPackage: { packageId: pkg.id, photoUploads: pkg.photoUploads, videoUploads: pkg.videoUploads },
    editing: editing ?? null,
    prefill: { phoneNumber: localPhone(last?.phoneNumber ?? account.phoneNumber), location: last?.location ?? '' },
    missing: editParam !== null && !own,
    // A seller's first listing waits until they confirm their hours (decision 042).
    hoursConfirmed: (await weekOf(platform.db, account.id)) !== null,
  };
}
