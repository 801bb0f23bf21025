import * as z from 'zod/mini';
import { PHONE_MESSAGES } from './phone-messages';
import { phoneField } from './phone';

/** The post-service form and POST /api/services (spec sections 5 and 8). */
export const LISTING_MESSAGES = {
  videoUnreadable: 'This video could not be read. Please export it again as MP4 and try again.',
  name: 'Service name must be at least 5 characters',
  minPrice: 'Minimum price must be at least 100 KSh',
  maxPrice: 'Maximum price must be at least 100 KSh',
  maxBelowMin: 'Maximum price cannot be less than minimum price',
  location: 'Location is required',
  phone: 'Phone number must be at least 10 digits',
  category: 'Please choose a category',
  subcategory: 'Please choose a subcategory',
  description: 'Description must be at least 30 characters',
  noMedia: 'Please upload at least one media file',
  signIn: 'Please sign in to post a service',
  sellersOnly: 'Only sellers can post services',
  invalidUser: 'Invalid user data',
  posted: 'Service posted successfully!',
  failed: 'Failed to post service',
  noToken: 'No authentication token found',
  notYours: 'You can only change your own listings',
  notFound: 'Service not found',
} as const;

export const unsupportedFile = (name: string) => `File ${name} is not a supported format`;
/** HEIC (an iPhone's own format) cannot be shown by most browsers, nor converted on either target. */
export const heicPhoto = (name: string) =>
  `${name} is a HEIC photo, which most browsers cannot show. Please choose a JPEG, PNG or WebP photo (on an iPhone: Settings, Camera, Formats, Most Compatible) and try again.`;
export const isHeic = (file: { name: string; type: string }) =>
  /^image\/hei[cf]/.test(file.type) || /\.hei[cf]$/i.test(file.name);
/** 'Basic' for 'basic': package names are capitalised in messages (issue 20). */
export const packageName = (packageId: string) => packageId.charAt(0).toUpperCase() + packageId.slice(1);
/** '1 photo', '3 photos', '0 videos': an English count in its plural form, not 'photo(s)'. */
export const countOf = (n: number, noun: string) =>
  `${n.toLocaleString('en-KE')} ${new Intl.PluralRules('en').select(n) === 'one' ? noun : `${noun}s`}`;
/** The spec's 'Your {package} package allows only {n} photo(s)', with the plural written out. */
export const tooManyPhotos = (packageId: string, n: number) =>
  `Your ${packageName(packageId)} package allows only ${countOf(n, 'photo')}`;
export const tooManyVideos = (packageId: string, n: number) =>
  `Your ${packageName(packageId)} package allows only ${countOf(n, 'video')}`;

/** Upload limits, chosen for phones on mobile data (docs/decisions/008-listings-and-media.md). */
export const MEDIA_LIMITS = {
  imageBytes: 5 * 1024 * 1024,
  videoBytes: 50 * 1024 * 1024,
} as const;
export const fileTooLarge = (name: string, kind: 'image' | 'video') =>
  `File ${name} is too large: ${kind === 'image' ? 'photos' : 'videos'} can be at most ${(kind === 'image' ? MEDIA_LIMITS.imageBytes : MEDIA_LIMITS.videoBytes) / 1024 / 1024} MB`;

export const MIN_PRICE = 100;
export const MAX_PRICE = 10_000_000;

export const text = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(min, message), z.maxLength(max, `At most ${max} characters, please`));

export const price = (message: string) =>
  z.pipe(
    z.union([z.number({ error: message }), z.string({ error: message }).check(z.trim(), z.minLength(1, message))]),
    z.pipe(
      z.transform((value: number | string): number => Number(value)),
      z
        .number({ error: message })
        .check(z.int(message), z.minimum(MIN_PRICE, message), z.maximum(MAX_PRICE, 'Price is too large')),
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
