import * as z from 'zod/mini';
import { keyed } from './i18n/issue';
import { PHONE_MESSAGES } from './phone-messages';
import { phoneField } from './phone';

/** The post-service form and POST /api/services (spec sections 5 and 8). */
export const LISTING_MESSAGES = {
  videoUnreadable: 'listingMessages.videoUnreadable',
  name: 'listingMessages.name',
  minPrice: 'listingMessages.minPrice',
  maxPrice: 'listingMessages.maxPrice',
  maxBelowMin: 'listingMessages.maxBelowMin',
  location: 'listingMessages.location',
  phone: 'listingMessages.phone',
  category: 'listingMessages.category',
  subcategory: 'listingMessages.subcategory',
  description: 'listingMessages.description',
  noMedia: 'listingMessages.noMedia',
  signIn: 'listingMessages.signIn',
  sellersOnly: 'listingMessages.sellersOnly',
  invalidUser: 'listingMessages.invalidUser',
  posted: 'listingMessages.posted',
  failed: 'listingMessages.failed',
  noToken: 'listingMessages.noToken',
  notYours: 'listingMessages.notYours',
  notFound: 'listingMessages.notFound',
} as const;

export const unsupportedFile = (name: string) => ({ key: 'media.unsupported' as const, params: { name } });
/** HEIC (an iPhone's own format) cannot be shown by most browsers, nor converted on either target. */
export const heicPhoto = (name: string) => ({ key: 'media.heic' as const, params: { name } });
export const isHeic = (file: { name: string; type: string }) =>
  /^image\/hei[cf]/.test(file.type) || /\.hei[cf]$/i.test(file.name);
/** 'Basic' for 'basic': package names are capitalised in messages. */
export const packageName = (packageId: string) => packageId.charAt(0).toUpperCase() + packageId.slice(1);
/** The spec's 'Your {package} package allows only {n} photo(s)', with the plural written out. */
export const tooManyPhotos = (packageId: string, count: number) => ({
  key: 'api.tooManyPhotos' as const,
  params: { name: packageName(packageId), count },
});
export const tooManyVideos = (packageId: string, count: number) => ({
  key: 'api.tooManyVideos' as const,
  params: { name: packageName(packageId), count },
});

/** Upload limits, chosen for phones on mobile data (docs/decisions/008-listings-and-media.md). */
export const MEDIA_LIMITS = {
  imageBytes: 5 * 1024 * 1024,
  videoBytes: 50 * 1024 * 1024,
} as const;
export const fileTooLarge = (name: string, kind: 'image' | 'video') => ({
  key: kind === 'image' ? ('media.tooLarge.image' as const) : ('media.tooLarge.video' as const),
  params: { name },
});

export const MIN_PRICE = 100;
export const MAX_PRICE = 10_000_000;

export const text = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(min, message), z.maxLength(max, keyed('form.atMost', { max })));

export const price = (message: string) =>
  z.pipe(
    z.union([z.number({ error: message }), z.string({ error: message }).check(z.trim(), z.minLength(1, message))]),
    z.pipe(
      z.transform((value: number | string): number => Number(value)),
      z
        .number({ error: message })
        .check(z.int(message), z.minimum(MIN_PRICE, message), z.maximum(MAX_PRICE, 'api.priceIsTooLarge')),
    ),
  );

/** The text fields of a listing, as posted or edited. Category and subcategory are checked against the catalogue by the server. */
export const ListingFieldsSchema = z
  .object({
    name: text(5, 120, LISTING_MESSAGES.name),
    minPrice: price(LISTING_MESSAGES.minPrice),
    maxPrice: price(LISTING_MESSAGES.maxPrice),
    location: text(3, 100, LISTING_MESSAGES.location),
    phoneNumber: phoneField({ short: LISTING_MESSAGES.phone, invalid: PHONE_MESSAGES.phone }),
    category: text(1, 60, LISTING_MESSAGES.category),
    subcategory: text(1, 120, LISTING_MESSAGES.subcategory),
    description: text(30, 5000, LISTING_MESSAGES.description),
  })
  .check(
    z.refine((fields) => fields.maxPrice >= fields.minPrice, {
      message: LISTING_MESSAGES.maxBelowMin,
      path: ['maxPrice'],
    }),
  );

export type ListingFields = z.infer<typeof ListingFieldsSchema>;

/** The video types a listing takes, as a browser labels the file it is about to send. */
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;

/** Where a browser sends a video: with the form, or first straight to storage (Workers' R2). */
export type VideoUploadPlan =
  | { mode: 'form' }
  | { mode: 'direct'; key: string; url: string; method: 'PUT'; headers: Record<string, string>; expiresAt: string };
