import * as z from 'zod/mini';
import { keyed } from '#shared/i18n/issue';
import { LISTING_MESSAGES, MEDIA_LIMITS, VIDEO_TYPES } from '#shared/listings';

/** POST /api/uploads/video: a seller about to send a video, with its type and size. */
export const VideoUploadSchema = z.object({
  contentType: z.enum(VIDEO_TYPES, { error: keyed('media.unsupported', { name: 'video' }) }),
  size: z
    .int({ error: 'api.videoSizeMissing' })
    .check(
      z.positive('api.videoEmpty'),
      z.maximum(MEDIA_LIMITS.videoBytes, keyed('media.tooLarge.video', { name: 'video' })),
    ),
  serviceId: z.optional(z.string().check(z.regex(/^\d{1,12}$/, LISTING_MESSAGES.notFound))),
});
