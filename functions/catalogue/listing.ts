import { MEDIUM_MAX } from '#functions/media/images';
import { depositRuleOf, type DepositRule } from '#shared/deposits';
import type { MediaRow, OptionRow, ListingRow } from './repository';

/** A listing as the pages and the API show it; on the wire its id is `_id` (`listingJson`). */
export interface Listing {
  id: number;
  name: string;
  minPrice: number | null;
  maxPrice: number | null;
  location: string;
  town: string;
  media: ListingMedia[];
  phoneNumber: string;
  category: string;
  subcategory: string;
  description: string;
  sellerId: string;
  createdAt: string;
  updatedAt: string;
  /** A Premium seller's listing: shown first and marked "Featured" (a field older clients ignore). */
  featured: boolean;
  /** The average of its visible reviews, one decimal; null without reviews (never a made-up default). */
  rating: number | null;
  reviewCount: number;
  /** What can be booked: each option's name, price (Ksh) and duration (decision 014). */
  options: Array<{ id: string; name: string; price: number; durationMinutes: number }>;
  /** The deposit asked when booking, or null (decision 015). */
  deposit: NonNullable<DepositRule> | null;
  /** Visits at the client's place, or null for none (decision 043): only there or also, how far, and the fee. */
  home: ListingHome | null;
  /** Why Mabinti hid it, when it did: only its seller ever sees a hidden listing. */
  hiddenReason?: string;
}

export interface ListingHome {
  only: boolean;
  radiusKm: number;
  travelFee: number;
  travelFeePerKm: number;
  travelFreeKm: number;
}

const homeOf = (row: ListingRow): ListingHome | null =>
  row.homeVisits && row.place
    ? {
        only: row.homeVisits === 'only',
        radiusKm: row.homeRadiusKm ?? 0,
        travelFee: row.travelFee ?? 0,
        travelFeePerKm: row.travelFeePerKm ?? 0,
        travelFreeKm: row.travelFreeKm ?? 0,
      }
    : null;

export interface ListingMedia {
  /** For removing it from the listing (PATCH-free media edits). */
  id: string;
  type: 'image' | 'video';
  url: string;
  /** A small rendition for cards; images only. */
  thumbnailUrl?: string;
  /** A phone-sized rendition for the gallery, with its width (images uploaded before it have none). */
  mediumUrl?: string;
  mediumWidth?: number;
  width?: number;
  height?: number;
}

/** A listing on the wire (spec: "Service as read from the server"): its id is `_id`, a string. */
export type ListingJson<T extends Listing = Listing> = Omit<T, 'id'> & { _id: string };
export const listingJson = <T extends Listing>({ id, ...rest }: T): ListingJson<T> => ({ _id: String(id), ...rest });
/** A page of listings on the wire. */
export const listingsJson = <T extends Listing, P extends { items: T[] }>(page: P) => ({
  ...page,
  items: page.items.map(listingJson),
});

export const mediaUrl = (storageKey: string) => `/api/media/${storageKey}`;

/** Every stored file of a media item: the original or large rendition, and its smaller ones. */
export const storageKeysOf = (item: Pick<MediaRow, 'storageKey' | 'thumbnailKey' | 'mediumKey'>) =>
  [item.storageKey, item.thumbnailKey, item.mediumKey].filter((key): key is string => Boolean(key));

/** The medium rendition's width, from the large one's size: scaled to fit MEDIUM_MAX, never up. */
const mediumWidthOf = (item: Pick<MediaRow, 'width' | 'height'>) => {
  const width = item.width ?? MEDIUM_MAX;
  return Math.round(width * Math.min(1, MEDIUM_MAX / Math.max(width, item.height ?? 0)));
};

export function toListing(row: ListingRow, media: MediaRow[], now = Date.now(), options: OptionRow[] = []): Listing {
  return {
    id: row.id,
    name: row.name,
    minPrice: row.minPrice,
    maxPrice: row.maxPrice,
    location: row.location,
    town: row.town,
    media: media.map((item) => ({
      id: String(item.id),
      type: item.type,
      url: mediaUrl(item.storageKey),
      ...(item.thumbnailKey ? { thumbnailUrl: mediaUrl(item.thumbnailKey) } : {}),
      ...(item.mediumKey ? { mediumUrl: mediaUrl(item.mediumKey), mediumWidth: mediumWidthOf(item) } : {}),
      ...(item.width ? { width: item.width } : {}),
      ...(item.height ? { height: item.height } : {}),
    })),
    phoneNumber: row.phoneNumber,
    category: row.category,
    subcategory: row.subcategory,
    description: row.description,
    sellerId: row.sellerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    featured: (row.featuredUntil ?? 0) > now,
    rating: row.ratingCount ? Math.round((row.ratingSum / row.ratingCount) * 10) / 10 : null,
    reviewCount: row.ratingCount,
    options: options.map((option) => ({
      id: String(option.id),
      name: option.name,
      price: option.price,
      durationMinutes: option.durationMinutes,
    })),
    deposit: depositRuleOf(row),
    home: homeOf(row),
    ...(row.hiddenAt ? { hiddenReason: row.hiddenReason ?? '' } : {}),
  };
}

/** The gallery's main column: the whole screen below 900 px, about 780 px beside the booking panel. */
const GALLERY_SIZES = '(max-width: 900px) 100vw, 780px';

/** A gallery picture's sources: the medium rendition for phones, the large one for wide screens. */
export function gallerySources(picture: ListingMedia): { src: string; srcset?: string; sizes?: string } {
  if (!picture.mediumUrl) return { src: picture.url };
  const srcset = `${picture.mediumUrl} ${picture.mediumWidth}w, ${picture.url} ${picture.width ?? 1200}w`;
  return { src: picture.url, srcset, sizes: GALLERY_SIZES };
}

/** The card picture: the first image's small rendition, or null for the placeholder. */
export function cardImage(listing: Listing): string | null {
  const image = listing.media.find((item) => item.type === 'image');
  return image ? (image.thumbnailUrl ?? image.url) : null;
}
