import * as z from 'zod/mini';
import { fileTooLarge, LISTING_MESSAGES, MEDIA_LIMITS, unsupportedFile, VIDEO_TYPES } from '#shared/listings';

/** POST /api/uploads/video: a seller about to send a video, with its type and size. */
export const VideoUploadSchema = z.object({
  contentType: z.enum(VIDEO_TYPES, { error: unsupportedFile('video') }),
  size: z
    .int({ error: 'The video size is missing' })
    .check(z.positive('The video is empty'), z.maximum(MEDIA_LIMITS.videoBytes, fileTooLarge('video', 'video'))),
  serviceId: z.optional(z.string().check(z.regex(/^\d{1,12}$/, LISTING_MESSAGES.notFound))),
});
